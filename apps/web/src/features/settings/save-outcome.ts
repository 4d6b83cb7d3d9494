import { SAVED_SUCCESSFULLY } from '@piiq/domain/salon-settings';
import { useState } from 'react';

interface Outcome {
  notice: string | null;
  problem: string | null;
}

const NOTHING_YET: Outcome = { notice: null, problem: null };

/** What the last save of a settings form came to, for FormMessages: the spec's success words, or what went wrong. */
export function useSaveOutcome() {
  const [outcome, setOutcome] = useState<Outcome>(NOTHING_YET);
  return {
    ...outcome,
    clear: () => setOutcome(NOTHING_YET),
    saved: () => setOutcome({ notice: SAVED_SUCCESSFULLY, problem: null }),
    failed: (problem: string | null) => setOutcome({ notice: null, problem }),
  };
}
