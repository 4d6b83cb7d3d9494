/**
 * Browser notifications (permission is asked for while the
 * person is on a salon page). Asked at most once per page load, never when the browser has no
 * Notification API or the person already answered, and never awaited: a prompt must not hold up a screen.
 */
let askedThisPageLoad = false;

export function requestNotificationPermissionOnce(): void {
  if (askedThisPageLoad) return;
  // Typed as possibly missing: iOS Safari outside a home-screen app and some webviews have no such API.
  const api = (typeof window === 'undefined' ? undefined : window.Notification) as typeof Notification | undefined;
  if (!api || api.permission !== 'default') return;
  askedThisPageLoad = true;
  try {
    // Old Safari returns undefined (callback style) instead of a promise; either way nothing waits on it.
    const answer: Promise<NotificationPermission> | undefined = api.requestPermission();
    answer?.catch(() => {
      // ignored: a refusal or a blocked prompt only means no browser notifications
    });
  } catch {
    // ignored: some embedded browsers throw instead of rejecting
  }
}
