import {
  isMeasureRequest,
  MEASURE_FRAME_READY,
  type MeasureReply,
} from './features/mirror/hair-colour/frame-messages.ts';
import { measureHairColour } from './features/mirror/hair-colour/measure-hair-colour.ts';
import { CANNOT_MEASURE } from './features/mirror/hair-colour/reading.ts';

/*
 * The hair-colour measure's frame (hair-colour-measure.html, decision 059), built apart from the
 * app's pages (vite.hair-colour-measure.config.ts). The server sandboxes this document, so its origin
 * is opaque, and gives it the one policy allowing the eval MediaPipe needs. It measures the photos
 * its parent, a page of the app, sends, and answers that page alone.
 */

const page = window.parent;
// Sandboxed, the frame's own origin is opaque, but its address still names the app's, which its parent must have.
const appOrigin = window.location.origin;

window.addEventListener('message', (event) => {
  if (event.source !== page || event.origin !== appOrigin || !isMeasureRequest(event.data)) return;
  const { id, photo } = event.data;
  void measureHairColour(photo)
    // A measure that throws must still answer, or the page would wait for it for ever.
    .catch((): MeasureReply['reading'] => ({ kind: 'none', reason: CANNOT_MEASURE }))
    .then((reading) => page.postMessage({ id, reading } satisfies MeasureReply, appOrigin));
});

page.postMessage(MEASURE_FRAME_READY, appOrigin);
