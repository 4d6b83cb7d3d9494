import { canGoBackTo, goBack, type SignupSection } from '@piiq/domain/signup-flow';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import type { DraftUpdate, SignupDraft } from './signup-draft.ts';

interface SectionHistoryState {
  signupSection?: SignupSection;
}

/**
 * Each move between sections is an entry in the browser's history, so the back button (a phone's
 * back gesture) returns to the section before rather than leaving the flow. Going back follows the
 * domain's rules: only to a section that can be returned to, and never once the order is placed;
 * any other entry is put right to the section shown.
 */
export function useSectionHistory(draft: SignupDraft, update: DraftUpdate, canGoBack: boolean): (section: SignupSection) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const opened = useRef(false);
  const entrySection = (location.state as SectionHistoryState | null)?.signupSection;
  const current = draft.progress.current;

  useEffect(() => {
    const firstVisit = !opened.current;
    opened.current = true;
    // Our own pushes already match the draft; only the page opening and the back and forward buttons need a look.
    if (entrySection === current || (!firstVisit && navigationType !== 'POP')) return;
    if (!firstVisit && entrySection && canGoBack && canGoBackTo(draft.progress, entrySection)) {
      update((latest) => ({ ...latest, progress: goBack(latest.progress, entrySection) }));
      return;
    }
    navigate({ search: location.search }, { replace: true, state: { signupSection: current } satisfies SectionHistoryState });
    // Runs when the history entry changes, reading the draft as it is at that moment.
  }, [location.key]);

  // Resolves once the entry is in the browser's history: the router commits a navigation after a few
  // turns of the event loop, and a section shown before its entry exists would take a Back pressed at
  // once to the section before it.
  return useCallback(
    async (section: SignupSection) => {
      await navigate({ search: location.search }, { state: { signupSection: section } satisfies SectionHistoryState });
    },
    [navigate, location.search],
  );
}
