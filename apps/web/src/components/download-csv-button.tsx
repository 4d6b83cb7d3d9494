import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';

/** A list's spreadsheet: a plain link the browser downloads, so it works with the session cookie and no script. */
export function DownloadCsvButton({ href }: { href: string }) {
  return (
    <Button component="a" href={href} download variant="outlined" startIcon={<FileDownloadOutlined />}>
      Download CSV
    </Button>
  );
}
