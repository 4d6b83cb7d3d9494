import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { graphql, request } from './graphql.ts';

const RecordPageView = graphql(`
  mutation RecordPageView($path: String!) {
    recordPageView(path: $path)
  }
`);

/**
 * Our own page-view analytics (docs/product-rules.md: no third-party tracker). Fire and forget: a lost page
 * view must never slow or break the screen the person asked for.
 */
export function recordPageView(path: string): void {
  request(RecordPageView, { path }).catch(() => {
    // ignored: analytics is not worth an error message
  });
}

/**
 * Records one page view per path the person lands on. Only the path is sent: query strings can carry
 * a mirror session id or a reset code, which have no place in analytics. The ref keeps React's
 * development double-run of effects from counting a visit twice.
 */
export function useRecordPageViews(): void {
  const { pathname } = useLocation();
  const lastRecorded = useRef<string | null>(null);
  useEffect(() => {
    if (lastRecorded.current === pathname) return;
    lastRecorded.current = pathname;
    recordPageView(pathname);
  }, [pathname]);
}
