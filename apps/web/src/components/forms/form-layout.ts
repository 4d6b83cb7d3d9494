/** Forms of two columns (settings, signup): one column on a phone, two from 600 px (docs/product-rules.md); the sm breakpoint is 600 px in the theme. */
export const twoColumnForm = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
  rowGap: 1,
  mb: 1,
} as const;

/** A field that takes the whole row, such as a multi-line message. */
export const fullRow = { gridColumn: '1 / -1' } as const;
