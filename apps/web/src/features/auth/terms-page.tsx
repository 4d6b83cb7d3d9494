import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthEvents } from '../../lib/session.ts';
import { salonListUrl } from '../salons/urls.ts';
import { useTabTitle } from '../../components/auth-screen.tsx';
import { focusRing } from '../../components/focus-ring.ts';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import type { Terms } from '../../lib/api/terms-of-service.ts';
import { sanitizeServerHtml } from '../../lib/sanitize-html.ts';
import { useAcceptTerms } from './use-terms-of-service.ts';

interface TermsPageProps {
  terms: Terms;
  userId: string;
}

/**
 * The terms page that blocks the app until the signed-in user answers:
 * Agree records the terms' locale and version; DisAgree signs the user out.
 */
export function TermsPage({ terms, userId }: TermsPageProps) {
  const titleId = useId();
  useTabTitle('Terms and Conditions');
  const { signOut } = useAuthEvents();
  const navigate = useNavigate();
  const accept = useAcceptTerms(userId);
  const [signingOut, setSigningOut] = useState(false);
  const html = useMemo(() => sanitizeServerHtml(terms.bodyHtml), [terms.bodyHtml]);
  const busy = accept.isPending || signingOut;

  const disagree = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // The local session is cleared even when the call fails, so the sign-in view shows either way.
    }
    // Like Log out, DisAgree lands on /, so the next person at the salon tablet starts from the salon
    // list. The navigation also re-renders the gate, which then reads the cleared viewer.
    await navigate(salonListUrl);
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        p: { xs: 0, sm: 3 },
        bgcolor: 'background.default',
      }}
    >
      <Card
        component="section"
        aria-labelledby={titleId}
        sx={(theme) => ({
          width: '100%',
          maxWidth: 760,
          height: { xs: '100dvh', sm: 'min(860px, calc(100dvh - 48px))' },
          display: 'flex',
          flexDirection: 'column',
          [theme.breakpoints.down('sm')]: { borderRadius: 0, boxShadow: 'none' },
        })}
      >
        <Box sx={{ px: { xs: 2.5, sm: 4 }, pt: { xs: 3, sm: 4 }, pb: 2 }}>
          <Typography id={titleId} variant="h1" sx={{ fontSize: '1.5rem', mb: 1 }}>
            Terms and Conditions
          </Typography>
          <Typography color="text.secondary">
            Please read our terms. You need to agree to them to keep using piiq.
          </Typography>
        </Box>
        <Box
          role="region"
          aria-label="Terms and Conditions text"
          // Focusable so a keyboard user can scroll the terms with the arrow keys.
          tabIndex={0}
          sx={(theme) => ({
            flex: 1,
            minHeight: 0,
            overflowY: 'auto',
            px: { xs: 2.5, sm: 4 },
            py: 1,
            borderTop: 1,
            borderBottom: 1,
            borderColor: 'divider',
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '-2px' },
            '& h1, & h2': { ...theme.typography.h3, mt: 3, mb: 1 },
            '& h3, & h4': { ...theme.typography.h4, mt: 2.5, mb: 1 },
            '& p, & li': { ...theme.typography.body1, lineHeight: 1.6 },
            '& a': { color: 'primary.main' },
          })}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <Box sx={{ px: { xs: 2.5, sm: 4 }, py: 2 }}>
          <FormMessages error={accept.isError ? errorText(accept.error) : null} />
          <Box
            sx={{
              display: 'flex',
              gap: 1.5,
              justifyContent: 'flex-end',
              '& > button': { flex: { xs: 1, sm: '0 0 auto' }, minWidth: 140 },
            }}
          >
            <Button
              type="button"
              variant="outlined"
              color="secondary"
              size="large"
              disabled={busy}
              onClick={() => void disagree()}
              sx={focusRing}
            >
              {signingOut ? 'Signing out...' : 'DisAgree'}
            </Button>
            <Button
              type="button"
              variant="contained"
              size="large"
              disabled={busy}
              onClick={() => accept.mutate(terms)}
              sx={focusRing}
            >
              {accept.isPending ? 'Saving...' : 'Agree'}
            </Button>
          </Box>
        </Box>
      </Card>
    </Box>
  );
}
