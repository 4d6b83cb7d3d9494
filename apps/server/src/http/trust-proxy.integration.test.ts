import { describe, expect, it } from 'vitest';
import { errorCode, startTestServer } from '../test/test-server.ts';

const RECORD_PAGE_VIEW = /* GraphQL */ `
  mutation RecordPageView($path: String!) {
    recordPageView(path: $path)
  }
`;
const VIEWS_PER_ADDRESS = 3;

/**
 * Page views sent from 127.0.0.1 (the address of every injected request), each claiming to
 * forward a different client: the codes they are answered with.
 */
async function viewsFromRotatingForwardedAddresses(
  trustProxy: string,
  forwardedAddress = (view: number) => `203.0.113.${view + 1}`,
): Promise<Array<string | undefined>> {
  const test = await startTestServer({
    env: { TRUST_PROXY: trustProxy },
    ipRateLimits: { pageView: { points: VIEWS_PER_ADDRESS, durationSeconds: 900 } },
  });
  try {
    const codes: Array<string | undefined> = [];
    for (let view = 0; view <= VIEWS_PER_ADDRESS; view += 1) {
      const response = await test.gql(
        RECORD_PAGE_VIEW,
        { path: `/page-${view}` },
        { headers: { 'x-forwarded-for': forwardedAddress(view) } },
      );
      codes.push(errorCode(response));
    }
    return codes;
  } finally {
    await test.close();
  }
}

const limitTripped = [...Array<undefined>(VIEWS_PER_ADDRESS).fill(undefined), 'RATE_LIMITED'];
const everyViewCounted = Array<undefined>(VIEWS_PER_ADDRESS + 1).fill(undefined);

describe('TRUST_PROXY', () => {
  it('as a list without the peer’s address, ignores what it says it forwards: a per-address limit still trips', async () => {
    expect(await viewsFromRotatingForwardedAddresses('10.0.0.0/8, 192.168.1.1')).toEqual(limitTripped);
  });

  it('as a list with the peer’s address, reads the client from X-Forwarded-For', async () => {
    expect(await viewsFromRotatingForwardedAddresses('10.0.0.0/8, 127.0.0.1')).toEqual(everyViewCounted);
  });

  it('counts a forwarded IPv6 client by its /64, so rotating through its addresses still trips a per-address limit', async () => {
    const oneSubscriber = [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:0:0:0:2',
      '2001:db8:1:2:a:b:c:d',
      '2001:0db8:0001:0002::ffff',
    ];
    expect(
      await viewsFromRotatingForwardedAddresses('127.0.0.1', (view) => oneSubscriber[view] ?? '2001:db8:1:2::9'),
    ).toEqual(limitTripped);
    expect(await viewsFromRotatingForwardedAddresses('127.0.0.1', (view) => `2001:db8:1:${view + 1}::1`)).toEqual(
      everyViewCounted,
    );
  });

  it('as true, believes any peer; as false, none', async () => {
    expect(await viewsFromRotatingForwardedAddresses('true')).toEqual(everyViewCounted);
    expect(await viewsFromRotatingForwardedAddresses('false')).toEqual(limitTripped);
  });
});
