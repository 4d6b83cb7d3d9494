import { useQuery } from '@tanstack/react-query';
import { request, type ResultOf } from '../../lib/graphql.ts';
import { AllAppointments, Recommendations, type PortalAppointment } from './portal-operations.ts';

/** Rows asked for per page: a client has few appointments, so one page is the rule and the loop the exception. */
const PAGE_SIZE = 50;

export interface PortalSalon {
  name: string;
  timeZone: string;
  socialMessage: string | null;
}

export interface PortalAppointments {
  appointments: PortalAppointment[];
  /**
   * Each salon's name and IANA zone (dates read as the salon's wall clock, docs/product-rules.md), and
   * its default social media message, which goes with a photo the client shares.
   */
  salons: ReadonlyMap<string, PortalSalon>;
}

/** The zone of a salon the client no longer has access to: the browser's, the best guess left. */
export function fallbackTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** me.allAppointments, paged until no next token, newest first. */
export function usePortalAppointments() {
  return useQuery({
    queryKey: ['portal', 'appointments'],
    queryFn: async (): Promise<PortalAppointments> => {
      const appointments: PortalAppointment[] = [];
      const salons = new Map<string, PortalSalon>();
      let nextToken: string | null = null;
      do {
        // Annotated: the loop's own variable feeds the next request, which TypeScript cannot infer through.
        const { me }: ResultOf<typeof AllAppointments> = await request(AllAppointments, {
          limit: PAGE_SIZE,
          nextToken,
        });
        if (!me) break;
        for (const { salon } of me.salonAccess)
          salons.set(salon.id, {
            name: salon.name,
            timeZone: salon.timeZone,
            socialMessage: salon.defaultSocialMediaMessage ?? null,
          });
        appointments.push(...me.allAppointments.items);
        nextToken = me.allAppointments.nextToken ?? null;
      } while (nextToken);
      return { appointments, salons };
    },
  });
}

/** The Support recommendations of one appointment, with the product details the list does not carry. */
export function useRecommendations(salonId: string | undefined, appointmentId: string) {
  return useQuery({
    queryKey: ['portal', 'recommendations', appointmentId],
    enabled: Boolean(salonId),
    queryFn: async () =>
      (await request(Recommendations, { salonId: salonId ?? '', appointmentId })).recommendations?.recommendations ??
      [],
  });
}
