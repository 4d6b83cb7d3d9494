/**
 * Whether a screen should put the cursor in its first field as it opens: yes with a mouse or trackpad,
 * where typing can start at once; no on a touch screen, where focusing opens the on-screen keyboard
 * over a page the person has not yet seen, and makes the browser lay the page out and draw the field
 * again in the middle of showing it.
 */
export function focusFieldOnLoad(): boolean {
  return typeof window.matchMedia !== 'function' || !window.matchMedia('(pointer: coarse)').matches;
}
