const reads = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * One read per object and key: the fields of one row that need the same rows (an appointment's
 * recommendations for its table and its total, its cart for the cart and the status) share it, and
 * so do all the listeners of a live event, which receive the same event object. Keyed by the object,
 * not its id, so a later event or request with a fresh row reads again; forgotten with the object.
 */
export function readOnce<T>(owner: object, key: string, load: () => Promise<T>): Promise<T> {
  let byKey = reads.get(owner);
  if (!byKey) {
    byKey = new Map();
    reads.set(owner, byKey);
  }
  let read = byKey.get(key) as Promise<T> | undefined;
  if (!read) {
    read = load();
    byKey.set(key, read);
  }
  return read;
}

/**
 * Records a read already made, or under way, with another (one query for a cart and its items; a
 * record's children read alongside its row), so readOnce answers it.
 */
export function alreadyRead<T>(owner: object, key: string, value: T | Promise<T>): void {
  let byKey = reads.get(owner);
  if (!byKey) {
    byKey = new Map();
    reads.set(owner, byKey);
  }
  byKey.set(key, Promise.resolve(value));
}
