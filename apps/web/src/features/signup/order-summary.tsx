import Box from '@mui/material/Box';
import { formatDollars } from '@piiq/domain/money';
import { planSummaryLabel, type Quote } from '@piiq/domain/pricing';
import type { ReactNode } from 'react';

export interface SummaryRow {
  term: string;
  value: ReactNode;
  /** The total: set apart from the lines above it. */
  strong?: boolean;
}

/** A list of terms and values in a soft box: the payment summary and the order summary. */
export function SummaryList({ rows, label }: { rows: readonly SummaryRow[]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        p: 2,
        borderRadius: 2,
        bgcolor: 'background.default',
        display: 'grid',
        // Terms keep their width and values wrap, so a long email or address never runs into its term.
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        rowGap: 0.75,
        // The gap between term and value is the value's padding, so the line above the total runs unbroken.
        '& dd': { m: 0, pl: 2, textAlign: 'right', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
      }}
    >
      {rows.map((row) => (
        <Box
          key={row.term}
          sx={{
            display: 'contents',
            fontWeight: row.strong ? 600 : 400,
            '& > *': row.strong ? { pt: 0.75, borderTop: 1, borderColor: 'divider' } : {},
          }}
        >
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** The price lines every summary shows: plan and billing, mirrors, any discount, the total and its GST. */
export function priceRows(quote: Quote, promoCode: string | null): SummaryRow[] {
  return [
    { term: 'Plan', value: planSummaryLabel(quote.plan, quote.subscriptionType) },
    ...(quote.plan === 'PLUS' ? [{ term: 'Number of mirrors', value: quote.mirrors }] : []),
    ...(quote.discountCents > 0
      ? [{ term: `Promo code ${promoCode ?? ''}`.trim(), value: formatDollars(-quote.discountCents) }]
      : []),
    ...(quote.shippingCents > 0 ? [{ term: 'Delivery', value: formatDollars(quote.shippingCents) }] : []),
    { term: 'Total (including GST)', value: formatDollars(quote.totalCents), strong: true },
    { term: 'GST included', value: formatDollars(quote.gstCents) },
  ];
}
