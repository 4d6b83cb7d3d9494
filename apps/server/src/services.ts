import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import type { IpRateLimiter } from './modules/auth/rate-limits.ts';
import { createSalonsRepository } from './modules/salons/salons.repository.ts';
import { createSalonsService } from './modules/salons/salons.service.ts';
import { createTermsRepository } from './modules/terms/terms.repository.ts';
import type { EventsPort } from './ports/events.ts';

export interface ServiceDeps {
  db: Database;
  config: Config;
  events: EventsPort;
  limits: IpRateLimiter;
  now: () => Date;
  wakeOutbox: () => void;
}

/** Every module's service, wired once; resolvers reach them through the GraphQL context. */
export function createServices(deps: ServiceDeps) {
  const analytics = createAnalyticsRepository(deps.db);
  return {
    analytics,
    auth: createAuthService({
      db: deps.db,
      repository: createAuthRepository(deps.db),
      config: deps.config,
      limits: deps.limits,
      now: deps.now,
      wakeOutbox: deps.wakeOutbox,
      recordAuthEvent: (userId, kind) => analytics.record({ kind, userId }),
    }),
    salons: createSalonsService({ repository: createSalonsRepository(deps.db), events: deps.events }),
    terms: createTermsRepository(deps.db),
  };
}

export type Services = ReturnType<typeof createServices>;
