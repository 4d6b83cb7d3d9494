import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { salonAccess, salons } from '../db/schema/salons.ts';
import { hashPassword } from '../modules/auth/password.ts';

export const TEST_PASSWORD = 'Salon2026ok';

let testPasswordHash: Promise<string> | undefined;
let counter = 0;

export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `person${counter}-${Date.now()}@example.com`,
      name: `Person ${counter}`,
      passwordHash: await testPasswordHash,
      profileRole: 'Salon',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no user created');
  return row;
}

export async function createSalon(db: Database, overrides: Partial<typeof salons.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(salons)
    .values({ name: `Salon ${counter}`, timeZone: 'Australia/Sydney', onboardingComplete: true, ...overrides })
    .returning();
  if (!row) throw new Error('no salon created');
  return row;
}

export async function grantSalonAccess(
  db: Database,
  userId: string,
  salonId: string,
  flags: { salonAdmin?: boolean; salonClient?: boolean } = { salonAdmin: true },
) {
  await db.insert(salonAccess).values({
    userId,
    salonId,
    salonAdmin: flags.salonAdmin ?? false,
    salonClient: flags.salonClient ?? false,
  });
}

/** An owner with one salon they administer, signed in through the real API. */
export async function createSalonAdmin(db: Database, salonOverrides: Partial<typeof salons.$inferInsert> = {}) {
  const user = await createUser(db);
  const salon = await createSalon(db, salonOverrides);
  await grantSalonAccess(db, user.id, salon.id, { salonAdmin: true });
  return { user, salon };
}
