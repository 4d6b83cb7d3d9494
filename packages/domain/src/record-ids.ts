const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every record id is a uuid. A malformed id names no record: the server answers "none" without
 * asking the database (which would only raise a type error), and the salon app treats an address
 * whose salon part is no id as a page that does not exist, not a salon it may not open.
 */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
