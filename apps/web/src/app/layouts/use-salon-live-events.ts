import type { SalonNotification } from '@piiq/domain/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useTopBanner } from '../../components/top-banner.tsx';
import { appointmentsPaths, appointmentUrl } from '../../features/appointments/urls.ts';
import { dashboardKeys } from '../../features/dashboard/dashboard-keys.ts';
import { messagingPaths, messagingUrl } from '../../features/messaging/urls.ts';
import { orderKeys } from '../../features/orders/order-keys.ts';
import { weeklyKeys } from '../../features/weekly/weekly-keys.ts';

/**
 * A mirror consultation sends a burst of changes; the dashboard and weekly report count them once
 * the burst settles rather than once per change.
 */
const FIGURES_REFRESH_DELAY_MS = 1_000;

/**
 * While an admin is on a salon's pages, its live events keep the screens (the dashboard's and the
 * weekly report's figures among them) current and raise the product's notifications; a banner's click
 * opens the appointment, or for a message the salon's Messages page. The listener and its client load
 * after the page, off the admin shell's first load.
 */
export function useSalonLiveEvents(salonId: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  const banner = useTopBanner();
  // useNavigate answers a new function at every change of address: read through a ref, so moving
  // between pages does not close the live streams and lose what is published while they reopen.
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  navigate.current = navigateNow;
  const { pathname } = useLocation();
  const openAppointmentId = useRef<string | null>(null);
  openAppointmentId.current = matchPath(appointmentsPaths.appointments, pathname)?.params.appointmentId ?? null;
  const messagingOpen = useRef(false);
  messagingOpen.current = matchPath(messagingPaths.messaging, pathname)?.params.salonId === salonId;

  useEffect(() => {
    if (!enabled || !salonId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let figuresTimer: ReturnType<typeof setTimeout> | undefined;
    const refreshFigures = () => {
      // An order placed from the portal arrives as a cart change: the Orders page lists it at once.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all(salonId) });
      clearTimeout(figuresTimer);
      figuresTimer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.figures(salonId) });
        void queryClient.invalidateQueries({ queryKey: weeklyKeys.report(salonId) });
      }, FIGURES_REFRESH_DELAY_MS);
    };
    const openNews = (notification: SalonNotification) =>
      void navigate.current(
        notification.appointmentId ? appointmentUrl(salonId, notification.appointmentId) : messagingUrl(salonId),
      );
    let stopMessaging: (() => void) | undefined;
    void import('../../features/messaging/messaging-live.ts').then(({ startSalonMessagingLive }) => {
      if (!cancelled) stopMessaging = startSalonMessagingLive({ salonId, queryClient });
    });
    void import('../../features/appointments/appointment-live.ts').then(({ startAppointmentLive }) => {
      if (cancelled) return;
      stop = startAppointmentLive({
        salonId,
        queryClient,
        openAppointmentId: () => openAppointmentId.current,
        messagingOpen: () => messagingOpen.current,
        openNews,
        onSalonChange: refreshFigures,
        showBanner: (notification) =>
          banner.show({
            title: notification.title,
            body: notification.body,
            onClick: () => openNews(notification),
          }),
      });
    });
    return () => {
      cancelled = true;
      clearTimeout(figuresTimer);
      stop?.();
      stopMessaging?.();
    };
  }, [enabled, salonId, queryClient, banner]);
}
