/**
 * localStorage that never throws: a private window or a full quota must not break a screen
 * (signup-portal-onboarding.md section 8: failures are ignored and a default is used).
 */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // ignored: the value is a convenience, not data
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // ignored
    }
  },
  clear(): void {
    try {
      window.localStorage.clear();
    } catch {
      // ignored
    }
  },
};
