import { DAY, HOUR, type DemoContext } from './demo-context.ts';

export interface StaffPlan {
  name: string;
  /** Left the salon this many days ago: no visits after that, and shown inactive. */
  leftDaysAgo?: number;
  userEmail?: string;
}

export interface TeamMember {
  id: string;
  leftDaysAgo: number | undefined;
}

/** The salon's stylists, joined an hour apart when the salon was created. */
export function seedTeam(
  demo: DemoContext,
  salon: { id: string; createdAt: Date },
  plans: readonly StaffPlan[],
  accountsByEmail: ReadonlyMap<string, { id: string }>,
): TeamMember[] {
  return plans.map((s, i) => {
    const staffId = demo.id();
    const joined = new Date(salon.createdAt.getTime() + i * HOUR);
    demo.data.staff.push({
      id: staffId,
      salonId: salon.id,
      name: s.name,
      active: s.leftDaysAgo === undefined,
      userId: s.userEmail ? (accountsByEmail.get(s.userEmail)?.id ?? null) : null,
      createdAt: joined,
      updatedAt: s.leftDaysAgo === undefined ? joined : demo.at(s.leftDaysAgo * DAY),
    });
    return { id: staffId, leftDaysAgo: s.leftDaysAgo };
  });
}
