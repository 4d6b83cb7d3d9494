import {
  notificationForAppointmentUpdate,
  notificationForCartUpdate,
  type SalonNotification,
} from '@piiq/domain/notifications';
import { notificationForOrderReplaced } from '@piiq/domain/orders';
import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../lib/graphql.ts';
import { listen } from '../../lib/live-events.ts';
import { appointmentKeys } from './appointment-keys.ts';

const AppointmentUpdated = graphql(`
  subscription AppointmentUpdated($salonId: ID!) {
    appointmentUpdated(salonId: $salonId) {
      id
      clientName
      staffName
      salonPickup
      purchasedItems
      rebookLength
    }
  }
`);

const CartUpdated = graphql(`
  subscription CartUpdated($salonId: ID!) {
    cartUpdated(salonId: $salonId) {
      id
      status
      appointment {
        id
        clientName
      }
    }
  }
`);

/** A client's online purchase took the place of an order the salon held (decision 037): its own announcement. */
const OrderReplaced = graphql(`
  subscription OrderReplaced($salonId: ID!) {
    orderReplaced(salonId: $salonId) {
      appointmentId
      clientName
      order {
        orderNumber
      }
      replaced {
        orderNumber
      }
    }
  }
`);

export interface AppointmentLiveOptions {
  salonId: string;
  queryClient: QueryClient;
  /** The appointment open on screen, which shows its own changes and raises no banner. */
  openAppointmentId: () => string | null;
  showBanner: (notification: SalonNotification) => void;
  /** Anything else on screen that counts the salon's appointments and carts reads them again. */
  onSalonChange?: () => void;
}

/** A browser notification while the tab is hidden, where the person allowed them. */
function notifyIfHidden(notification: SalonNotification, open: () => void): void {
  const api = (typeof window === 'undefined' ? undefined : window.Notification) as typeof Notification | undefined;
  if (!document.hidden || !api || api.permission !== 'granted') return;
  try {
    const shown = new api(notification.title, { body: notification.body, tag: notification.appointmentId });
    shown.onclick = () => {
      window.focus();
      open();
    };
  } catch {
    // ignored: some browsers only notify through a service worker; the banner still shows on return
  }
}

/**
 * The salon's live appointment and cart events: the lists and the record
 * are read again, and a banner (and, in a hidden tab, a browser notification) tells of a pickup, a
 * rebook request or a retail order, unless it concerns the record already open.
 */
export function startAppointmentLive(
  options: AppointmentLiveOptions & { openAppointment: (appointmentId: string) => void },
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
  const raise = (notification: SalonNotification | null) => {
    if (!notification || notification.appointmentId === options.openAppointmentId()) return;
    options.showBanner(notification);
    notifyIfHidden(notification, () => options.openAppointment(notification.appointmentId));
  };
  const stopAppointments = listen(AppointmentUpdated, { salonId }, ({ appointmentUpdated }) => {
    refresh(appointmentUpdated.id);
    raise(notificationForAppointmentUpdate(appointmentUpdated));
  });
  const stopCarts = listen(CartUpdated, { salonId }, ({ cartUpdated }) => {
    refresh(cartUpdated.appointment.id);
    raise(notificationForCartUpdate(cartUpdated, options.openAppointmentId()));
  });
  // A replacement is told even on the open record: the order the salon was looking at just changed under it.
  const stopReplacements = listen(OrderReplaced, { salonId }, ({ orderReplaced }) => {
    refresh(orderReplaced.appointmentId);
    const notification = notificationForOrderReplaced(orderReplaced);
    options.showBanner(notification);
    notifyIfHidden(notification, () => options.openAppointment(notification.appointmentId));
  });
  return () => {
    stopAppointments();
    stopCarts();
    stopReplacements();
  };
}
