import type { Session } from './use-consultation.ts';

/** Step 0 is the wait for the client; the step bar shows the rest. */
export const CONSULTATION_STEPS = [
  'Photos',
  'Analysis',
  'Treatment',
  'Recommendations',
  'Likes',
  'Cart',
  'Rebook',
  'Notes',
  'Finish',
] as const;

export type ConsultationStepName = (typeof CONSULTATION_STEPS)[number];

/** The step's number as the consultation counts it: the wait is 0, Photos 1. */
export const stepNumber = (name: ConsultationStepName): number => CONSULTATION_STEPS.indexOf(name) + 1;

/**
 * Whether the mirror asks for its session again on its own, rather than by its own writes: while it
 * waits for the client to join, and on the Treatment step while a colour service waits for a
 * consent the client may sign on their phone.
 */
export function sessionChangesElsewhere(step: number, session: Session | undefined): boolean {
  if (!session) return false;
  if (step === 0) return session.state === 'WAITING_FOR_CLIENT';
  return (
    step === stepNumber('Treatment') &&
    session.appointment.colourService &&
    session.colourRecord !== null &&
    session.colourRecord.consentStanding !== 'signed'
  );
}
