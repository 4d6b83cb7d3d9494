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
  const saved = () => setOutcome({ notice: SAVED_SUCCESSFULLY, problem: null });
  const failed = (problem: string | null) => setOutcome({ notice: null, problem });
  return {
    ...outcome,
    clear,
    saved,
    failed,
    /** One save: the last outcome goes, then the save runs and its outcome is reported, `problemOf` naming a failure. */
    run: async (save: () => Promise<void>, problemOf: (error: unknown) => string | null) => {
      clear();
      try {
        await save();
        saved();
      } catch (error) {
        failed(problemOf(error));
      }
    },
  };
}
