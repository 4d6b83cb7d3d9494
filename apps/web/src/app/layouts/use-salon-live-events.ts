import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useTopBanner } from '../../components/top-banner.tsx';
import { appointmentsPaths, appointmentUrl } from '../../features/appointments/urls.ts';

/**
 * While an admin is on a salon's pages, its live events keep the screens current and raise the
 * spec's notifications; a banner's click opens the appointment. The listener and its client load
 * after the page, off the admin shell's first load.
 */
export function useSalonLiveEvents(salonId: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  const banner = useTopBanner();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openAppointmentId = useRef<string | null>(null);
  openAppointmentId.current = matchPath(appointmentsPaths.appointments, pathname)?.params.appointmentId ?? null;

  useEffect(() => {
    if (!enabled || !salonId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const openAppointment = (appointmentId: string) => void navigate(appointmentUrl(salonId, appointmentId));
    void import('../../features/appointments/appointment-live.ts').then(({ startAppointmentLive }) => {
      if (cancelled) return;
      stop = startAppointmentLive({
        salonId,
        queryClient,
        openAppointmentId: () => openAppointmentId.current,
        openAppointment,
        showBanner: (notification) =>
          banner.show({ title: notification.title, body: notification.body, onClick: () => openAppointment(notification.appointmentId) }),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, salonId, queryClient, banner, navigate]);
}
