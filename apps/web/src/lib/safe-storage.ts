/**
 * Web storage that never throws: a private window or a full quota must not break a screen
 * (docs/product-rules.md: failures are ignored and a default is used).
 */
function safeStore(pick: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        pick().setItem(key, value);
      } catch {
        // ignored: the value is a convenience, not data
      }
    },
    remove(key: string): void {
      try {
        pick().removeItem(key);
      } catch {
        // ignored
      }
    },
    clear(): void {
      try {
        pick().clear();
      } catch {
        // ignored
      }
    },
  };
}

/** Settings kept across visits; cleared at sign-out. */
export const safeStorage = safeStore(() => window.localStorage);

/** A flow's progress within one tab, kept across a reload and gone when the tab closes (the signup form). */
export const safeSessionStorage = safeStore(() => window.sessionStorage);
