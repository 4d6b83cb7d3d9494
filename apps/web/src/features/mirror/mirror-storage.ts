import { safeStorage } from '../../lib/safe-storage.ts';

/**
 * What the mirror keeps across a reload: its device credential, and the consultation under way with
 * its step (the server holds what was recorded; this only says where to resume).
 */
const CREDENTIAL_KEY = 'piiq.mirror.credential';
const CONSULTATION_KEY = 'piiq.mirror.consultation';

export interface SavedConsultation {
  sessionId: string;
  step: number;
}

export const mirrorStorage = {
  credential: (): string | null => safeStorage.get(CREDENTIAL_KEY),
  saveCredential: (credential: string): void => safeStorage.set(CREDENTIAL_KEY, credential),
  forget(): void {
    safeStorage.remove(CREDENTIAL_KEY);
    safeStorage.remove(CONSULTATION_KEY);
  },
  consultation(): SavedConsultation | null {
    const raw = safeStorage.get(CONSULTATION_KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<SavedConsultation>;
      return typeof parsed.sessionId === 'string' && typeof parsed.step === 'number'
        ? { sessionId: parsed.sessionId, step: parsed.step }
        : null;
    } catch {
      return null;
    }
  },
  saveConsultation: (saved: SavedConsultation): void => safeStorage.set(CONSULTATION_KEY, JSON.stringify(saved)),
  endConsultation: (): void => safeStorage.remove(CONSULTATION_KEY),
};
