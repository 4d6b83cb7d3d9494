import { Faker, base, en, en_AU } from '@faker-js/faker';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { users } from '../../schema/accounts.ts';
import type {
  appointmentImageLikes,
  appointmentImageShares,
  appointmentRecommendations,
  appointments,
} from '../../schema/appointments.ts';
import type { mirrorSessions } from '../../schema/mirror-sessions.ts';
import type { invoices, mirrorOrders, plans, promoCodes, subscriptions } from '../../schema/billing.ts';
import type { brands } from '../../schema/brands.ts';
import type { cartItems, carts } from '../../schema/carts.ts';
import type { catalogueProducts, salonBrands, salonProducts } from '../../schema/catalog.ts';
import type { academyContent } from '../../schema/academy.ts';
import type { helpResources } from '../../schema/resources.ts';
import type { termsOfService } from '../../schema/content.ts';
import type { ibbCompletions, ibbLessons, ibbModules, ibbTodos } from '../../schema/ibb.ts';
import type { announcements, weeklyTips } from '../../schema/dashboard.ts';
import type { chatMessages, chats } from '../../schema/messaging.ts';
import type { orderLineItems, orderPayments, orderRefunds, orders } from '../../schema/orders.ts';
import type { salonAccess, salons } from '../../schema/salons.ts';
import type { betaLeads } from '../../schema/signup.ts';
import type { staff } from '../../schema/staff.ts';
import type { DemoFile } from '../demo-images.ts';
import { DEMO_FAKER_SEED } from './identities.ts';

export type Insert<T extends PgTable> = T['$inferInsert'];

/** Everything the demo writes, table by table, built in memory before one transaction inserts it. */
export interface DemoData {
  files: DemoFile[];
  users: Insert<typeof users>[];
  brands: Insert<typeof brands>[];
  salons: Insert<typeof salons>[];
  salonAccess: Insert<typeof salonAccess>[];
  salonBrands: Insert<typeof salonBrands>[];
  catalogueProducts: Insert<typeof catalogueProducts>[];
  salonProducts: Insert<typeof salonProducts>[];
  staff: Insert<typeof staff>[];
  appointments: Insert<typeof appointments>[];
  appointmentRecommendations: Insert<typeof appointmentRecommendations>[];
  appointmentImageLikes: Insert<typeof appointmentImageLikes>[];
  appointmentImageShares: Insert<typeof appointmentImageShares>[];
  mirrorSessions: Insert<typeof mirrorSessions>[];
  carts: Insert<typeof carts>[];
  cartItems: Insert<typeof cartItems>[];
  orders: Insert<typeof orders>[];
  orderLineItems: Insert<typeof orderLineItems>[];
  orderPayments: Insert<typeof orderPayments>[];
  orderRefunds: Insert<typeof orderRefunds>[];
  termsOfService: Insert<typeof termsOfService>[];
  ibbModules: Insert<typeof ibbModules>[];
  ibbLessons: Insert<typeof ibbLessons>[];
  ibbTodos: Insert<typeof ibbTodos>[];
  ibbCompletions: Insert<typeof ibbCompletions>[];
  academyContent: Insert<typeof academyContent>[];
  helpResources: Insert<typeof helpResources>[];
  announcements: Insert<typeof announcements>[];
  weeklyTips: Insert<typeof weeklyTips>[];
  chats: Insert<typeof chats>[];
  chatMessages: Insert<typeof chatMessages>[];
  plans: Insert<typeof plans>[];
  promoCodes: Insert<typeof promoCodes>[];
  subscriptions: Insert<typeof subscriptions>[];
  mirrorOrders: Insert<typeof mirrorOrders>[];
  invoices: Insert<typeof invoices>[];
  betaLeads: Insert<typeof betaLeads>[];
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** How far back the salons' history goes: about 18 months. */
export const DEMO_DAYS = 548;

/**
 * What every area's seed shares. One generator draws every random value in a fixed order, so an
 * area that draws one more value changes the rows of every area after it: keep the order of calls.
 */
export interface DemoContext {
  faker: Faker;
  now: Date;
  data: DemoData;
  /** The instant `ms` before now. */
  at: (ms: number) => Date;
  id: () => string;
  chance: (p: number) => boolean;
}

export function createDemoContext(now: Date): DemoContext {
  const faker = new Faker({ locale: [en_AU, en, base] });
  faker.seed(DEMO_FAKER_SEED);
  return {
    faker,
    now,
    data: {
      files: [],
      users: [],
      brands: [],
      salons: [],
      salonAccess: [],
      salonBrands: [],
      catalogueProducts: [],
      salonProducts: [],
      staff: [],
      appointments: [],
      appointmentRecommendations: [],
      appointmentImageLikes: [],
      appointmentImageShares: [],
      mirrorSessions: [],
      carts: [],
      cartItems: [],
      orders: [],
      orderLineItems: [],
      orderPayments: [],
      orderRefunds: [],
      termsOfService: [],
      ibbModules: [],
      ibbLessons: [],
      ibbTodos: [],
      ibbCompletions: [],
      academyContent: [],
      helpResources: [],
      announcements: [],
      weeklyTips: [],
      chats: [],
      chatMessages: [],
      plans: [],
      promoCodes: [],
      subscriptions: [],
      mirrorOrders: [],
      invoices: [],
      betaLeads: [],
    },
    at: (ms) => new Date(now.getTime() - ms),
    id: () => faker.string.uuid(),
    chance: (p) => faker.number.float({ min: 0, max: 1 }) < p,
  };
}
