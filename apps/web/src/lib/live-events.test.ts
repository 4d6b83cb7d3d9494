import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql } from './graphql.ts';
import { listen } from './live-events.ts';

const Updated = graphql(`
  subscription LiveEventsTest($salonId: ID!) {
    appointmentUpdated(salonId: $salonId) {
      id
    }
  }
`);

type Updates = Array<{ appointmentUpdated: { id: string } }>;

/**
 * One stream as the server would send it, in the chunks given (the network splits where it likes);
 * left open unless `close`, and failed by the request's abort as a browser's fetch does.
 */
function stream(chunks: string[], close: boolean) {
  return (_url: string, init: RequestInit) => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        if (close) controller.close();
        init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
  };
}

const next = (id: string) => `event: next\ndata: ${JSON.stringify({ data: { appointmentUpdated: { id } } })}\n\n`;

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  // No jitter: the waits between attempts are exact.
  vi.spyOn(Math, 'random').mockReturnValue(0);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('listen', () => {
  it('posts the subscription as JSON asking for an event stream, and passes on each result', async () => {
    const split = next('a1');
    fetchMock.mockImplementationOnce(
      stream([':\n\n', split.slice(0, 20), `${split.slice(20)}:\r\n\r\n`, next('a2').replaceAll('\n', '\r\n')], false),
    );
    const updates: Updates = [];
    const stop = listen(Updated, { salonId: 's1' }, (data) => updates.push(data));
    await vi.waitFor(() => expect(updates).toHaveLength(2));

    expect(updates).toEqual([{ appointmentUpdated: { id: 'a1' } }, { appointmentUpdated: { id: 'a2' } }]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    });
    expect(JSON.parse(init.body as string)).toEqual({
      query: expect.stringContaining('appointmentUpdated(salonId: $salonId)'),
      variables: { salonId: 's1' },
    });
    stop();
  });

  it('opens a dropped or failed stream again, waiting longer after each failure, and stops when called', async () => {
    fetchMock
      .mockImplementationOnce(stream([next('a1')], true))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockImplementationOnce(stream([next('a2')], false));
    const updates: Updates = [];
    let firstArrived = () => {};
    const first = new Promise<void>((resolve) => (firstArrived = resolve));
    const stop = listen(Updated, { salonId: 's1' }, (data) => {
      updates.push(data);
      firstArrived();
    });
    await first;

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await vi.waitFor(() => expect(updates).toHaveLength(2));

    stop();
    const [, init] = fetchMock.mock.calls[3] as [string, RequestInit];
    expect(init.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('waits at most about a minute between attempts', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const stop = listen(Updated, { salonId: 's1' }, () => {});
    for (let attempt = 0; attempt < 10; attempt++) await vi.advanceTimersByTimeAsync(60_000);
    const calls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(calls + 1);
    stop();
  });

  it('does not ask again once the server completes the subscription', async () => {
    fetchMock.mockImplementation(
      stream(
        [
          `event: next\ndata: ${JSON.stringify({ errors: [{ message: 'Not authorised' }] })}\n\nevent: complete\ndata:\n\n`,
        ],
        true,
      ),
    );
    const onNext = vi.fn();
    const stop = listen(Updated, { salonId: 's1' }, onNext);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onNext).not.toHaveBeenCalled();
    stop();
  });
});
