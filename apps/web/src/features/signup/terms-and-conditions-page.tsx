import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { useTermsOfService } from '../../lib/api/terms-of-service.ts';
import { sanitizeServerHtml } from '../../lib/sanitize-html.ts';

/**
 * The Terms and Conditions the payment section links to, open to anyone: the same version the terms
 * gate would ask this browser to accept, so ticking the payment box spares the new owner that page.
 */
export function TermsAndConditionsPage() {
  const terms = useTermsOfService();
  const html = useMemo(() => (terms.data ? sanitizeServerHtml(terms.data.bodyHtml) : ''), [terms.data]);
  return (
    <StandalonePage>
      <PageTitle title="Terms and Conditions" />
      {terms.data === undefined ? (
        <QueryProblem query={terms} what="the terms" />
      ) : terms.data === null ? (
        <Alert severity="info">No terms are published yet.</Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Version {terms.data.version}
          </Typography>
          <Box
            sx={(theme) => ({
              '& h1, & h2': { ...theme.typography.h3, mt: 3, mb: 1 },
              '& h3, & h4': { ...theme.typography.h4, mt: 2.5, mb: 1 },
              '& p, & li': { ...theme.typography.body1, lineHeight: 1.6 },
              '& a': { color: 'primary.main' },
            })}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </>
      )}
    </StandalonePage>
  );
}
