import { SAVED_SUCCESSFULLY } from '@piiq/domain/salon-settings';
import { useState } from 'react';

interface Outcome {
  notice: string | null;
  problem: string | null;
}

const NOTHING_YET: Outcome = { notice: null, problem: null };

/** What the last save of a settings form came to, for FormMessages: the product's success words, or what went wrong. */
export function useSaveOutcome() {
  const [outcome, setOutcome] = useState<Outcome>(NOTHING_YET);
  const clear = () => setOutcome(NOTHING_YET);
  /** The product's success words, or what this save in particular came to (a new version's number). */
  const saved = (notice: string = SAVED_SUCCESSFULLY) => setOutcome({ notice, problem: null });
  const failed = (problem: string | null) => setOutcome({ notice: null, problem });
  return {
    ...outcome,
    clear,
    saved,
    failed,
    /**
     * One save: the last outcome goes, then the save runs and its outcome is reported, `problemOf`
     * naming a failure. A save may answer its own words of success.
     */
    run: async (save: () => Promise<string | void>, problemOf: (error: unknown) => string | null) => {
      clear();
      try {
        saved((await save()) ?? SAVED_SUCCESSFULLY);
      } catch (error) {
        failed(problemOf(error));
      }
    },
  };
}
