import { START_UP_GUIDE_PATH } from '@piiq/domain/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpResources } from '../../db/schema/resources.ts';
import { signedInSalonAdmin } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const RESOURCES = /* GraphQL */ `
  query Resources {
    helpResources {
      kind
      title
      body
      url
      videoUrl
    }
  }
`;

let test: TestServer;
let cookie: string;

beforeAll(async () => {
  test = await startTestServer({ logger: { level: 'error' } });
  await test.server.database.db.insert(helpResources).values([
    {
      kind: 'TEXT_TEMPLATE',
      title: 'Rebook reminder',
      body: 'Hi [Client name], time for your next visit: [Booking link]',
      position: 2,
    },
    { kind: 'TEXT_TEMPLATE', title: 'Pickup ready', body: 'Hi [Client name], your products are ready.', position: 1 },
    { kind: 'GUIDE_SECTION', title: 'Setting up', body: 'Place the mirror.\n\nSign in your stylists.', position: 1 },
    { kind: 'VIDEO', title: 'Welcome', videoUrl: '/videos/welcome.mp4', position: 1 },
  ]);
  ({ cookie } = await signedInSalonAdmin(test));
});
afterAll(() => test.close());

describe('Help and resources', () => {
  it('lists the entries by kind and place, for signed-in people only', async () => {
    const response = await test.gql<{ helpResources: Array<{ kind: string; title: string }> }>(
      RESOURCES,
      {},
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    const templates = response.data?.helpResources
      .filter((entry) => entry.kind === 'TEXT_TEMPLATE')
      .map((entry) => entry.title);
    expect(templates).toEqual(['Pickup ready', 'Rebook reminder']);
    expect(errorCode(await test.gql(RESOURCES))).toBe('UNAUTHENTICATED');
  });

  it('builds the start-up guide as a PDF download from its sections', async () => {
    const response = await test.server.app.inject({ method: 'GET', url: START_UP_GUIDE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="piiq-start-up-guide.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
