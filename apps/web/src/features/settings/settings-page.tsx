import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { isSettingsTab, SETTINGS_TABS, settingsUrl, type SettingsTab } from './urls.ts';

/** Each tab's label and its page title (Salon Settings, Account Settings). */
const TAB_TEXT: Record<SettingsTab, { label: string; title: string }> = {
  salon: { label: 'Salon', title: 'Salon Settings' },
  retail: { label: 'Retail', title: 'Retail Settings' },
  'client-records': { label: 'Client records', title: 'Client Records Settings' },
  account: { label: 'Account and billing', title: 'Account Settings' },
  integrations: { label: 'Integrations', title: 'Integrations' },
};

type TabPanel = ComponentType<{ salonId: string }>;

/** Each tab's code loads with the tab: the account tab's time zone picker (MUI Autocomplete) only when it is opened. */
const TAB_PANELS: Record<SettingsTab, TabPanel> = {
  salon: lazy(async () => ({ default: (await import('./salon-tab.tsx')).SalonTab })),
  retail: lazy(async () => ({ default: (await import('./retail-tab.tsx')).RetailTab })),
  'client-records': lazy(async () => ({ default: (await import('./client-records-tab.tsx')).ClientRecordsTab })),
  account: lazy(async () => ({ default: (await import('./account-tab.tsx')).AccountTab })),
  integrations: lazy(async () => ({ default: (await import('./integrations-tab.tsx')).IntegrationsTab })),
};

/** Settings, one tab per address so each can be linked to and reloaded. */
export function SettingsPage() {
  const { salonId = '', tab } = useParams();
  if (!isSettingsTab(tab)) {
    return (
      <EmptyState
        title="Not found"
        body="There is no settings page at this address."
        action={
          <Button variant="contained" component={RouterLink} to={settingsUrl(salonId, 'salon')}>
            Go to Salon Settings
          </Button>
        }
      />
    );
  }
  const Panel = TAB_PANELS[tab];
  return (
    <>
      <PageTitle title={TAB_TEXT[tab].title} />
      <Tabs
        value={tab}
        aria-label="Settings"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {SETTINGS_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={TAB_TEXT[value].label}
            id={`settings-tab-${value}`}
            aria-controls="settings-panel"
            component={RouterLink}
            to={settingsUrl(salonId, value)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${tab}`}>
        <Suspense fallback={<PageLoading />}>
          {/* Keyed by salon, so another salon's settings never start from this one's form. */}
          <Panel key={salonId} salonId={salonId} />
        </Suspense>
      </Box>
    </>
  );
}
