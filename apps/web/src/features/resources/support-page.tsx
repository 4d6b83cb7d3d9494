import Card from '@mui/material/Card';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadingChip } from '../../components/loading-chip.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useAppConfig } from '../../lib/app-config.ts';

/** The help centre in a frame; its address is server configuration (HELP_CENTRE_URL). */
export function SupportPage() {
  const { data: config, isError } = useAppConfig();
  return (
    <>
      <PageTitle title="Support" />
      {config ? (
        <Card sx={{ flex: 1, display: 'flex', minHeight: 480 }}>
          <iframe title="Support" src={config.helpCentreUrl} style={{ flex: 1, border: 0, width: '100%' }} />
        </Card>
      ) : isError ? (
        <EmptyState title="The help centre could not be loaded" body="Check your connection, then reload the page." />
      ) : (
        <LoadingChip />
      )}
    </>
  );
}
