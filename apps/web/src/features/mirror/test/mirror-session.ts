import type { Session } from '../consultation/use-consultation.ts';

/**
 * A consultation as the mirror's MirrorSession query answers it: in progress for Maya, with nothing
 * recorded or chosen yet but what the test changes.
 */
export function mirrorSession(
  changes: Partial<Omit<Session, 'appointment'>> = {},
  appointment: Partial<Session['appointment']> = {},
): Session {
  return {
    id: 'session-1',
    code: null,
    portalUrl: 'https://piiq.test/portal?session=session-1',
    state: 'IN_PROGRESS',
    clientName: 'Maya',
    previousHairAnalysis: null,
    recommendations: [],
    recommendationGap: null,
    recommendationNotes: [],
    colourRecord: null,
    ...changes,
    appointment: {
      id: 'a1',
      colourService: false,
      notes: null,
      rebookDelay: null,
      rebookLength: null,
      salonPickup: true,
      clientSelfieImage: null,
      client360Image: null,
      imageLikes: [],
      hairAnalysis: null,
      supportYourSalon: { treatment: null },
      cart: null,
      ...appointment,
    },
  };
}
