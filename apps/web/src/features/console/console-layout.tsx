import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { LogOutButton } from '../../components/log-out-button.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { TopBar } from '../../components/top-bar.tsx';
import { supportInboxUrl } from '../messaging/urls.ts';
import { salonListUrl } from '../salons/urls.ts';
import { useConsoleViewer } from './console-viewer.ts';
import { consolePaths } from './urls.ts';

const SECTIONS = [
  { to: consolePaths.salons, label: 'Salons' },
  { to: consolePaths.catalogue, label: 'Catalogue' },
  { to: consolePaths.content, label: 'Content' },
  { to: consolePaths.leads, label: 'Leads' },
  { to: consolePaths.deliveries, label: 'Deliveries' },
  { to: consolePaths.audit, label: 'Audit log' },
  { to: consolePaths.hairColourMeasure, label: 'Hair colour measure' },
  { to: consolePaths.team, label: 'Team' },
  { to: supportInboxUrl(), label: 'Support inbox' },
] as const;

/**
 * The provider console's frame: the top bar, the sections (the support inbox among them) as links, and the
 * section. Only the provider's staff get past it; the server refuses everyone else's calls anyway.
 */
export function ConsoleLayout() {
  const { pathname } = useLocation();
  const viewer = useConsoleViewer();
  const header = <TopBar title="Provider console" end={<LogOutButton to={salonListUrl} />} />;

  if (!viewer.data) {
    return (
      <StandalonePage header={header} maxWidth="lg">
        {viewer.isSuccess ? null : <QueryProblem query={viewer} what="your account" />}
      </StandalonePage>
    );
  }
  if (!viewer.data.isProviderStaff) {
    return (
      <StandalonePage header={header} maxWidth="lg">
        <EmptyState
          title="Not authorised"
          body="The console is for piiq's own staff."
          action={
            <Button component={RouterLink} to={salonListUrl} variant="contained">
              Go to your salons
            </Button>
          }
        />
      </StandalonePage>
    );
  }
  return (
    <StandalonePage header={header} maxWidth="lg">
      <Box
        component="nav"
        aria-label="Console"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3, borderBottom: 1, borderColor: 'divider', pb: 1.5 }}
      >
        {SECTIONS.map((section) => {
          const current = pathname.startsWith(section.to);
          return (
            <Button
              key={section.to}
              component={RouterLink}
              to={section.to}
              aria-current={current ? 'page' : undefined}
              variant={current ? 'contained' : 'text'}
            >
              {section.label}
            </Button>
          );
        })}
      </Box>
      <Outlet />
    </StandalonePage>
  );
}
