/**
 * Where the mirror's hair-colour measure runs: a page of its own, framed by the mirror page, and the
 * folder of the files it loads. The server gives that page alone a policy that lets MediaPipe compile
 * WebAssembly and build functions from strings, and sandboxes it so it has no origin; the page's
 * files are fetched from that opaque origin, so the server lets any origin read them (they are
 * public build files). The build writes both (apps/web vite.hair-colour-measure.config.ts).
 */
export const HAIR_COLOUR_MEASURE_PATH = '/hair-colour-measure.html';

export const HAIR_COLOUR_MEASURE_ASSETS_DIR = 'assets/hair-colour-measure';
