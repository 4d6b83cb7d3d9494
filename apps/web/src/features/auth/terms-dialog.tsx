import CircularProgress from '@mui/material/CircularProgress';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo } from 'react';
import { useTermsOfService } from '../../lib/api/terms-of-service.ts';
import { sanitizeServerHtml } from '../../lib/sanitize-html.ts';

/** The Terms and Conditions dialog of the admin layout: the terms the person accepted, to read again. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const terms = useTermsOfService();
  const html = useMemo(() => (terms.data ? sanitizeServerHtml(terms.data.bodyHtml) : ''), [terms.data]);
  return (
    <Dialog open={open} onClose={onClose} scroll="paper" maxWidth="md" fullWidth aria-labelledby="terms-dialog-title">
      <DialogTitle id="terms-dialog-title">Terms and Conditions</DialogTitle>
      <DialogContent dividers>
        {terms.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the terms" color="inherit" />
          </Box>
        ) : terms.isError ? (
          <Alert severity="error">The terms could not be loaded. Check your connection and try again.</Alert>
        ) : terms.data ? (
          <Box
            sx={{ '& h1, & h2, & h3': { fontSize: '1.1rem', fontWeight: 600 } }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <Alert severity="info">No terms are published yet.</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
