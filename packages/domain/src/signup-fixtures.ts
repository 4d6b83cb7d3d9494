/** The account and delivery screens filled in as a person would, for the tests of the forms and the payload. */
export const validAccount = {
  firstName: ' Jo ',
  lastName: 'Smith',
  salon: 'Shear Bliss',
  email: ' Jo@ShearBliss.COM.au ',
  phone: { country: 'AU', number: '0412 345 678' },
} as const;

export const validDelivery = { addressLine1: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000' };

/** Each failed field's message by its path, as a form shows them. */
export const messagesByPath = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
