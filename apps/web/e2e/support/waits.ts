/**
 * How long the browser tests wait, set once and sized for a loaded two-core machine (docs/commands.md,
 * "Waiting, on a busy machine"). playwright.config.ts takes its times from here; a wait longer than an
 * expectation's is a multiple of it, named for what takes that long, never a number in a test.
 */

/** One test; a journey across several screens and sessions calls test.slow(), three times this. */
export const TEST_MS = 60_000;

/** One page load. */
export const NAVIGATION_MS = 30_000;

/** One expectation: a screen's text, a field's value, a button's state. */
export const EXPECT_MS = 10_000;

/**
 * A salon page opened in one more tab beside others of the app: its first heading, within the time a
 * person gives a page before thinking it broken.
 */
export const TAB_HEADING_MS = EXPECT_MS / 2;

/** One action: a click or a fill, including waiting for its element. */
export const ACTION_MS = 15_000;

/**
 * What goes through the server's slower paths and back: a registration and its payment, a write that
 * reaches another browser by a live stream, an email through the outbox, a fresh context's first
 * screen loading the shell's chunks.
 */
export const ROUND_TRIP = { timeout: 3 * EXPECT_MS };

/**
 * The mirror's first hair-colour measure: it loads MediaPipe's two solutions, their WebAssembly and
 * models before it reads the portrait. About 5 s on a quiet machine, several times that when the
 * browser draws WebGL on a CPU the server and another browser share.
 */
export const FIRST_MEASURE = { timeout: 9 * EXPECT_MS };
