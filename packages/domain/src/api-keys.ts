import { requiredText, textLimit } from './fields.ts';

/**
 * A salon's API key: `piiq_sk_` and 32 random bytes in base64url. The prefix tells a key from a
 * mirror's device credential, which also comes as a Bearer.
 */
export const API_KEY_PREFIX = 'piiq_sk_';
/** The characters of a key kept in the clear, so an admin can tell keys apart: the prefix and four more. */
export const API_KEY_START_LENGTH = API_KEY_PREFIX.length + 4;
export const API_KEY_SECRET_BYTES = 32;

export const API_KEY_SCOPES = ['READ', 'READ_WRITE'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  READ: 'Read only',
  READ_WRITE: 'Read and write',
};

/** Calls one key may make in a minute, counted on every instance together. */
export const API_KEY_CALLS_PER_MINUTE = 300;

/** Last used is written at most this often per key, so a key's steady calls do not each cost a write. */
export const API_KEY_LAST_USED_INTERVAL_MS = 60 * 1000;

export const apiKeyMessages = {
  notValid: 'This API key is not valid. It may have been revoked.',
  tooManyCalls: 'Too many calls with this API key. Wait until the minute is over and try again.',
  nameRequired: 'Enter a name for the key.',
} as const;

export const apiKeyNameLimit = textLimit('name', 'Name');
export const apiKeyNameSchema = requiredText(apiKeyMessages.nameRequired, apiKeyNameLimit);

export function isApiKeyCredential(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}

/** How the audit log names a write made through a key: the key's name, as it was. */
export function apiKeyActorName(name: string): string {
  return `API key "${name}"`;
}

export function shouldRecordKeyUse(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= API_KEY_LAST_USED_INTERVAL_MS;
}

/**
 * What a salon's key reaches, in the schema's names: the root fields and the scoped Salon fields
 * that admit `salonKeyRead` (reads) or `salonKeyWrite` (a Read and write key's writes). The tenancy
 * walk holds the server's scopes to exactly this list, and the developer page documents it, so the
 * two cannot drift apart. The Salon's unscoped profile fields (name, time zone...) are anyone's who
 * may read the salon.
 */
export const API_KEY_REACH = {
  query: ['salon', 'recommendations'],
  mutation: [
    'updateAppointment',
    'switchTreatment',
    'setAppointmentRebooked',
    'clearAppointmentRebooked',
    'enableAppointmentReminder',
    'disableAppointmentReminder',
    'updateCartStatus',
    'updateOrderStatus',
  ],
  salon: [
    'appointments',
    'appointment',
    'clients',
    'client',
    'orders',
    'order',
    'products',
    'productSuggestions',
    'catalog',
    'enabledBrands',
    'recommendableProducts',
  ],
} as const;
