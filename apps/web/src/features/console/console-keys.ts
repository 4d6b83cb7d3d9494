/** TanStack Query keys of the console's lists: a change invalidates its list and the audit log. */
export const consoleKeys = {
  viewer: ['console', 'viewer'] as const,
  leads: (filter: { status: string; search: string }) => ['console', 'leads', filter] as const,
  allLeads: ['console', 'leads'] as const,
  deliveryOverview: ['console', 'deliveries', 'overview'] as const,
  deliveries: (state: string, destination: string) => ['console', 'deliveries', 'list', state, destination] as const,
  allDeliveries: ['console', 'deliveries'] as const,
  brands: ['console', 'brands'] as const,
  products: (filter: { search: string; brandId: string }) => ['console', 'products', 'list', filter] as const,
  allProducts: ['console', 'products'] as const,
  product: (id: string) => ['console', 'products', 'one', id] as const,
  salons: (search: string) => ['console', 'salons', 'list', search] as const,
  salon: (id: string) => ['console', 'salons', 'one', id] as const,
  audit: (filter: { action: string; actor: string }) => ['console', 'audit', filter] as const,
  allAudit: ['console', 'audit'] as const,
  team: ['console', 'team'] as const,
};
