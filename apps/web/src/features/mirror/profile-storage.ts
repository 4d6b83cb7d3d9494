import {
  recommendationProfileSchema,
  UNKNOWN_PROFILE,
  type RecommendationProfile,
} from '@piiq/domain/recommendation-profile';
import { safeStorage } from '../../lib/safe-storage.ts';

/**
 * The Analysis step's answers about the client (gender, coloured hair, other filters), kept on the
 * mirror until the Recommendations step sends them, across a reload: the appointment has no field
 * for them. One consultation's at a time; another session's read as unknown.
 */
const PROFILE_KEY = 'piiq.mirror.profile';

export const profileStorage = {
  read(sessionId: string): RecommendationProfile {
    const raw = safeStorage.get(PROFILE_KEY);
    if (!raw) return UNKNOWN_PROFILE;
    try {
      const saved = JSON.parse(raw) as { sessionId?: unknown; profile?: unknown };
      const profile = recommendationProfileSchema.safeParse(saved.profile);
      return saved.sessionId === sessionId && profile.success ? profile.data : UNKNOWN_PROFILE;
    } catch {
      return UNKNOWN_PROFILE;
    }
  },
  save: (sessionId: string, profile: RecommendationProfile): void =>
    safeStorage.set(PROFILE_KEY, JSON.stringify({ sessionId, profile })),
};
