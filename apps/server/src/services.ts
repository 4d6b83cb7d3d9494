import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createApiKeysRepository } from './modules/api-keys/api-keys.repository.ts';
import { createApiKeysService } from './modules/api-keys/api-keys.service.ts';
import { createAppointmentsRepository } from './modules/appointments/appointments.repository.ts';
import { createAppointmentsService } from './modules/appointments/appointments.service.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createChangesService } from './modules/changes/changes.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createProviderTeamService } from './modules/auth/provider-team.service.ts';
import { createBillingRepository } from './modules/billing/billing.repository.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { createCatalogRepository } from './modules/catalog/catalog.repository.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createWeeklyEmailService } from './modules/dashboard/weekly-email.service.ts';
import { createNewsCardsService } from './modules/dashboard/news-cards.service.ts';
import { createOrderWriter } from './modules/orders/order-writer.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createPortalPurchaseService } from './modules/orders/portal-purchase.service.ts';
import { createMailboxRepository } from './modules/mailbox/mailbox.repository.ts';
import { createMailboxService } from './modules/mailbox/mailbox.service.ts';
import { createMessagingRepository } from './modules/messaging/messaging.repository.ts';
import { createMessagingService } from './modules/messaging/messaging.service.ts';
import { createHairColourConfirmationsRepository } from './modules/mirror/hair-colour-confirmations.repository.ts';
import { createMirrorRepository } from './modules/mirror/mirror.repository.ts';
import { createMirrorService } from './modules/mirror/mirror.service.ts';
import { createMirrorSessionsRepository } from './modules/mirror/mirror-sessions.repository.ts';
import { createMirrorSessionsService } from './modules/mirror/mirror-sessions.service.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createSalonPhotos } from './modules/salons/salon-photo.ts';
import { createSalonsRepository } from './modules/salons/salons.repository.ts';
import { createSalonsService } from './modules/salons/salons.service.ts';
import { createSignupRepository } from './modules/signup/signup.repository.ts';
import { createSignupService, type SignupRepositories } from './modules/signup/signup.service.ts';
import { createLeadsService } from './modules/signup/leads.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createClientRecordsRepository } from './modules/client-records/client-records.repository.ts';
import { createClientRecordsService } from './modules/client-records/client-records.service.ts';
import { createDeliveriesService } from './modules/deliveries/deliveries.service.ts';
import { createCatalogueEditorService } from './modules/catalog/catalogue-editor.service.ts';
import { createCatalogueEditorRepository } from './modules/catalog/catalogue-editor.repository.ts';
import { createSalonDirectoryService } from './modules/console/salon-directory.service.ts';
import { createSalonSubscriptionService } from './modules/console/salon-subscription.service.ts';
import { createHairColourMeasureService } from './modules/console/hair-colour-measure.service.ts';
import { createAcademyService } from './modules/academy/academy.service.ts';
import { createIbbRepository } from './modules/ibb/ibb.repository.ts';
import { createResourcesService } from './modules/resources/resources.service.ts';
import { createIbbService } from './modules/ibb/ibb.service.ts';
import { createStaffRepository } from './modules/staff/staff.repository.ts';
import { createStaffService } from './modules/staff/staff.service.ts';
import { createTermsService } from './modules/terms/terms.service.ts';
import { createWebhooksRepository } from './modules/webhooks/webhooks.repository.ts';
import { createWebhooksService } from './modules/webhooks/webhooks.service.ts';
import { EVERY_SALON, type EventsPort } from './ports/events.ts';
import type { FileStores } from './ports/files.ts';
import type { PaymentPort } from './ports/payments.ts';
import type { PushPort } from './ports/push.ts';
import type { IpRateLimiter } from './ports/rate-limits.ts';
import { createSalonEndpointSender, resolveWithSystem } from './ports/webhooks.ts';

export interface ServiceDeps {
  db: Database;
  config: Config;
  events: EventsPort;
  files: FileStores;
  limits: IpRateLimiter;
  now: () => Date;
  payments: PaymentPort;
  push: PushPort;
  /** Problems a person must act on (a charge that could not be refunded), for the error log. */
  alert: (entry: Record<string, unknown>, message: string) => void;
  sessionCacheMs?: number;
}

/** What a signup writes through: each module's repository (decision 014). */
const signupRepositories = (db: Database): SignupRepositories => ({
  signup: createSignupRepository(db),
  auth: createAuthRepository(db),
  salons: createSalonsRepository(db),
  billing: createBillingRepository(db),
  catalog: createCatalogRepository(db),
  messaging: createMessagingRepository(db),
  analytics: createAnalyticsRepository(db),
});

/**
 * Every module's service, wired once and named after its module; resolvers reach them through the
 * GraphQL context, and HTTP routes through the app. No repository leaves this function.
 */
export function createServices(deps: ServiceDeps) {
  const authRepository = createAuthRepository(deps.db);
  const analytics = createAnalyticsService({ repository: createAnalyticsRepository(deps.db), limits: deps.limits });
  const salonsRepository = createSalonsRepository(deps.db);
  const billingRepository = createBillingRepository(deps.db);
  const announceSalonUpdated = (salonId: string) => {
    deps.events.publish('salonUpdated', salonId, { salonId });
    deps.events.publish('salonUpdated', EVERY_SALON, { salonId });
  };
  const catalogRepository = createCatalogRepository(deps.db);
  const catalog = createCatalogService({
    db: deps.db,
    repository: catalogRepository,
    salons: salonsRepository,
    brandOffers: createCatalogueEditorRepository(deps.db),
    events: deps.events,
    announceSalonUpdated,
  });
  const auth = createAuthService({
    db: deps.db,
    repository: authRepository,
    config: deps.config,
    limits: deps.limits,
    now: deps.now,
    recordAuthEvent: analytics.recordAuthEvent,
    events: deps.events,
    ...(deps.sessionCacheMs !== undefined ? { sessionCacheMs: deps.sessionCacheMs } : {}),
  });
  const billing = createBillingService({
    repository: billingRepository,
    payments: deps.payments,
    limits: deps.limits,
    alert: deps.alert,
  });
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(deps.db),
    salons: salonsRepository,
    users: authRepository,
    push: deps.push,
    events: deps.events,
    vapidPublicKey: deps.config.push.publicKey,
  });
  const ordersRepository = createOrdersRepository(deps.db);
  const appointmentsRepository = createAppointmentsRepository(deps.db, ordersRepository);
  const dashboard = createDashboardService({
    repository: createDashboardRepository(deps.db),
    appointments: appointmentsRepository,
    billing: billingRepository,
    now: deps.now,
  });
  const audit = createAuditService({ db: deps.db });
  const terms = createTermsService({ db: deps.db, audit });
  // Loopback receivers are a developer's; production calls only the public internet.
  const allowLoopbackWebhooks = deps.config.env !== 'production';
  const resolveWebhookHost = resolveWithSystem;
  const webhooks = createWebhooksService({
    db: deps.db,
    repository: createWebhooksRepository(deps.db),
    salons: salonsRepository,
    users: authRepository,
    audit,
    send: createSalonEndpointSender({ resolve: resolveWebhookHost, allowLoopback: allowLoopbackWebhooks }),
    resolve: resolveWebhookHost,
    allowLoopbackHttp: allowLoopbackWebhooks,
    publicUrl: deps.config.publicUrl,
    now: deps.now,
  });
  const changes = createChangesService({
    db: deps.db,
    queueNews: notifications.pushToSalonAdmins,
    queueWebhookEvent: webhooks.queueWebhookEvent,
    events: deps.events,
  });
  const salons = createSalonsService({
    db: deps.db,
    repository: salonsRepository,
    events: deps.events,
    catalog,
    billing: billingRepository,
    photos: createSalonPhotos(deps.files.public, deps.now),
    limits: deps.limits,
    announceSalonUpdated,
  });
  const appointments = createAppointmentsService({
    db: deps.db,
    repository: appointmentsRepository,
    salons: salonsRepository,
    users: authRepository,
    catalog,
    events: deps.events,
    changes,
    photos: deps.files.private,
    audit,
    now: deps.now,
  });
  const orderWriter = createOrderWriter({
    repository: ordersRepository,
    salons: salonsRepository,
    publicUrl: deps.config.publicUrl,
    now: deps.now,
  });
  const orders = createOrdersService({
    repository: ordersRepository,
    writer: orderWriter,
    users: authRepository,
    billing,
    changes,
    audit,
    now: deps.now,
  });
  const mirrorSessions = createMirrorSessionsService({
    sessions: createMirrorSessionsRepository(deps.db),
    mirror: createMirrorRepository(deps.db),
    confirmations: createHairColourConfirmationsRepository(deps.db),
    appointments,
    appointmentRecords: appointmentsRepository,
    orders,
    staff: createStaffRepository(deps.db),
    salons,
    catalog,
    changes,
    limits: deps.limits,
    photos: deps.files.private,
    publicUrl: deps.config.publicUrl,
    now: deps.now,
  });
  return {
    academy: createAcademyService({ db: deps.db, audit }),
    analytics,
    apiKeys: createApiKeysService({
      db: deps.db,
      repository: createApiKeysRepository(deps.db),
      limits: deps.limits,
      audit,
      now: deps.now,
    }),
    audit,
    catalogueEditor: createCatalogueEditorService({
      db: deps.db,
      audit,
      announceCatalogueChanged: catalog.announceCatalogueChanged,
    }),
    newsCards: createNewsCardsService({ db: deps.db, audit, now: deps.now }),
    salonDirectory: createSalonDirectoryService({
      db: deps.db,
      salons: salonsRepository,
      billing: billingRepository,
      mirrors: createMirrorRepository(deps.db),
      appointments: appointmentsRepository,
      catalog: catalogRepository,
      messaging: createMessagingRepository(deps.db),
      catalogOffers: catalog,
      audit,
      announceSalonUpdated,
    }),
    providerTeam: createProviderTeamService({
      db: deps.db,
      repository: authRepository,
      audit,
      announceAccountChanged: auth.announceAccountChanged,
    }),
    salonSubscription: createSalonSubscriptionService({
      db: deps.db,
      salons: salonsRepository,
      billing,
      subscriptions: billingRepository,
      mirrors: createMirrorRepository(deps.db),
      audit,
      announceSalonUpdated,
      now: deps.now,
    }),
    deliveries: createDeliveriesService({ db: deps.db, audit, now: deps.now }),
    hairColourMeasure: createHairColourMeasureService({
      confirmations: createHairColourConfirmationsRepository(deps.db),
    }),
    leads: createLeadsService({ db: deps.db, repository: createSignupRepository(deps.db), audit }),
    appointments,
    auth,
    billing,
    catalog,
    dashboard,
    weeklyEmail: createWeeklyEmailService({
      db: deps.db,
      dashboard,
      salons: salonsRepository,
      salonSettings: salons,
      users: authRepository,
      publicUrl: deps.config.publicUrl,
      now: deps.now,
    }),
    salons,
    mirror: createMirrorService({
      db: deps.db,
      repository: createMirrorRepository(deps.db),
      billing: billingRepository,
      salons: salonsRepository,
      limits: deps.limits,
      audit,
      now: deps.now,
    }),
    mirrorSessions,
    clientRecords: createClientRecordsService({
      db: deps.db,
      repository: createClientRecordsRepository(deps.db),
      appointments,
      appointmentRecords: appointmentsRepository,
      salons: salonsRepository,
      users: authRepository,
      accounts: auth,
      mirrorSessions,
      catalogue: catalog,
      changes,
      audit,
      now: deps.now,
    }),
    orders,
    portalPurchases: createPortalPurchaseService({
      db: deps.db,
      orders: ordersRepository,
      writer: orderWriter,
      appointments,
      appointmentRecords: appointmentsRepository,
      users: authRepository,
      catalog,
      billing,
      changes,
      audit,
      now: deps.now,
    }),
    ibb: createIbbService({
      db: deps.db,
      repository: createIbbRepository(deps.db),
      config: deps.config,
      limits: deps.limits,
      now: deps.now,
      audit,
    }),
    messaging: createMessagingService({
      repository: createMessagingRepository(deps.db),
      salons: salonsRepository,
      users: authRepository,
      events: deps.events,
      changes,
      files: deps.files.private,
      publicUrl: deps.config.publicUrl,
      now: deps.now,
    }),
    notifications,
    resources: createResourcesService({ db: deps.db, audit, now: deps.now }),
    mailbox: createMailboxService({ repository: createMailboxRepository(deps.db) }),
    signup: createSignupService({
      db: deps.db,
      repositories: signupRepositories(deps.db),
      billing,
      limits: deps.limits,
      config: deps.config,
      now: deps.now,
      connectedUser: auth.connectedUser,
      announceSalonUpdated,
      terms,
    }),
    staff: createStaffService({ db: deps.db, repository: createStaffRepository(deps.db), audit }),
    terms,
    webhooks,
  };
}

export type Services = ReturnType<typeof createServices>;
