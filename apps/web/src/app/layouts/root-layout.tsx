import { Outlet } from 'react-router';
import { TopBannerProvider } from '../../components/top-banner.tsx';
import { useRecordPageViews } from '../../lib/analytics.ts';
import { useDevicePushId } from '../../lib/device-push-id.ts';

/**
 * Around every route: the top banner host (live notifications), our own page-view analytics, and
 * the device push id an app wrapping piiq may open any page with.
 */
export function RootLayout() {
  useRecordPageViews();
  useDevicePushId();
  return (
    <TopBannerProvider>
      <Outlet />
    </TopBannerProvider>
  );
}
