import type { OnboardingStepAction } from '@piiq/domain/onboarding';
import { useState } from 'react';
import { errorText } from '../../components/forms/error-text.ts';

export type StepAction = OnboardingStepAction;

/** Records the step as completed (Next) or skipped, and moves the wizard on. */
export type FinishStep = (action: StepAction) => Promise<void>;

export interface StepSave {
  save: () => Promise<unknown>;
  /** The step's own failure sentence (the product's words), or the server's message. */
  failureMessage: (error: unknown) => string;
}

/**
 * Runs a step's Next or Skip: the step's own save first (Next only), then the progress save that
 * moves the wizard on. Either failure keeps the owner on the step with a message saying what failed.
 */
export function useStepRunner(finishStep: FinishStep) {
  const [busy, setBusy] = useState<StepAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: StepAction, own?: StepSave) => {
    setBusy(action);
    setError(null);
    try {
      if (own) {
        try {
          await own.save();
        } catch (failure) {
          setError(own.failureMessage(failure));
          return;
        }
      }
      try {
        await finishStep(action);
      } catch (failure) {
        setError(errorText(failure));
      }
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    error,
    next: (own?: StepSave) => void run('next', own),
    skip: () => void run('skip'),
  };
}
