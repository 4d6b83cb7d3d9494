import { Outlet } from 'react-router';
import { TopBannerProvider } from '../../components/top-banner.tsx';
import { useRecordPageViews } from '../../lib/analytics.ts';

/** Around every route: the top banner host (live notifications) and our own page-view analytics. */
export function RootLayout() {
  useRecordPageViews();
  return (
    <TopBannerProvider>
      <Outlet />
    </TopBannerProvider>
  );
}
