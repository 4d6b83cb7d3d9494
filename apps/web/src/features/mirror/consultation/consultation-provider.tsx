import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { HairColourSuggestion } from '@piiq/domain/hair-colour';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { deviceRequest, deviceUpload } from '../../../lib/device-graphql.ts';
import { ApiError } from '../../../lib/graphql.ts';
import { mirrorStorage, type SavedConsultation } from '../mirror-storage.ts';
import {
  ChooseSessionColourService,
  ComputeSessionRecommendations,
  EndMirrorSession,
  LikeSessionImage,
  MirrorSessionQuery,
  RecordHairAnalysis,
  RecordSessionFormula,
  RequestRebook,
  SetSessionCart,
  SetSessionNotes,
  SetSessionRecommendations,
  SetSessionTreatment,
  SignSessionConsent,
} from '../operations.ts';
import { profileStorage } from '../profile-storage.ts';
import { untilSent } from '../retry.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { sessionChangesElsewhere } from './steps.ts';
import { ConsultationContext, type ConsultationApi, type Session } from './use-consultation.ts';

const POLL_MS = 2000;

export interface ConsultationProviderProps {
  credential: string;
  saved: SavedConsultation;
  onUnpaired: () => void;
  onFinished: () => void;
  children: ReactNode;
}

/** Loads the session and gives its steps what they share; the steps show once it is loaded. */
export function ConsultationProvider({
  credential,
  saved,
  onUnpaired,
  onFinished,
  children,
}: ConsultationProviderProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(saved.step);
  const [offline, setOffline] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [portrait, setPortrait] = useState<Blob | null>(null);
  const [hairColourSuggestion, setHairColourSuggestion] = useState<HairColourSuggestion | null>(null);
  const queryKey = ['mirror-session', saved.sessionId];
  const session = useQuery({
    queryKey,
    queryFn: async () =>
      (await untilSent(() => deviceRequest(credential, MirrorSessionQuery, { id: saved.sessionId }), setOffline))
        .mirrorSession,
    // Otherwise the mirror's own writes are what changes the session.
    refetchInterval: (query) => (sessionChangesElsewhere(step, query.state.data) ? POLL_MS : false),
  });

  const goTo = (next: number) => {
    setStep(next);
    mirrorStorage.saveConsultation({ sessionId: saved.sessionId, step: next });
  };

  /** One write: retried through a dropped connection, its answer becomes the session shown. */
  const save = async (write: () => Promise<Session>, then?: number): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      // A poll already under way would answer with the session from before this write.
      await queryClient.cancelQueries({ queryKey });
      const updated = await untilSent(write, setOffline);
      queryClient.setQueryData(queryKey, updated);
      if (then !== undefined) goTo(then);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') onUnpaired();
      setProblem(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (session.error) return <Alert severity="error">{session.error.message}</Alert>;
  if (!session.data) return <Typography>Loading…</Typography>;
  const sessionId = session.data.id;
  const next = step + 1;

  const consultation: ConsultationApi = {
    credential,
    session: session.data,
    step,
    busy,
    problem,
    offline,
    goTo,
    next: () => goTo(next),
    portrait,
    hairColourSuggestion,
    keepHairColourSuggestion: setHairColourSuggestion,
    uploadPhoto: async (kind, photo) => {
      const idempotencyKey = newIdempotencyKey();
      await untilSent(
        () =>
          deviceUpload(
            credential,
            `/uploads/mirror-sessions/${encodeURIComponent(sessionId)}/${kind}`,
            photo,
            idempotencyKey,
          ),
        setOffline,
      );
      if (kind === 'selfie') setPortrait(photo);
      // The upload answers with no session: the next read of it carries the photo, so the steps that
      // show the kept photos (Photos again, Likes) find it on the session.
      void queryClient.invalidateQueries({ queryKey });
    },
    recordAnalysis: (input) =>
      save(
        async () => (await deviceRequest(credential, RecordHairAnalysis, { sessionId, input })).recordHairAnalysis,
        next,
      ),
    saveTreatment: (treatment) =>
      save(
        async () =>
          (await deviceRequest(credential, SetSessionTreatment, { sessionId, treatment })).setSessionTreatment,
        next,
      ),
    chooseColourService: (colourService, patchTestWarningAcknowledged) =>
      save(
        async () =>
          (
            await deviceRequest(credential, ChooseSessionColourService, {
              sessionId,
              colourService,
              patchTestWarningAcknowledged,
            })
          ).chooseSessionColourService,
      ),
    signConsent: (input) =>
      save(async () => (await deviceRequest(credential, SignSessionConsent, { sessionId, input })).signSessionConsent),
    saveFormula: (formula) =>
      save(
        async () =>
          (await deviceRequest(credential, RecordSessionFormula, { sessionId, formula })).recordSessionFormula,
      ),
    computeRecommendations: () =>
      save(
        async () =>
          (
            await deviceRequest(credential, ComputeSessionRecommendations, {
              sessionId,
              profile: profileStorage.read(sessionId),
            })
          ).computeSessionRecommendations,
      ),
    setRecommendations: (skus) =>
      save(
        async () =>
          (await deviceRequest(credential, SetSessionRecommendations, { sessionId, skus })).setSessionRecommendations,
      ),
    likePhoto: (kind) => {
      // One key per tap, kept across its retries: a dropped connection never likes twice.
      const idempotencyKey = newIdempotencyKey();
      return save(
        async () =>
          (await deviceRequest(credential, LikeSessionImage, { sessionId, kind, idempotencyKey })).likeSessionImage,
      );
    },
    saveCart: (deliveryType, items, idempotencyKey) =>
      save(
        async () =>
          (await deviceRequest(credential, SetSessionCart, { sessionId, deliveryType, items, idempotencyKey }))
            .setSessionCart,
      ),
    requestRebook: (rebookDelay, rebookLength) =>
      save(
        async () =>
          (await deviceRequest(credential, RequestRebook, { sessionId, rebookDelay, rebookLength })).requestRebook,
        next,
      ),
    saveNotes: (notes) =>
      save(
        async () =>
          (await deviceRequest(credential, SetSessionNotes, { sessionId, notes: notes || null })).setSessionNotes,
        next,
      ),
    finish: async () => {
      setBusy(true);
      try {
        await untilSent(() => deviceRequest(credential, EndMirrorSession, { sessionId }), setOffline);
        onFinished();
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
        setBusy(false);
      }
    },
  };

  return <ConsultationContext value={consultation}>{children}</ConsultationContext>;
}
