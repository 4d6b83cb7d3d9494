/**
 * Read by screen readers, invisible on screen (the usual clip pattern: display:none would hide it
 * from both). A plain style object, so it can be spread into an sx with a :focus override. Sizes
 * are strings: in sx a bare 1 means 100%, which made the hidden text as wide as its container.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
