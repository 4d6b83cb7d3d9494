import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment, createMirrorDevice, createUser } from '../../test/factories.ts';
import { signedInSalonAdmin, signInAs } from '../../test/sign-in.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const AUDIT = /* GraphQL */ `
  query Audit($action: String, $salonId: ID) {
    auditLog(action: $action, salonId: $salonId) {
      items {
        action
        actorEmail
        subjectKind
        subjectId
        salonId
        before
        after
      }
    }
  }
`;
const CREATE_STAFF = /* GraphQL */ `
  mutation CreateStaff($input: CreateStaffInput!) {
    createStaff(input: $input) {
      id
    }
  }
`;
const UPDATE_STAFF = /* GraphQL */ `
  mutation UpdateStaff($staffId: ID!, $input: UpdateStaffInput!) {
    updateStaff(staffId: $staffId, input: $input) {
      id
    }
  }
`;
const DELETE_PHOTOS = /* GraphQL */ `
  mutation DeleteClientPhotos($salonId: ID!, $clientId: ID!) {
    deleteClientPhotos(salonId: $salonId, clientId: $clientId) {
      id
    }
  }
`;
const UNPAIR = /* GraphQL */ `
  mutation UnpairMirror($mirrorId: ID!) {
    unpairMirror(mirrorId: $mirrorId)
  }
`;

type Entry = {
  action: string;
  actorEmail: string;
  subjectKind: string;
  subjectId: string;
  salonId: string;
  before: string | null;
  after: string | null;
};

let test: TestServer;
let provider: string;
beforeAll(async () => {
  test = await startTestServer();
  const staff = await createUser(test.server.database.db, { isProviderStaff: true });
  provider = await signInAs(test, staff.email);
});
afterAll(() => test.close());

const salonAdminEntries = async (salonId: string): Promise<Entry[]> =>
  (await test.gql<{ auditLog: { items: Entry[] } }>(AUDIT, { action: 'salon-admin', salonId }, { cookie: provider }))
    .data?.auditLog.items ?? [];

describe('the salon’s own sensitive actions, in the provider’s audit log', () => {
  it('keeps team changes, a client’s deleted photos and an unpaired mirror, each against the admin who did it', async () => {
    const db = test.server.database.db;
    const { user, salon, cookie } = await signedInSalonAdmin(test);
    const client = await createUser(db, { profileRole: 'Client' });
    await createAppointment(db, salon.id, {
      clientId: client.id,
      density: 10,
      clientSelfieImageUrl: '/files/demo/portraits/AM.svg',
    });
    const mirror = await createMirrorDevice(db, salon.id, { name: 'Front chair' });

    const created = await test.gql<{ createStaff: { id: string } }>(
      CREATE_STAFF,
      { input: { salonId: salon.id, name: 'Mia Thompson' } },
      { cookie },
    );
    const staffId = created.data?.createStaff.id ?? '';
    await test.gql(UPDATE_STAFF, { staffId, input: { active: false } }, { cookie });
    // A save that changes nothing is not an action.
    await test.gql(UPDATE_STAFF, { staffId, input: {} }, { cookie });
    await test.gql(DELETE_PHOTOS, { salonId: salon.id, clientId: client.id }, { cookie });
    await test.gql(UNPAIR, { mirrorId: mirror.id }, { cookie });

    const entries = await salonAdminEntries(salon.id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.subjectKind, entry.subjectId])).toEqual([
      ['salon-admin.mirror-unpair', user.email, 'mirror', mirror.id],
      ['salon-admin.client-photos-delete', user.email, 'client', client.id],
      ['salon-admin.staff-change', user.email, 'staff', staffId],
      ['salon-admin.staff-add', user.email, 'staff', staffId],
    ]);
    const staffChange = entries[2];
    expect(JSON.parse(staffChange?.before ?? 'null')).toEqual({ name: 'Mia Thompson', active: true });
    expect(JSON.parse(staffChange?.after ?? 'null')).toEqual({ name: 'Mia Thompson', active: false });
    expect(JSON.parse(entries[1]?.before ?? 'null')).toEqual({ photos: 1 });
  });

  it('writes nothing for a refused action', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const other = await signedInSalonAdmin(test);
    const mirror = await createMirrorDevice(test.server.database.db, other.salon.id);
    await test.gql(UNPAIR, { mirrorId: mirror.id }, { cookie });
    await test.gql(CREATE_STAFF, { input: { salonId: salon.id, name: '' } }, { cookie });
    expect(await salonAdminEntries(salon.id)).toEqual([]);
    expect(await salonAdminEntries(other.salon.id)).toEqual([]);
  });
});
