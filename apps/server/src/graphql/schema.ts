import { builder } from './builder.ts';
import './scalars.ts';
import '../modules/auth/auth.graphql.ts';
import '../modules/salons/salons.graphql.ts';
import '../modules/staff/staff.graphql.ts';
import '../modules/mirror/mirror.graphql.ts';
import '../modules/catalog/catalog.graphql.ts';
import '../modules/appointments/appointments.graphql.ts';
import '../modules/mirror/mirror-sessions.graphql.ts';
import '../modules/dashboard/dashboard.graphql.ts';
import '../modules/dashboard/weekly-email.graphql.ts';
import '../modules/orders/orders.graphql.ts';
import '../modules/orders/portal-purchase.graphql.ts';
import '../modules/billing/billing.graphql.ts';
import '../modules/signup/signup-plans.graphql.ts';
import '../modules/signup/signup.graphql.ts';
import '../modules/terms/terms.graphql.ts';
import '../modules/ibb/ibb.graphql.ts';
import '../modules/academy/academy.graphql.ts';
import '../modules/resources/resources.graphql.ts';
import '../modules/messaging/messaging.graphql.ts';
import '../modules/notifications/notifications.graphql.ts';
import '../modules/analytics/analytics.graphql.ts';
import '../modules/app-config/app-config.graphql.ts';

/** Importing a module's graphql file registers its types and root fields; this is the one list of them. */
export const schema = builder.toSchema({ sortSchema: true });
