import { canGoBackTo, goBack, type SignupProgress, type SignupSection } from '@piiq/domain/signup-flow';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import type { DraftUpdate, SignupDraft } from './signup-draft.ts';

interface SectionHistoryState {
  signupSection?: SignupSection;
}

/** A move between sections whose history entry has been pushed but not yet shown. */
interface PendingMove {
  section: SignupSection;
  move: (progress: SignupProgress) => SignupProgress;
}

/**
 * Each move between sections is an entry in the browser's history, so the back button (a phone's
 * back gesture) returns to the section before rather than leaving the flow. Going back follows the
 * domain's rules: only to a section that can be returned to, and never once the order is placed;
 * any other entry is put right to the section shown.
 *
 * A move shows its section only once the router has shown its entry. The router shows a new entry
 * in a transition, later than the browser has it: a section shown sooner, with Back pressed at once,
 * would have the router settle on the entry it already showed, so nothing would say the page went
 * back and the section after would stay.
 */
export function useSectionHistory(
  draft: SignupDraft,
  update: DraftUpdate,
  canGoBack: boolean,
): (section: SignupSection, move: (progress: SignupProgress) => SignupProgress) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const opened = useRef(false);
  const pending = useRef<PendingMove | null>(null);
  const entrySection = (location.state as SectionHistoryState | null)?.signupSection;
  const current = draft.progress.current;

  useEffect(() => {
    const firstVisit = !opened.current;
    opened.current = true;
    const ours = pending.current;
    pending.current = null;
    if (ours && navigationType === 'PUSH' && entrySection === ours.section) {
      update((latest) => ({ ...latest, progress: ours.move(latest.progress) }));
      return;
    }
    // Only the page opening and the back and forward buttons need a look.
    if (entrySection === current || (!firstVisit && navigationType !== 'POP')) return;
    if (!firstVisit && entrySection && canGoBack && canGoBackTo(draft.progress, entrySection)) {
      update((latest) => ({ ...latest, progress: goBack(latest.progress, entrySection) }));
      return;
    }
    navigate(
      { search: location.search },
      { replace: true, state: { signupSection: current } satisfies SectionHistoryState },
    );
    // Runs when the history entry changes, reading the draft as it is at that moment.
  }, [location.key]);

  return useCallback(
    (section: SignupSection, move: (progress: SignupProgress) => SignupProgress) => {
      pending.current = { section, move };
      void navigate({ search: location.search }, { state: { signupSection: section } satisfies SectionHistoryState });
    },
    [navigate, location.search],
  );
}
