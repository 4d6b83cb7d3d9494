import { AREAS } from './areas.ts';
import { DAY, type DemoContext } from './demo-context.ts';

/** A few pre-registration leads, one for each plan that is not open yet. */
export function seedLeads(demo: DemoContext): void {
  const { faker, data, id, at } = demo;
  const leadPlans = ['FREE', 'GROWTH', 'SALON'] as const;
  leadPlans.forEach((leadPlan, i) => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    data.betaLeads.push({
      id: id(),
      betaName: `${firstName} ${lastName}`,
      betaEmail: `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
      betaSalonName: `${faker.helpers.arrayElement(AREAS.VIC?.suburbs ?? ['Carlton'])} ${faker.helpers.arrayElement(['Hair', 'Hair Lounge', 'Salon', 'Barbers'])}`,
      betaPhone: `+614${faker.string.numeric(8)}`,
      plan: leadPlan,
      createdAt: at((5 + i * 9) * DAY),
    });
  });
}
