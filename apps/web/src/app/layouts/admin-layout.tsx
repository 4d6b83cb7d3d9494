import { NOT_SALON_ADMIN_MESSAGE } from '@piiq/domain/salon-access';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ForumIcon from '@mui/icons-material/Forum';
import KeyIcon from '@mui/icons-material/Key';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import StorefrontIcon from '@mui/icons-material/Storefront';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, Link as RouterLink, matchPath, useLocation, useParams } from 'react-router';
import { LogOutButton } from '../../components/log-out-button.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { TopBar } from '../../components/top-bar.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useAppConfig } from '../../lib/app-config.ts';
import { requestNotificationPermissionOnce } from '../../lib/notifications.ts';
import { academyUrl } from '../../features/academy/urls.ts';
import { appointmentsUrl } from '../../features/appointments/urls.ts';
import { clientsUrl } from '../../features/clients/urls.ts';
import { dashboardUrl } from '../../features/dashboard/urls.ts';
import { useSalonUnread } from '../../features/messaging/use-salon-unread.ts';
import { messagingUrl } from '../../features/messaging/urls.ts';
import { onboardingUrl } from '../../features/onboarding/urls.ts';
import { ordersUrl } from '../../features/orders/urls.ts';
import { resourcesUrl } from '../../features/resources/urls.ts';
import { salonListRedirect } from '../../features/salons/salon-list-redirect.ts';
import { salonListUrl } from '../../features/salons/urls.ts';
import { settingsSectionUrl } from '../../features/settings/urls.ts';
import { ibbUrl } from '../../features/training/urls.ts';
import { weeklyUrl } from '../../features/weekly/urls.ts';
import { isAdminOf, useViewer } from '../../lib/session.ts';
import { SIDE_MENU_WIDTH } from '../../theme/theme.ts';
import { useSalonLiveEvents } from './use-salon-live-events.ts';

/*
 * What opens on a click loads on the first click, off every salon page's first load: the terms
 * bring the HTML sanitiser, the change-password form react-hook-form and MUI's Dialog, the narrow
 * window's menu MUI's Modal.
 */
const TermsDialog = lazy(async () => ({ default: (await import('../../features/auth/terms-dialog.tsx')).TermsDialog }));
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('../../features/auth/change-password-dialog.tsx')).ChangePasswordDialog,
}));

const MenuDrawer = lazy(async () => ({ default: (await import('./menu-drawer.tsx')).MenuDrawer }));

/** A part never opened is not loaded; once loaded it stays mounted, so it closes with its transition as before. */
type LazyPartState = 'never opened' | 'open' | 'closed';

/** Shown until appConfig answers, and if it never does: the footer must always say which version runs. */
const FALLBACK_VERSION = '2.0.2a';

/** The side menu, in the product's order; the Academy sits beside IBB, the other training, so an owner finds it. */
const MENU_ITEMS = [
  { url: weeklyUrl, label: 'Weekly', Icon: CalendarViewWeekIcon },
  { url: dashboardUrl, label: 'Dashboard', Icon: DashboardIcon },
  { url: appointmentsUrl, label: 'Appointments', Icon: EventNoteIcon },
  { url: clientsUrl, label: 'Clients', Icon: PeopleAltIcon },
  { url: messagingUrl, label: 'Messaging', Icon: ForumIcon },
  { url: ordersUrl, label: 'Orders', Icon: ShoppingBagIcon },
  { url: ibbUrl, label: 'IBB', Icon: SchoolIcon },
  { url: academyUrl, label: 'Academy', Icon: VideoLibraryIcon },
  { url: settingsSectionUrl, label: 'Settings', Icon: SettingsIcon },
  { url: resourcesUrl, label: 'Resources', Icon: AutoStoriesIcon },
] as const;

/**
 * The salon admin shell: top bar (salon name, change password, Log out), side menu, main area and
 * the version footer. It also guards the salon: a non-admin sees the product's message, and an admin of
 * a salon that has not finished onboarding goes to the wizard first.
 */
export function AdminLayout() {
  const { salonId = '' } = useParams();
  const { data: viewer } = useViewer();
  const isAdmin = viewer ? isAdminOf(viewer, salonId) : false;

  useEffect(() => {
    if (isAdmin) requestNotificationPermissionOnce();
  }, [isAdmin]);
  useSalonLiveEvents(salonId, isAdmin);

  // The session gate above this route shows sign-in while nobody is signed in.
  if (!viewer) return null;

  const access = viewer.salonAccess.find((entry) => entry.salon.id === salonId);
  if (isAdmin && access && !access.salon.onboardingComplete) {
    return <Navigate to={onboardingUrl(salonId)} replace />;
  }
  return (
    <AdminShell
      salonId={salonId}
      salonName={access?.salon.name}
      showMenu={isAdmin}
      showSalonsLink={viewer.salonAccess.length > 1}
    >
      {isAdmin ? (
        <Outlet />
      ) : (
        <>
          <PageTitle title="Not authorised" />
          <Typography>{NOT_SALON_ADMIN_MESSAGE}</Typography>
        </>
      )}
    </AdminShell>
  );
}

/**
 * The salon list at / in the same frame as the salon pages: no
 * salonId in the route, so the menu holds only the Salons link. A user whom / sends on (one salon,
 * or none to administer) goes there before any frame is drawn.
 */
export function SalonListLayout() {
  const { data: viewer } = useViewer();
  // The session gate above this route shows sign-in while nobody is signed in.
  if (!viewer) return null;
  const redirect = salonListRedirect(viewer);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AdminShell salonId="" salonName={undefined} showMenu={false} showSalonsLink>
      <Outlet />
    </AdminShell>
  );
}

interface AdminShellProps {
  salonId: string;
  salonName: string | undefined;
  /** The salon's menu items; a viewer who is not its admin has nothing to open there. */
  showMenu: boolean;
  showSalonsLink: boolean;
  children: ReactNode;
}

function AdminShell({ salonId, salonName, showMenu, showSalonsLink, children }: AdminShellProps) {
  const [menuState, setMenuState] = useState<LazyPartState>('never opened');
  const [password, setPassword] = useState<LazyPartState>('never opened');
  const [termsOpen, setTermsOpen] = useState(false);
  const { data: config } = useAppConfig();
  const mainRef = useRef<HTMLElement>(null);
  const hasMenu = showMenu || showSalonsLink;
  const menu = (
    <SideMenu
      salonId={salonId}
      showItems={showMenu}
      showSalonsLink={showSalonsLink}
      onNavigate={() => setMenuState('closed')}
    />
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        onClick={(event) => {
          // Focus, not a hash change: the URL stays the page's own and no page view is recorded.
          event.preventDefault();
          mainRef.current?.focus();
        }}
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            margin: 0,
            p: 1.5,
            zIndex: 'tooltip',
            bgcolor: 'background.paper',
            borderRadius: 1,
          },
        }}
      >
        Skip to content
      </Link>
      <TopBar
        title={salonName}
        start={
          hasMenu ? (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open menu"
              aria-expanded={menuState === 'open'}
              onClick={() => setMenuState('open')}
              sx={{ display: { lg: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          ) : undefined
        }
        end={
          <>
            {/* On a phone the bar has room for the key icon only; the name stays the same for everyone. */}
            <IconButton
              color="inherit"
              aria-label="Change password"
              onClick={() => setPassword('open')}
              sx={{ display: { sm: 'none' } }}
            >
              <KeyIcon />
            </IconButton>
            <Button
              color="inherit"
              startIcon={<KeyIcon />}
              onClick={() => setPassword('open')}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              Change password
            </Button>
            <LogOutButton to={salonListUrl} />
          </>
        }
      />
      <Box sx={{ flex: 1, display: 'flex' }}>
        {hasMenu ? (
          <>
            {/*
              MUI's permanent drawer, drawn without its module: that module also carries the temporary
              drawer's modal, which only a narrow window that opens the menu needs.
            */}
            <Box sx={{ display: { xs: 'none', lg: 'block' }, width: SIDE_MENU_WIDTH, flexShrink: 0 }}>
              <Paper
                elevation={0}
                square
                sx={{
                  position: 'fixed',
                  top: 0,
                  left: 0,
                  zIndex: 'drawer',
                  width: SIDE_MENU_WIDTH,
                  height: '100%',
                  boxSizing: 'border-box',
                  display: 'flex',
                  flexDirection: 'column',
                  overflowY: 'auto',
                  borderRight: 1,
                  borderColor: 'divider',
                }}
              >
                <Toolbar aria-hidden />
                {menu}
              </Paper>
            </Box>
            {menuState === 'never opened' ? null : (
              <Suspense fallback={<PageLoading />}>
                <MenuDrawer open={menuState === 'open'} onClose={() => setMenuState('closed')}>
                  {menu}
                </MenuDrawer>
              </Suspense>
            )}
          </>
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box
            component="main"
            id="main"
            ref={mainRef}
            tabIndex={-1}
            sx={{ flex: 1, display: 'flex', flexDirection: 'column', p: { xs: 2, sm: 3, lg: 4 }, outline: 'none' }}
          >
            {children}
          </Box>
          <Box
            component="footer"
            sx={{ px: { xs: 2, sm: 3, lg: 4 }, py: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography variant="body2" color="text.secondary">
              Version {config?.version ?? FALLBACK_VERSION}
            </Typography>
            <Link component="button" type="button" variant="body2" onClick={() => setTermsOpen(true)}>
              Terms and Conditions
            </Link>
          </Box>
        </Box>
      </Box>
      {password === 'never opened' ? null : (
        <Suspense fallback={<PageLoading />}>
          <ChangePasswordDialog open={password === 'open'} onClose={() => setPassword('closed')} />
        </Suspense>
      )}
      {termsOpen ? (
        <Suspense fallback={null}>
          <TermsDialog open onClose={() => setTermsOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}

interface SideMenuProps {
  salonId: string;
  showItems: boolean;
  showSalonsLink: boolean;
  /** Closes the temporary drawer once a page is chosen. */
  onNavigate: () => void;
}

const itemSx = {
  mx: 1,
  borderRadius: 1,
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '&.Mui-selected': { color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
} as const;

function SideMenu({ salonId, showItems, showSalonsLink, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const unread = useSalonUnread(salonId, showItems);
  return (
    <Box component="nav" aria-label="Main menu" sx={{ py: 1 }}>
      {showSalonsLink ? (
        <List>
          <MenuLink
            to={salonListUrl}
            label="Salons"
            Icon={StorefrontIcon}
            current={pathname === salonListUrl}
            onNavigate={onNavigate}
          />
        </List>
      ) : null}
      {showSalonsLink && showItems ? <Divider sx={{ my: 1 }} /> : null}
      {showItems ? (
        <List>
          {MENU_ITEMS.map(({ url, label, Icon }) => {
            const to = url(salonId);
            // Nested pages (an appointment, a settings tab) keep their section marked.
            const current = matchPath({ path: to, end: false }, pathname) !== null;
            const count = label === 'Messaging' ? unread : 0;
            return (
              <MenuLink
                key={label}
                to={to}
                label={label}
                Icon={Icon}
                current={current}
                onNavigate={onNavigate}
                count={count}
              />
            );
          })}
        </List>
      ) : null}
    </Box>
  );
}

interface MenuLinkProps {
  to: string;
  label: string;
  Icon: ComponentType;
  /** The page shown is this entry's, or one nested under it. */
  current: boolean;
  onNavigate: () => void;
  /** Something waiting there, e.g. unread support messages: shown as a number when above 0. */
  count?: number;
}

function MenuLink({ to, label, Icon, current, onNavigate, count = 0 }: MenuLinkProps) {
  const countId = useId();
  return (
    // Kept plain: MUI's ListItem costs 1.5 kB gzip on every salon page, taking a client's page over 300 kB (300.8).
    <li>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={current}
        aria-current={current ? 'page' : undefined}
        // The count describes the link; its name stays the menu's word.
        aria-describedby={count > 0 ? countId : undefined}
        onClick={onNavigate}
        sx={itemSx}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} />
        {count > 0 && (
          <>
            <Box
              component="span"
              aria-hidden
              sx={{
                minWidth: 24,
                height: 24,
                px: 0.75,
                borderRadius: 12,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: '0.8125rem',
                fontWeight: 600,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {count}
            </Box>
            <span id={countId} hidden>
              {count} unread
            </span>
          </>
        )}
      </ListItemButton>
    </li>
  );
}
