// The console's spreadsheet exports. Apart from urls.ts, which the salon app's router loads on
// every page: only the console's own pages need these.

/** The catalogue (or one brand) as a product sheet. */
export const catalogueCsvUrl = (brandId: string) =>
  brandId ? `/exports/catalogue.csv?brandId=${encodeURIComponent(brandId)}` : '/exports/catalogue.csv';

/** The leads as a spreadsheet, with the list's filter. */
export function leadsCsvUrl(filter: { status: string; search: string }): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.search) query.set('search', filter.search);
  const text = query.toString();
  return `/exports/leads.csv${text ? `?${text}` : ''}`;
}
