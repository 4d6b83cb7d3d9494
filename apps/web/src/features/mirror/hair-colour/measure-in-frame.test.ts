// @vitest-environment jsdom
import { HAIR_COLOUR_MEASURE_PATH } from '@piiq/domain/hair-colour-measure-address';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEASURE_FRAME_READY, type MeasureRequest } from './frame-messages.ts';
import { measureHairColour } from './measure-in-frame.ts';
import { CANNOT_MEASURE, HAIR_COLOUR_MEASURE_VERSION, type HairColourReading } from './reading.ts';

/*
 * The page's side of the measure's frame, with the frame played by the test: jsdom runs no script in
 * it, so the test answers in its place, from its window or from others.
 */

const SUGGESTION: HairColourReading = {
  kind: 'suggestion',
  level: 6,
  tone: 'warm',
  greyShare: 10,
  confidence: 0.9,
  measureVersion: HAIR_COLOUR_MEASURE_VERSION,
};

function measureFrame(): HTMLIFrameElement {
  const frame = document.querySelector<HTMLIFrameElement>('iframe');
  if (!frame?.contentWindow) throw new Error('No frame was opened.');
  return frame;
}

/** A message as the browser hands it to the page: from a window, with its sender's origin. */
function post(data: unknown, source: Window | null, origin: string) {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('measureHairColour, through the measure’s frame', () => {
  it('opens the measure’s address in a frame sandboxed to scripts alone, with no origin of ours', async () => {
    vi.useFakeTimers();
    const reading = measureHairColour(new Blob(['photo']));
    const frame = measureFrame();
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe(HAIR_COLOUR_MEASURE_PATH);
    frame.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    // A frame silent after its load never started: the stylist enters the colour by hand.
    await expect(reading).resolves.toEqual({ kind: 'none', reason: CANNOT_MEASURE });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('sends the photo to the frame and takes the reading from the frame alone', async () => {
    const photo = new Blob(['photo']);
    const reading = measureHairColour(photo);
    const frame = measureFrame();
    const frameWindow = frame.contentWindow;
    if (!frameWindow) throw new Error('The frame has no window.');
    const sent = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);

    // Another window, or the frame's window speaking with an origin, is not the sandboxed frame.
    post(MEASURE_FRAME_READY, window, 'null');
    post(MEASURE_FRAME_READY, frameWindow, window.location.origin);
    await Promise.resolve();
    expect(sent).not.toHaveBeenCalled();

    post(MEASURE_FRAME_READY, frameWindow, 'null');
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const [request] = sent.mock.calls[0] ?? [];
    const { id, photo: sentPhoto } = request as MeasureRequest;
    expect(sentPhoto).toBe(photo);

    const settled = vi.fn();
    void reading.then(settled);
    post({ id, reading: SUGGESTION }, window, 'null');
    post({ id, reading: { kind: 'suggestion', level: 6, tone: '<img>' } }, frameWindow, 'null');
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();

    post({ id, reading: SUGGESTION }, frameWindow, 'null');
    await expect(reading).resolves.toEqual(SUGGESTION);
  });
});
