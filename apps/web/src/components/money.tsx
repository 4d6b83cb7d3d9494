import { formatMoney, type Cents } from '@piiq/domain/money';

/** Admin-area money, 'AUD 1234.50' (salon-admin.md section 9); tabular figures keep columns aligned. */
export function Money({ cents }: { cents: Cents }) {
  return <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatMoney(cents)}</span>;
}
