import { staffMessages } from '@piiq/domain/salon-settings';
import { pagingMessages } from '@piiq/domain/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember } from '../../test/factories.ts';
import { signedInSalonAdmin } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const CREATE_STAFF = /* GraphQL */ `
  mutation CreateStaff($input: CreateStaffInput!) {
    createStaff(input: $input) {
      id
      name
      active
    }
  }
`;
const UPDATE_STAFF = /* GraphQL */ `
  mutation UpdateStaff($staffId: ID!, $input: UpdateStaffInput!) {
    updateStaff(staffId: $staffId, input: $input) {
      id
      name
      active
    }
  }
`;
const GET_SALON_STAFF = /* GraphQL */ `
  query GetSalonStaff($salonId: ID!, $limit: Int, $page: Int) {
    salon(id: $salonId) {
      staff(limit: $limit, page: $page) {
        items {
          id
          name
          active
        }
        totalCount
        page
        limit
      }
    }
  }
`;
const ACTIVE_STAFF = /* GraphQL */ `
  query ActiveStaff($salonId: ID!) {
    salon(id: $salonId) {
      activeStaff {
        name
      }
    }
  }
`;

interface StaffShape {
  id: string;
  name: string;
  active: boolean;
}

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const db = () => test.server.database.db;

describe('createStaff', () => {
  it('adds a team member, trimmed and active', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const response = await test.gql<{ createStaff: StaffShape }>(
      CREATE_STAFF,
      { input: { salonId: salon.id, name: '  Mia Thompson ' } },
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.createStaff).toMatchObject({ name: 'Mia Thompson', active: true });
  });

  it.each(['', '   '])('asks for the name when it is %j', async (name) => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const response = await test.gql(CREATE_STAFF, { input: { salonId: salon.id, name } }, { cookie });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(staffMessages.nameRequired);
  });

  it('refuses a name the salon already has, ignoring case and spacing, but not one of another salon', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const other = await signedInSalonAdmin(test);
    await createStaffMember(db(), salon.id, { name: 'Jo Smith' });
    for (const name of ['jo smith', 'JO  SMITH ', ' Jo Smith']) {
      const response = await test.gql(CREATE_STAFF, { input: { salonId: salon.id, name } }, { cookie });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(staffMessages.duplicate);
    }
    const elsewhere = await test.gql(
      CREATE_STAFF,
      { input: { salonId: other.salon.id, name: 'Jo Smith' } },
      { cookie: other.cookie },
    );
    expect(elsewhere.errors).toBeUndefined();
  });

  it('saves one of two identical names sent at the same time', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const responses = await Promise.all(
      ['Ava Martin', 'ava martin', 'AVA MARTIN'].map((name) =>
        test.gql(CREATE_STAFF, { input: { salonId: salon.id, name } }, { cookie }),
      ),
    );
    expect(responses.filter((response) => !response.errors)).toHaveLength(1);
    expect(responses.filter((response) => response.errors?.[0]?.message === staffMessages.duplicate)).toHaveLength(2);
  });

  it('is for the salon’s admins only', async () => {
    const { salon } = await signedInSalonAdmin(test);
    const stranger = await signedInSalonAdmin(test);
    expect(
      errorCode(await test.gql(CREATE_STAFF, { input: { salonId: salon.id, name: 'X' } }, { cookie: stranger.cookie })),
    ).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(CREATE_STAFF, { input: { salonId: salon.id, name: 'X' } }))).toBe(
      'UNAUTHENTICATED',
    );
    // The scope is checked before the input: an outsider learns nothing from validation messages.
    expect(
      errorCode(await test.gql(CREATE_STAFF, { input: { salonId: salon.id, name: '' } }, { cookie: stranger.cookie })),
    ).toBe('FORBIDDEN');
  });
});

describe('updateStaff', () => {
  it('renames with the same rules, excluding the member themself', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const jo = await createStaffMember(db(), salon.id, { name: 'Jo Smith' });
    await createStaffMember(db(), salon.id, { name: 'Mia Thompson' });
    const clash = await test.gql(UPDATE_STAFF, { staffId: jo.id, input: { name: 'MIA thompson' } }, { cookie });
    expect(clash.errors?.[0]?.message).toBe(staffMessages.duplicate);
    const empty = await test.gql(UPDATE_STAFF, { staffId: jo.id, input: { name: ' ' } }, { cookie });
    expect(empty.errors?.[0]?.message).toBe(staffMessages.nameRequired);
    const ownName = await test.gql<{ updateStaff: StaffShape }>(
      UPDATE_STAFF,
      { staffId: jo.id, input: { name: 'JO SMITH' } },
      { cookie },
    );
    expect(ownName.errors).toBeUndefined();
    expect(ownName.data?.updateStaff.name).toBe('JO SMITH');
  });

  it('toggles active, and leaves the name alone when only active is given', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const jo = await createStaffMember(db(), salon.id, { name: 'Jo Smith' });
    const off = await test.gql<{ updateStaff: StaffShape }>(
      UPDATE_STAFF,
      { staffId: jo.id, input: { active: false } },
      { cookie },
    );
    expect(off.data?.updateStaff).toEqual({ id: jo.id, name: 'Jo Smith', active: false });
    const on = await test.gql<{ updateStaff: StaffShape }>(
      UPDATE_STAFF,
      { staffId: jo.id, input: { active: true } },
      { cookie },
    );
    expect(on.data?.updateStaff.active).toBe(true);
    const nothing = await test.gql<{ updateStaff: StaffShape }>(
      UPDATE_STAFF,
      { staffId: jo.id, input: {} },
      { cookie },
    );
    expect(nothing.data?.updateStaff).toEqual({ id: jo.id, name: 'Jo Smith', active: true });
  });

  it('refuses another salon’s admin, and ids that name no one', async () => {
    const { salon } = await signedInSalonAdmin(test);
    const stranger = await signedInSalonAdmin(test);
    const jo = await createStaffMember(db(), salon.id);
    const cookie = stranger.cookie;
    expect(errorCode(await test.gql(UPDATE_STAFF, { staffId: jo.id, input: { active: false } }, { cookie }))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(
        await test.gql(
          UPDATE_STAFF,
          { staffId: '00000000-0000-4000-8000-000000000000', input: { active: false } },
          { cookie },
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(await test.gql(UPDATE_STAFF, { staffId: 'not-an-id', input: { active: false } }, { cookie })),
    ).toBe('FORBIDDEN');
  });
});

describe('GetSalonStaff', () => {
  async function salonWithTeam(size: number) {
    const admin = await signedInSalonAdmin(test);
    const start = Date.parse('2026-01-01T00:00:00Z');
    const team: StaffShape[] = [];
    for (let i = 0; i < size; i++) {
      team.push(
        await createStaffMember(db(), admin.salon.id, {
          name: `Stylist ${String(i).padStart(2, '0')}`,
          createdAt: new Date(start + i * 60_000),
        }),
      );
    }
    return { ...admin, team };
  }

  it('pages the team oldest first, with the whole count', async () => {
    const { salon, cookie, team } = await salonWithTeam(12);
    type Page = { salon: { staff: { items: StaffShape[]; totalCount: number; page: number; limit: number } } };
    const first = await test.gql<Page>(GET_SALON_STAFF, { salonId: salon.id }, { cookie });
    expect(first.data?.salon.staff).toMatchObject({ totalCount: 12, page: 1, limit: 10 });
    expect(first.data?.salon.staff.items.map((s) => s.id)).toEqual(team.slice(0, 10).map((s) => s.id));
    const third = await test.gql<Page>(GET_SALON_STAFF, { salonId: salon.id, limit: 5, page: 3 }, { cookie });
    expect(third.data?.salon.staff.items.map((s) => s.name)).toEqual(['Stylist 10', 'Stylist 11']);
    const beyond = await test.gql<Page>(GET_SALON_STAFF, { salonId: salon.id, limit: 5, page: 4 }, { cookie });
    expect(beyond.data?.salon.staff).toEqual({ items: [], totalCount: 12, page: 4, limit: 5 });
  });

  it('orders members added at the same moment by id', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const at = new Date('2026-02-01T00:00:00Z');
    const made = await Promise.all(
      [1, 2, 3].map((i) => createStaffMember(db(), salon.id, { name: `Same ${i}`, createdAt: at })),
    );
    const response = await test.gql<{ salon: { staff: { items: StaffShape[] } } }>(
      GET_SALON_STAFF,
      { salonId: salon.id },
      { cookie },
    );
    expect(response.data?.salon.staff.items.map((s) => s.id)).toEqual(made.map((s) => s.id).sort());
  });

  it.each([
    [{ limit: 0 }, pagingMessages.limit],
    [{ limit: 101 }, pagingMessages.limit],
    [{ page: 0 }, pagingMessages.page],
  ])('refuses %j', async (args, message) => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const response = await test.gql(GET_SALON_STAFF, { salonId: salon.id, ...args }, { cookie });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(message);
  });

  it('reads a null limit or page as the default', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const response = await test.gql<{ salon: { staff: { page: number; limit: number } } }>(
      GET_SALON_STAFF,
      { salonId: salon.id, limit: null, page: null },
      { cookie },
    );
    expect(response.data?.salon.staff).toMatchObject({ page: 1, limit: 10 });
  });

  it('lists the active team by name for the mirror’s sign-in screen', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    await createStaffMember(db(), salon.id, { name: 'Zoe Patel' });
    await createStaffMember(db(), salon.id, { name: 'Liam Nguyen' });
    await createStaffMember(db(), salon.id, { name: 'Noah Clarke', active: false });
    const response = await test.gql<{ salon: { activeStaff: Array<{ name: string }> } }>(
      ACTIVE_STAFF,
      { salonId: salon.id },
      { cookie },
    );
    expect(response.data?.salon.activeStaff.map((s) => s.name)).toEqual(['Liam Nguyen', 'Zoe Patel']);
  });
});
