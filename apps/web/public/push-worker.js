// Web Push for salon admins: shows what the server pushes (a pickup, a rebook request, a retail order)
// while no piiq page is open, and opens the appointment on a click. Served from the site root so its
// scope covers every page; it caches nothing, so the app itself never depends on it.

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // ignored: a message we cannot read still shows, as piiq's name, rather than nothing
  }
  const title = typeof message.title === 'string' ? message.title : 'piiq';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      // The same tag as the page's own notification of that news (kind and appointment): one replaces the other.
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: typeof message.url === 'string' ? message.url : '/' },
      icon: '/favicon.svg',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only our own pages: a pushed address is resolved against this site and anything else is dropped.
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A tab already on the appointment is brought forward; otherwise a new one opens there.
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
