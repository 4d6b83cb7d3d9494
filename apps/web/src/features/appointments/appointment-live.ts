import { announcementTag, toldOnOpenRecord, type SalonNotification } from '@piiq/domain/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { listenToSalonEvents } from '../../lib/salon-events.ts';
import { appointmentKeys } from './appointment-keys.ts';

export interface AppointmentLiveOptions {
  salonId: string;
  queryClient: QueryClient;
  /** The appointment open on screen, which shows its own changes and raises no banner. */
  openAppointmentId: () => string | null;
  /** Whether the salon's Messages page is open, which shows a new message itself and raises no banner. */
  messagingOpen: () => boolean;
  showBanner: (notification: SalonNotification) => void;
  /** Anything else on screen that counts the salon's appointments and carts reads them again. */
  onSalonChange?: () => void;
}

/** A browser notification while the tab is hidden, where the person allowed them. */
function notifyIfHidden(salonId: string, notification: SalonNotification, open: () => void): void {
  const api = (typeof window === 'undefined' ? undefined : window.Notification) as typeof Notification | undefined;
  if (!document.hidden || !api || api.permission !== 'granted') return;
  try {
    const shown = new api(notification.title, {
      body: notification.body,
      tag: announcementTag(salonId, notification),
    });
    shown.onclick = () => {
      window.focus();
      open();
    };
  } catch {
    // ignored: some browsers only notify through a service worker; the banner still shows on return
  }
}

/**
 * The salon's live events: on an appointment or cart change the lists and the record are read again;
 * the news a change made (a pickup, a rebook request, a retail order, a message from support) arrives
 * once as an event of its own and raises one banner (and, in a hidden tab, a browser notification), unless
 * it concerns what is already open (the record, or the Messages page), which shows the change itself
 * (toldOnOpenRecord names the exception).
 */
export function startAppointmentLive(
  options: AppointmentLiveOptions & { openNews: (notification: SalonNotification) => void },
): () => void {
  const { salonId, queryClient } = options;
  const refresh = (appointmentId: string) => {
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.record(salonId, appointmentId) });
    void queryClient.invalidateQueries({
      queryKey: appointmentKeys.all(salonId),
      predicate: (query) => query.queryKey[2] === 'list',
    });
    options.onSalonChange?.();
  };
  const raise = (notification: SalonNotification) => {
    const alreadyOpen =
      notification.kind === 'message'
        ? options.messagingOpen()
        : notification.appointmentId === options.openAppointmentId() && !toldOnOpenRecord(notification);
    if (alreadyOpen) return;
    options.showBanner(notification);
    notifyIfHidden(salonId, notification, () => options.openNews(notification));
  };
  return listenToSalonEvents(salonId, {
    onEvent: (event) => {
      if (event.__typename === 'AppointmentChanged') refresh(event.appointment.id);
      else if (event.__typename === 'CartChanged') refresh(event.cart.appointment.id);
      else if (event.__typename === 'NewsAnnounced') raise(event.announcement);
    },
  });
}
