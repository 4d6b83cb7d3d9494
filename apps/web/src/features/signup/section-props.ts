import type { DraftUpdate, SignupDraft } from './signup-draft.ts';

/** What the page hands every section: the draft, a way to change it, and the ways on and back. */
export interface SectionProps {
  draft: SignupDraft;
  update: DraftUpdate;
  /** The section is done: the page works out where the flow goes next (the domain's progression). */
  onNext: () => void;
  /** Back to the section before, when there is one that can be returned to. */
  onBack?: (() => void) | undefined;
  focusOnOpen: boolean;
}
