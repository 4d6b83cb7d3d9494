/** The families of audited actions the console's audit log filters by ("lead" keeps every "lead.*"). */
export const AUDIT_ACTION_FAMILIES = [
  { value: 'product', label: 'Products' },
  { value: 'brand', label: 'Brands' },
  { value: 'catalogue', label: 'Sheet imports' },
  { value: 'salon', label: 'Salons' },
  { value: 'lead', label: 'Leads' },
  { value: 'content', label: 'Content' },
  { value: 'delivery', label: 'Deliveries' },
  { value: 'team', label: 'Provider team' },
  // The salons' own sensitive actions (client photos deleted, team changes, mirrors unpaired), by their admins.
  { value: 'salon-admin', label: 'Salon admins' },
] as const;

export type AuditActionFamily = (typeof AUDIT_ACTION_FAMILIES)[number]['value'];
