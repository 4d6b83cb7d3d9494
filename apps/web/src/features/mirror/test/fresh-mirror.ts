import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Starts each test of the calling file on a mirror that has kept nothing (the consultation and the
 * pairing live in localStorage), and takes away what the test rendered and stubbed once it ends.
 */
export function startEachTestOnAFreshMirror() {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
