/** Keyboard focus must be obvious on the sand and white backgrounds (MUI's ripple alone is too faint). */
export const focusRing = {
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
} as const;
