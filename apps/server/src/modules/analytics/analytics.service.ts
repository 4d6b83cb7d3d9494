import { addressRateKey, type IpRateLimiter } from '../../ports/rate-limits.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';

/** Our own analytics: page views from the web app, and sign-ins and sign-outs. */
export function createAnalyticsService(deps: { repository: AnalyticsRepository; limits: IpRateLimiter }) {
  return {
    /** Open to anyone, so each address may record only as many views as people browsing would make. */
    async recordPageView(path: string, userId: string | null, ip: string): Promise<void> {
      await deps.limits.consume('pageView', addressRateKey(ip));
      await deps.repository.record({ kind: 'page_view', userId, path });
    },

    recordAuthEvent: (userId: string, kind: 'sign_in' | 'sign_out') => deps.repository.record({ kind, userId }),
  };
}
