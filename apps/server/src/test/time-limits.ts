/**
 * The server tests' time limits, in one place and sized for a loaded two-core machine:
 * vitest.config.ts gives every test TEST_MS and every hook HOOK_MS. A test that starts several
 * servers or seeds the whole demo asks for a multiple of a test's time, never a number of its own.
 */
export const TEST_MS = 30_000;
export const HOOK_MS = 60_000;

export const timesATest = (times: number): number => times * TEST_MS;

/** How long a test waits for something that happens on its own (a delivery woken by a commit, an event). */
export const WAIT_MS = 10_000;
