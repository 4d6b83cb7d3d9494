import type { users } from '../../schema/accounts.ts';
import { TERMS_VERSION } from '../demo-content.ts';
import { DAY, DEMO_DAYS, HOUR, MINUTE, type DemoContext, type Insert } from './demo-context.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './identities.ts';
import type { SalonPlan } from './salons.ts';

export interface Person {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface DemoPeople {
  owner: Person;
  newOwner: Person;
  client: Person;
  support: Person;
  /** The accounts that own salons or work in them, by email. */
  staffByEmail: ReadonlyMap<string, Person>;
}

function newPerson(demo: DemoContext, account: DemoAccount): Person {
  const { firstName, lastName, email, phone } = account;
  return { id: demo.id(), name: `${firstName} ${lastName}`, firstName, lastName, email, phone };
}

/** The hash every demo account shares, and the sign-in accounts' own hashes where they have them. */
export interface DemoPasswordHashes {
  shared: string;
  signIns?: ReadonlyMap<string, string>;
}

function addUser(
  demo: DemoContext,
  passwordHashes: DemoPasswordHashes,
  person: Person,
  role: 'Salon' | 'Client' | null,
  createdAt: Date,
  extra: Partial<Insert<typeof users>> = {},
): void {
  demo.data.users.push({
    id: person.id,
    email: person.email,
    name: person.name,
    passwordHash: passwordHashes.signIns?.get(person.email) ?? passwordHashes.shared,
    profileRole: role,
    termsOfServiceLocale: role === 'Client' ? 'en-US' : 'en-GB',
    termsOfServiceVersion: TERMS_VERSION,
    termsOfServiceAcceptedAt: new Date(createdAt.getTime() + MINUTE),
    createdAt,
    updatedAt: createdAt,
    ...extra,
  });
}

/** The sign-in accounts; the demo client's user row waits for the first visit, like every client's. */
export function seedDemoAccounts(demo: DemoContext, passwordHashes: DemoPasswordHashes): DemoPeople {
  const owner = newPerson(demo, DEMO_ACCOUNTS.owner);
  const newOwner = newPerson(demo, DEMO_ACCOUNTS.newOwner);
  const client = newPerson(demo, DEMO_ACCOUNTS.client);
  const support = newPerson(demo, DEMO_ACCOUNTS.support);
  addUser(demo, passwordHashes, owner, 'Salon', demo.at((DEMO_DAYS + 21) * DAY));
  addUser(demo, passwordHashes, newOwner, 'Salon', demo.at(2 * DAY + 3 * HOUR));
  addUser(demo, passwordHashes, support, null, demo.at((DEMO_DAYS + 60) * DAY), {
    isProviderStaff: true,
    isProviderAdmin: true,
  });
  return {
    owner,
    newOwner,
    client,
    support,
    staffByEmail: new Map([owner, newOwner, support].map((p) => [p.email, p])),
  };
}

/** The salon's clients, invented; the showcase salon's first one is the demo client. */
export function salonClients(demo: DemoContext, plan: SalonPlan, demoClient: Person): Person[] {
  const clients: Person[] = [];
  for (let i = 0; i < plan.clients; i++) {
    const firstName = demo.faker.person.firstName();
    const lastName = demo.faker.person.lastName();
    const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    const phone =
      plan.country === 'NZ' ? `+6421${demo.faker.string.numeric(7)}` : `+614${demo.faker.string.numeric(8)}`;
    clients.push(newPerson(demo, { firstName, lastName, email: `${local}.${plan.slug}${i + 1}@example.com`, phone }));
  }
  if (plan.showcase) clients.unshift(demoClient);
  return clients;
}

/** A client's account dates from their first visit; clients who never came signed up on the portal. */
export function seedClientAccounts(
  demo: DemoContext,
  passwordHashes: DemoPasswordHashes,
  salonId: string,
  clients: readonly Person[],
  firstVisit: ReadonlyMap<string, Date>,
): void {
  for (const client of clients) {
    const joined = firstVisit.get(client.id) ?? demo.at(demo.faker.number.int({ min: 1, max: DEMO_DAYS }) * DAY);
    const accountCreated = new Date(joined.getTime() - 5 * MINUTE);
    addUser(demo, passwordHashes, client, 'Client', accountCreated);
    demo.data.salonAccess.push({
      userId: client.id,
      salonId,
      salonAdmin: false,
      salonClient: true,
      createdAt: accountCreated,
    });
  }
}
