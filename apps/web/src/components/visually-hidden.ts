/**
 * Read by screen readers, invisible on screen (the usual clip pattern: display:none would hide it
 * from both). A plain style object, so it can be spread into an sx with a :focus override.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
