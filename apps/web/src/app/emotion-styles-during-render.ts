import { useInsertionEffect } from 'react';

/*
 * Emotion's styled components compile and insert their CSS in an insertion effect, which React runs in
 * the commit: one task that cannot yield. Inserting while rendering instead (what Emotion does where
 * insertion effects do not exist) puts that work into the render, which the first screen renders as a
 * transition, in slices of a few milliseconds. It is safe to repeat: Emotion inserts each class once.
 * Global styles keep the insertion effect: they replace their sheet, which must follow the commit.
 */
export function useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): void {
  create();
}

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
