import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToSalonEvents, type SalonEvent } from './salon-events.ts';

interface OpenedStream {
  salonId: string;
  send(event: SalonEvent): void;
  aborted(): boolean;
}

let opened: OpenedStream[];

beforeEach(() => {
  opened = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const { variables } = JSON.parse(String(init.body)) as { variables: { salonId: string } };
    const encoder = new TextEncoder();
    let send: (event: SalonEvent) => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (event) =>
          controller.enqueue(
            encoder.encode(`event: next\ndata: ${JSON.stringify({ data: { salonEvents: event } })}\n\n`),
          );
        init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    opened.push({ salonId: variables.salonId, send: (event) => send(event), aborted: () => !!init.signal?.aborted });
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const appointmentChanged = (id: string): SalonEvent => ({ __typename: 'AppointmentChanged', appointment: { id } });

describe('listenToSalonEvents', () => {
  it('gives every listener of a salon the events of one stream, and tells a later one when events reach it', async () => {
    const first: SalonEvent[] = [];
    const second: SalonEvent[] = [];
    let firstOpens = 0;
    let secondOpens = 0;
    const stopFirst = listenToSalonEvents('s1', { onEvent: (event) => first.push(event), onOpen: () => firstOpens++ });
    await vi.waitFor(() => expect(firstOpens).toBe(1));
    const stopSecond = listenToSalonEvents('s1', {
      onEvent: (event) => second.push(event),
      onOpen: () => secondOpens++,
    });
    expect(secondOpens).toBe(1);

    opened[0]?.send(appointmentChanged('a1'));
    await vi.waitFor(() => expect(second).toHaveLength(1));
    expect(first).toEqual([appointmentChanged('a1')]);
    expect(second).toEqual([appointmentChanged('a1')]);
    expect(opened).toHaveLength(1);
    expect(firstOpens).toBe(1);

    stopFirst();
    expect(opened[0]?.aborted()).toBe(false);
    stopSecond();
    expect(opened[0]?.aborted()).toBe(true);
  });

  it('opens a stream again for the next listener once the last one left', async () => {
    const stop = listenToSalonEvents('s2', { onEvent: () => {} });
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    stop();
    stop();
    const events: SalonEvent[] = [];
    const stopAgain = listenToSalonEvents('s2', { onEvent: (event) => events.push(event) });
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    opened[1]?.send(appointmentChanged('a2'));
    await vi.waitFor(() => expect(events).toEqual([appointmentChanged('a2')]));
    expect(opened.map((stream) => [stream.salonId, stream.aborted()])).toEqual([
      ['s2', true],
      ['s2', false],
    ]);
    stopAgain();
  });
});
