// @vitest-environment jsdom
import { HAIR_SCORES, type HairScore } from '@piiq/domain/hair-analysis';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphql } from '../../../test/test-utils.tsx';
import { mirrorStorage } from '../mirror-storage.ts';
import { profileStorage } from '../profile-storage.ts';
import { ConsultationProvider } from './consultation-provider.tsx';
import { useConsultation } from './use-consultation.ts';
import { mirrorSession } from '../test/mirror-session.ts';
import { startEachTestOnAFreshMirror } from '../test/fresh-mirror.ts';

startEachTestOnAFreshMirror();

const SESSION = mirrorSession();

const SCORES = Object.fromEntries(HAIR_SCORES.map((score) => [score, 5])) as Record<HairScore, number>;

/** The consultation at its Analysis step, loaded, as its steps see it. */
async function renderAtAnalysis(onUnpaired = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ConsultationProvider
        credential="device-credential"
        saved={{ sessionId: 'session-1', step: 2 }}
        onUnpaired={onUnpaired}
        onFinished={vi.fn()}
      >
        {children}
      </ConsultationProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useConsultation(), { wrapper });
  await waitFor(() => expect(result.current).toBeTruthy());
  return result;
}

describe('useConsultation', () => {
  it('a saved analysis becomes the session shown and moves to the next step, remembered for a reload', async () => {
    const analysed = {
      ...SESSION,
      appointment: { ...SESSION.appointment, hairAnalysis: { ...SCORES, scalpConcerns: 'dandruff' } },
    };
    const calls = mockGraphql({
      MirrorSession: () => ({ data: { mirrorSession: SESSION } }),
      RecordHairAnalysis: () => ({ data: { recordHairAnalysis: analysed } }),
    });
    const consultation = await renderAtAnalysis();

    let saved = false;
    await act(async () => {
      saved = await consultation.current.recordAnalysis({
        ...SCORES,
        scalpConcerns: ['dandruff'],
        hairColour: null,
        hairColourSuggestion: null,
      });
    });

    expect(saved).toBe(true);
    expect(calls.at(-1)).toEqual({
      operationName: 'RecordHairAnalysis',
      variables: {
        sessionId: 'session-1',
        input: { ...SCORES, scalpConcerns: ['dandruff'], hairColour: null, hairColourSuggestion: null },
      },
    });
    expect(consultation.current.session.appointment.hairAnalysis?.scalpConcerns).toBe('dandruff');
    expect(consultation.current.step).toBe(3);
    expect(mirrorStorage.consultation()).toEqual({ sessionId: 'session-1', step: 3 });
    expect(consultation.current.busy).toBe(false);
  });

  it('a refused write stays on its step with the server’s reason, and a revoked credential unpairs the mirror', async () => {
    mockGraphql({
      MirrorSession: () => ({ data: { mirrorSession: SESSION } }),
      SetSessionTreatment: () => apiError('This mirror is no longer paired', 'UNAUTHENTICATED'),
    });
    const onUnpaired = vi.fn();
    const consultation = await renderAtAnalysis(onUnpaired);

    let saved = true;
    await act(async () => {
      saved = await consultation.current.saveTreatment('moisture');
    });

    expect(saved).toBe(false);
    expect(consultation.current.problem).toBe('This mirror is no longer paired');
    expect(consultation.current.step).toBe(2);
    expect(onUnpaired).toHaveBeenCalledOnce();
    expect(consultation.current.busy).toBe(false);
  });

  it('recommendations are asked with the profile the Analysis step kept on the mirror, without moving on', async () => {
    const profile = { gender: null, coloured: true, services: ['Colour' as const], otherFilters: [] };
    profileStorage.save('session-1', profile);
    const calls = mockGraphql({
      MirrorSession: () => ({ data: { mirrorSession: SESSION } }),
      ComputeSessionRecommendations: () => ({ data: { computeSessionRecommendations: SESSION } }),
    });
    const consultation = await renderAtAnalysis();

    await act(async () => {
      await consultation.current.computeRecommendations();
    });

    expect(calls.at(-1)).toEqual({
      operationName: 'ComputeSessionRecommendations',
      variables: { sessionId: 'session-1', profile },
    });
    expect(consultation.current.step).toBe(2);
  });
});
