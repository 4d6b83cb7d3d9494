import { formatMoney, type Cents } from '@piiq/domain/money';

/** Admin-area money, 'AUD 1234.50' (docs/product-rules.md); tabular figures keep columns aligned. */
export function Money({ cents }: { cents: Cents }) {
  return <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatMoney(cents)}</span>;
}
