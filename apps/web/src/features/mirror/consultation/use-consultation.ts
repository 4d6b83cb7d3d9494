import type { ColourFormula } from '@piiq/domain/colour-formulas';
import type { ConsentSignatureInput } from '@piiq/domain/consent-forms';
import type { HairScore } from '@piiq/domain/hair-analysis';
import type { HairColour, HairColourSuggestion } from '@piiq/domain/hair-colour';
import type { ScalpConcern, SessionImageKind } from '@piiq/domain/mirror-session';
import { createContext, useContext } from 'react';
import type { ResultOf } from '../../../lib/graphql.ts';
import type { MirrorSessionQuery } from '../operations.ts';

export type Session = ResultOf<typeof MirrorSessionQuery>['mirrorSession'];

/**
 * What Save analysis sends: the raw scores (null for one the stylist did not set), the concerns, the
 * confirmed colour or null for none, and the measure's last suggestion of this visit or null.
 */
export type HairAnalysisInput = Record<HairScore, number | null> & {
  scalpConcerns: ScalpConcern[];
  hairColour: HairColour | null;
  hairColourSuggestion: HairColourSuggestion | null;
};

export type CartItems = Array<{ productId: string; quantity: number }>;

/**
 * What the consultation's steps share: the session as the server last answered it, where the flow
 * stands, and the writes that fill the appointment. A write resolves false when the server refused
 * it; its reason is then `problem`, shown above the step.
 */
export interface ConsultationApi {
  credential: string;
  session: Session;
  /** 0 is the wait for the client; 1 and on are the stepper's steps. */
  step: number;
  /** A write is under way: the buttons that write wait for it. */
  busy: boolean;
  problem: string | null;
  /** The mirror is waiting for its connection to send a write. */
  offline: boolean;
  goTo: (step: number) => void;
  next: () => void;
  /**
   * The portrait kept in this visit, held on the mirror for the hair-colour measure; null after a
   * reload until the Analysis step fetches the uploaded one again.
   */
  portrait: Blob | null;
  /**
   * The measure's last suggestion in this visit, even one too unsure to show, kept on the mirror like
   * the portrait so that a return to the Analysis step still sends it; null until the first.
   */
  hairColourSuggestion: HairColourSuggestion | null;
  keepHairColourSuggestion: (suggestion: HairColourSuggestion) => void;
  /** Rejects with the server's refusal: the Photos step shows it next to the pickers. */
  uploadPhoto: (kind: SessionImageKind, photo: Blob) => Promise<void>;
  /** Moves on to the next step once saved, as do the treatment, the rebook and the notes. */
  recordAnalysis: (analysis: HairAnalysisInput) => Promise<boolean>;
  saveTreatment: (treatment: string) => Promise<boolean>;
  /**
   * Chooses or drops today's colour service; past a patch-test warning only with it acknowledged
   * (the server refuses otherwise, and its warning becomes `problem`). Stays on the step.
   */
  chooseColourService: (colourService: boolean, warningAcknowledged: boolean) => Promise<boolean>;
  /** The client in the chair signs the salon's current consent form; stays on the step. */
  signConsent: (input: ConsentSignatureInput) => Promise<boolean>;
  /** Saves today's colour formula; stays on the step. */
  saveFormula: (formula: ColourFormula) => Promise<boolean>;
  /** Sends the profile the Analysis step kept on the mirror along. */
  computeRecommendations: () => Promise<boolean>;
  setRecommendations: (skus: string[]) => Promise<boolean>;
  likePhoto: (kind: SessionImageKind) => Promise<boolean>;
  saveCart: (deliveryType: string, items: CartItems, idempotencyKey: string) => Promise<boolean>;
  requestRebook: (weeks: number, minutes: number) => Promise<boolean>;
  saveNotes: (notes: string) => Promise<boolean>;
  /** Ends the session; the screen then hands the mirror back to stylist sign-in. */
  finish: () => Promise<void>;
}

export const ConsultationContext = createContext<ConsultationApi | null>(null);

export function useConsultation(): ConsultationApi {
  const consultation = useContext(ConsultationContext);
  if (!consultation) throw new Error('useConsultation outside a consultation');
  return consultation;
}
