import { leadMessages, LEAD_NOTES_MAX } from '@piiq/domain/leads';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaLeads } from '../../db/schema/signup.ts';
import { AUDIT_LOG, type AuditLogAnswer } from '../../test/audit-log.ts';
import { createSalonAdmin, createUser } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const LEADS = /* GraphQL */ `
  query Leads($status: LeadStatus, $search: String, $limit: Int, $nextToken: String) {
    leads(status: $status, search: $search, limit: $limit, nextToken: $nextToken) {
      items {
        id
        name
        email
        salonName
        status
        notes
        version
      }
      nextToken
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation UpdateLead($id: ID!, $input: UpdateLeadInput!) {
    updateLead(id: $id, input: $input) {
      id
      status
      notes
      version
    }
  }
`;

type LeadsAnswer = {
  leads: {
    items: Array<{ id: string; name: string; status: string; notes: string; version: number }>;
    nextToken: string | null;
  };
};

let test: TestServer;
let providerCookie: string;
let providerEmail: string;
const leadIds: string[] = [];

beforeAll(async () => {
  test = await startTestServer();
  const db = test.server.database.db;
  const provider = await createUser(db, { isProviderStaff: true });
  providerEmail = provider.email;
  providerCookie = await signInAs(test, provider.email);
  const names = ['Ava Early', 'Ben Middle', 'Cara Latest'];
  for (const [index, name] of names.entries()) {
    const [row] = await db
      .insert(betaLeads)
      .values({
        betaName: name,
        betaEmail: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
        betaSalonName: `${name} Hair, "Studio"`,
        betaPhone: '+61412345678',
        plan: 'GROWTH',
        createdAt: new Date(Date.UTC(2026, 10, 1 + index, 1)),
      })
      .returning();
    leadIds.push(row?.id ?? '');
  }
});
afterAll(() => test.close());

describe('the console’s leads', () => {
  it('lists the leads newest first, a page at a time, searched and by status', async () => {
    const first = await test.gql<LeadsAnswer>(LEADS, { limit: 2 }, { cookie: providerCookie });
    expect(first.data?.leads.items.map((lead) => lead.name)).toEqual(['Cara Latest', 'Ben Middle']);
    const second = await test.gql<LeadsAnswer>(
      LEADS,
      { limit: 2, nextToken: first.data?.leads.nextToken },
      { cookie: providerCookie },
    );
    expect(second.data?.leads).toEqual({
      items: [expect.objectContaining({ name: 'Ava Early', status: 'NEW', notes: '', version: 1 })],
      nextToken: null,
    });
    const found = await test.gql<LeadsAnswer>(LEADS, { search: 'MIDDLE' }, { cookie: providerCookie });
    expect(found.data?.leads.items.map((lead) => lead.name)).toEqual(['Ben Middle']);
    const percent = await test.gql<LeadsAnswer>(LEADS, { search: '%' }, { cookie: providerCookie });
    expect(percent.data?.leads.items).toEqual([]);
  });

  it('saves status and notes over the version read, refuses a save over someone else’s, and records both in the audit log', async () => {
    const id = leadIds[0] ?? '';
    const saved = await test.gql<{ updateLead: { status: string; notes: string; version: number } }>(
      UPDATE,
      { id, input: { status: 'CONTACTED', notes: 'Called on Monday; wants a demo.', version: 1 } },
      { cookie: providerCookie },
    );
    expect(saved.data?.updateLead).toEqual({
      id,
      status: 'CONTACTED',
      notes: 'Called on Monday; wants a demo.',
      version: 2,
    });

    const stale = await test.gql(
      UPDATE,
      { id, input: { status: 'CLOSED', notes: 'Not interested', version: 1 } },
      { cookie: providerCookie },
    );
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe(leadMessages.changedElsewhere);
    const contacted = await test.gql<LeadsAnswer>(LEADS, { status: 'CONTACTED' }, { cookie: providerCookie });
    expect(contacted.data?.leads.items).toEqual([
      expect.objectContaining({ id, notes: 'Called on Monday; wants a demo.', version: 2 }),
    ]);

    const audit = await test.gql<AuditLogAnswer>(AUDIT_LOG, { action: 'lead' }, { cookie: providerCookie });
    expect(audit.data?.auditLog.items).toEqual([
      expect.objectContaining({ actorEmail: providerEmail, action: 'lead.update', subjectId: id }),
    ]);
    const entry = audit.data?.auditLog.items[0];
    expect(JSON.parse(entry?.before ?? 'null')).toEqual({ status: 'NEW', notes: '', version: 1 });
    expect(JSON.parse(entry?.after ?? 'null')).toEqual({
      status: 'CONTACTED',
      notes: 'Called on Monday; wants a demo.',
      version: 2,
    });
  });

  it('refuses notes over the limit and an unknown lead, saving nothing', async () => {
    const id = leadIds[1] ?? '';
    const tooLong = await test.gql(
      UPDATE,
      { id, input: { status: 'CLOSED', notes: 'x'.repeat(LEAD_NOTES_MAX + 1), version: 1 } },
      { cookie: providerCookie },
    );
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(tooLong.errors)).toContain(leadMessages.notesTooLong);
    const unknown = await test.gql(
      UPDATE,
      { id: '00000000-0000-4000-8000-000000000000', input: { status: 'CLOSED', notes: '', version: 1 } },
      { cookie: providerCookie },
    );
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    const unchanged = await test.gql<LeadsAnswer>(LEADS, { search: 'Ben' }, { cookie: providerCookie });
    expect(unchanged.data?.leads.items).toEqual([expect.objectContaining({ status: 'NEW', version: 1 })]);
  });

  it('is for the provider’s staff only', async () => {
    const { user } = await createSalonAdmin(test.server.database.db);
    const adminCookie = await signInAs(test, user.email);
    expect(errorCode(await test.gql(LEADS, {}, { cookie: adminCookie }))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(LEADS, {}))).toBe('UNAUTHENTICATED');
    expect(
      (await test.server.app.inject({ url: '/exports/leads.csv', headers: { cookie: adminCookie } })).statusCode,
    ).toBe(404);
    expect((await test.server.app.inject({ url: '/exports/leads.csv' })).statusCode).toBe(401);
  });

  it('exports the filtered leads as a spreadsheet that opens cleanly in Excel', async () => {
    const response = await test.server.app.inject({
      url: '/exports/leads.csv?status=NEW',
      headers: { cookie: providerCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(response.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Date', 'Name', 'Email', 'Salon', 'Phone', 'Plan', 'Status', 'Notes']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[3], row[6]])).toEqual([
      ['03/11/2026 12:00', 'Cara Latest', 'Cara Latest Hair, "Studio"', 'New'],
      ['02/11/2026 12:00', 'Ben Middle', 'Ben Middle Hair, "Studio"', 'New'],
    ]);
  });
});
