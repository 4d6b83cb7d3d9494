import { HAIR_COLOUR_MEASURE_PATH } from '@piiq/domain/hair-colour-measure-address';
import { isMeasureReply, MEASURE_FRAME_READY, type MeasureRequest } from './frame-messages.ts';
import { CANNOT_MEASURE, type HairColourReading } from './reading.ts';

/*
 * The mirror page's side of the measure (decision 059). MediaPipe needs eval, which no page of the
 * app may run: the measure runs in a sandboxed frame of its own, whose document has an opaque origin
 * (no storage, no cookies of ours) and the only policy allowing eval. The photo goes to it and the
 * reading comes back by postMessage; the frame, and the models it loads, stay for the page's next
 * measure.
 */

/** How long the frame has to say it listens once its document has loaded: a message's way, not a download. */
const READY_AFTER_LOAD_MS = 5_000;

/** A sandboxed document's origin, as its messages name it. */
const OPAQUE_ORIGIN = 'null';

const replies = new Map<number, (reading: HairColourReading) => void>();
let nextId = 0;
let frame: Promise<Window> | null = null;

function openFrame(): Promise<Window> {
  const element = document.createElement('iframe');
  // No allow-same-origin: the server's own sandbox says the same, however the document is opened.
  element.setAttribute('sandbox', 'allow-scripts');
  element.title = 'Hair colour measure';
  element.hidden = true;
  element.src = HAIR_COLOUR_MEASURE_PATH;

  return new Promise((resolve, reject) => {
    let started = false;
    const onMessage = (event: MessageEvent) => {
      const measurer = element.contentWindow;
      if (!measurer || event.source !== measurer || event.origin !== OPAQUE_ORIGIN) return;
      if (event.data === MEASURE_FRAME_READY) {
        started = true;
        resolve(measurer);
      } else if (isMeasureReply(event.data)) {
        replies.get(event.data.id)?.(event.data.reading);
        replies.delete(event.data.id);
      }
    };
    window.addEventListener('message', onMessage);
    // Its scripts have run by its load event: a frame still silent after it will not start (its
    // script refused or missing), and the next measure tries a new one.
    element.addEventListener(
      'load',
      () =>
        setTimeout(() => {
          if (started) return;
          window.removeEventListener('message', onMessage);
          element.remove();
          reject(new Error('The hair-colour measure did not start.'));
        }, READY_AFTER_LOAD_MS),
      { once: true },
    );
    document.body.append(element);
  });
}

export async function measureHairColour(photo: Blob): Promise<HairColourReading> {
  frame ??= openFrame();
  let measurer: Window;
  try {
    measurer = await frame;
  } catch {
    frame = null;
    return { kind: 'none', reason: CANNOT_MEASURE };
  }
  const id = nextId++;
  return new Promise((resolve) => {
    replies.set(id, resolve);
    const request: MeasureRequest = { id, photo };
    // An opaque origin has no name to address it by: the request goes to the frame's window alone.
    measurer.postMessage(request, '*');
  });
}
