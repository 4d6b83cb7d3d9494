// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockGraphql } from '../../../test/test-utils.tsx';
import type { HairColourSuggestion } from '@piiq/domain/hair-colour';
import { useState, type ReactNode } from 'react';
import { HAIR_COLOUR_MEASURE_VERSION, type HairColourReading } from '../hair-colour/reading.ts';
import { AnalysisStep, STARTS_FROM_LAST_VISIT } from './analysis-step.tsx';
import { HAIR_COLOUR_LIMITS } from '../hair-colour/limits.ts';
import { NO_PORTRAIT, ROUGH_GUESS_CHECK, TOO_UNSURE } from './hair-colour-section.tsx';
import { loadMeasure } from './load-measure.ts';
import { ConsultationContext, type ConsultationApi, type HairAnalysisInput, type Session } from './use-consultation.ts';
import { mirrorSession } from '../test/mirror-session.ts';

// The measure runs MediaPipe on real pixels: here only what the step does with its reading is tested.
vi.mock('./load-measure.ts', () => ({ loadMeasure: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  mockGraphql({ MirrorOtherFilters: () => ({ data: { mirror: { id: 'm1', otherFilters: [] } } }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(loadMeasure).mockReset();
});

const LAST_VISIT = {
  density: 12,
  texture: 8,
  curl: 4,
  colorSensitivity: 10,
  porous: 14,
  elasticity: 6,
  scalpConcerns: 'dandruff',
  hairColour: { level: 5, tone: 'warm' as const, greyShare: 20 },
};

function sessionWith(overrides: {
  hairAnalysis?: Session['appointment']['hairAnalysis'];
  previousHairAnalysis?: Session['previousHairAnalysis'];
  selfieUrl?: string;
}): Session {
  return mirrorSession(
    { previousHairAnalysis: overrides.previousHairAnalysis ?? null },
    {
      salonPickup: false,
      clientSelfieImage: overrides.selfieUrl ? { url: overrides.selfieUrl } : null,
      hairAnalysis: overrides.hairAnalysis ?? null,
    },
  );
}

/** The consultation's memory of the measure's last suggestion, which outlives the step as the provider's does. */
function KeepsSuggestion({ consultation, children }: { consultation: ConsultationApi; children: ReactNode }) {
  const [hairColourSuggestion, keepHairColourSuggestion] = useState<HairColourSuggestion | null>(null);
  return (
    <ConsultationContext value={{ ...consultation, hairColourSuggestion, keepHairColourSuggestion }}>
      {children}
    </ConsultationContext>
  );
}

/**
 * The step in a consultation whose writes are recorded, with or without a portrait kept in this visit;
 * `leaveAndReturn` shows the step anew in the same consultation, as going back to it does.
 */
function showStep(session: Session, portrait: Blob | null = null) {
  const recordAnalysis = vi.fn<(input: HairAnalysisInput) => Promise<boolean>>(async () => true);
  const consultation = {
    credential: 'device-credential',
    session,
    step: 2,
    busy: false,
    problem: null,
    offline: false,
    portrait,
    recordAnalysis,
  } as Partial<ConsultationApi> as ConsultationApi;
  const view = (visit: number) => (
    <QueryClientProvider client={queryClient}>
      <KeepsSuggestion consultation={consultation}>
        <AnalysisStep key={visit} />
      </KeepsSuggestion>
    </QueryClientProvider>
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { rerender } = render(view(1));
  return { recordAnalysis, leaveAndReturn: () => rerender(view(2)) };
}

type Suggested = Extract<HairColourReading, { kind: 'suggestion' }>;

function suggestion(values: Partial<Suggested>): Suggested {
  return {
    kind: 'suggestion',
    level: 6,
    tone: 'warm',
    greyShare: 10,
    confidence: 0.9,
    measureVersion: HAIR_COLOUR_MEASURE_VERSION,
    ...values,
  };
}

function measuring(reading: HairColourReading) {
  const measure = vi.fn(async () => reading);
  vi.mocked(loadMeasure).mockResolvedValue(measure);
  return measure;
}

const saved = (recordAnalysis: ReturnType<typeof showStep>['recordAnalysis']) => recordAnalysis.mock.calls[0]?.[0];

describe('AnalysisStep', () => {
  it('starts a first visit with every score unset, and saves an untouched score as none', () => {
    const { recordAnalysis } = showStep(sessionWith({}));
    const density = screen.getByRole('slider', { name: 'Density' });
    expect(density.getAttribute('aria-valuetext')).toBe('Not scored');
    expect(screen.getAllByText('Not scored')).toHaveLength(6);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Curl' }), { key: 'ArrowRight' });
    expect(screen.getByRole('slider', { name: 'Curl' }).getAttribute('aria-valuetext')).toBe('5.5 / 10');
    fireEvent.click(screen.getByRole('button', { name: 'Save analysis' }));

    expect(saved(recordAnalysis)).toEqual({
      density: null,
      texture: null,
      curl: 11,
      colorSensitivity: null,
      porous: null,
      elasticity: null,
      scalpConcerns: [],
      hairColour: null,
      hairColourSuggestion: null,
    });
  });

  it('shows each score as a bar between the words of its ends, last visit’s beside today’s, and starts from last visit’s', () => {
    const { recordAnalysis } = showStep(sessionWith({ previousHairAnalysis: LAST_VISIT }));
    expect(screen.getByText(STARTS_FROM_LAST_VISIT)).toBeVisible();
    const density = screen.getByRole('slider', { name: 'Density' });
    expect(density.getAttribute('aria-valuetext')).toBe('6 / 10');
    expect(density.getAttribute('aria-describedby')).toBeTruthy();
    const described = (density.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ');
    expect(described).toBe('finethick | Last visit: 6 / 10');
    expect(screen.getByRole('slider', { name: 'Curl' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText(/^Last visit: \d+(\.5)? \/ 10$/)).toHaveLength(6);
    expect(screen.getAllByText('From the last visit')).toHaveLength(6);
    expect(screen.getByText('straight')).toBeVisible();
    expect(screen.getByText('coily')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dandruff' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Oily' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Last visit: Level 5 (Light brown), warm, 20% grey')).toBeVisible();

    fireEvent.keyDown(density, { key: 'ArrowRight' });
    expect(density.getAttribute('aria-valuetext')).toBe('6.5 / 10');
    expect(screen.getAllByText('From the last visit')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Oily' }));
    expect(screen.getByRole('button', { name: 'Oily' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save analysis' }));

    expect(saved(recordAnalysis)).toEqual({
      density: 13,
      texture: 8,
      curl: 4,
      colorSensitivity: 10,
      porous: 14,
      elasticity: 6,
      scalpConcerns: ['dandruff', 'oily'],
      hairColour: { level: 5, tone: 'warm', greyShare: 20 },
      hairColourSuggestion: null,
    });
  });

  it('shows today’s saved analysis rather than last visit’s, still with last visit’s beside it', () => {
    showStep(
      sessionWith({
        hairAnalysis: { ...LAST_VISIT, density: 20, scalpConcerns: null, hairColour: null },
        previousHairAnalysis: LAST_VISIT,
      }),
    );
    expect(screen.queryByText(STARTS_FROM_LAST_VISIT)).toBeNull();
    expect(screen.queryByText('From the last visit')).toBeNull();
    expect(screen.getByRole('slider', { name: 'Density' }).getAttribute('aria-valuetext')).toBe('10 / 10');
    expect(screen.getByRole('button', { name: 'Dandruff' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Not set')).toBeVisible();
  });

  it('measures the portrait, shows a confident suggestion with its confidence and limits, and saves it once confirmed and corrected, with the suggestion beside it', async () => {
    const portrait = new Blob(['portrait'], { type: 'image/jpeg' });
    const measure = measuring(suggestion({ level: 6.2, confidence: 0.86 }));
    const { recordAnalysis } = showStep(sessionWith({}), portrait);
    expect(screen.getByText('Not set')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Measure from the portrait' }));

    expect(await screen.findByText('Suggested: Level 6 (Dark blonde), warm, 10% grey — confidence 86%')).toBeVisible();
    expect(screen.getByText(HAIR_COLOUR_LIMITS)).toBeVisible();
    expect(screen.queryByText(ROUGH_GUESS_CHECK)).toBeNull();
    expect(measure).toHaveBeenCalledWith(portrait);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the suggestion' }));
    const level = within(screen.getByRole('group', { name: 'Level' }));
    expect(level.getByRole('button', { name: '6 Dark blonde' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Warm' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'More grey' }));
    expect(screen.getByText('15% grey')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save analysis' }));

    expect(saved(recordAnalysis)?.hairColour).toEqual({ level: 6, tone: 'warm', greyShare: 15 });
    expect(saved(recordAnalysis)?.hairColourSuggestion).toEqual({
      level: 6.2,
      tone: 'warm',
      greyShare: 10,
      confidence: 0.86,
      measureVersion: HAIR_COLOUR_MEASURE_VERSION,
    });
  });

  it('shows a rough guess with a warning to check it, and the same Confirm', async () => {
    measuring(suggestion({ level: 4.6, tone: 'cool', greyShare: 30, confidence: 0.72 }));
    const { recordAnalysis } = showStep(sessionWith({}), new Blob(['portrait']));
    fireEvent.click(screen.getByRole('button', { name: 'Measure from the portrait' }));

    expect(
      await screen.findByText('Rough guess: Level 5 (Light brown), cool, 30% grey — confidence 72%'),
    ).toBeVisible();
    expect(screen.getByText(ROUGH_GUESS_CHECK)).toBeVisible();
    expect(screen.getByText('The measure is not sure of this photo: check the level against the hair.')).toBeVisible();
    expect(screen.queryByText(/^Suggested:/)).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Confirm the suggestion' });
    fireEvent.click(confirm);
    expect(screen.getByText('Level 5 (Light brown), cool, 30% grey')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save analysis' }));
    expect(saved(recordAnalysis)?.hairColour).toEqual({ level: 5, tone: 'cool', greyShare: 30 });
    expect(saved(recordAnalysis)?.hairColourSuggestion).toMatchObject({ level: 4.6, confidence: 0.72 });
  });

  it('shows no colour for an unsure suggestion, yet keeps it beside the colour entered by hand', async () => {
    measuring(suggestion({ level: 8.3, tone: 'neutral', greyShare: 0, confidence: 0.31 }));
    const { recordAnalysis } = showStep(sessionWith({}), new Blob(['portrait']));
    fireEvent.click(screen.getByRole('button', { name: 'Measure from the portrait' }));

    expect(
      await screen.findByText(
        'No suggestion: the measure is too unsure of this photo to suggest a colour. Enter the colour by hand.',
      ),
    ).toBeVisible();
    expect(screen.getByText(`No suggestion: ${TOO_UNSURE}`)).toBeVisible();
    expect(screen.queryByText(/Level 8/)).toBeNull();
    expect(screen.queryByText(/confidence/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm the suggestion' })).toBeNull();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Level' })).getByRole('button', { name: '7 Medium blonde' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Warm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save analysis' }));
    expect(saved(recordAnalysis)?.hairColour).toEqual({ level: 7, tone: 'warm', greyShare: 0 });
    expect(saved(recordAnalysis)?.hairColourSuggestion).toEqual({
      level: 8.3,
      tone: 'neutral',
      greyShare: 0,
      confidence: 0.31,
      measureVersion: HAIR_COLOUR_MEASURE_VERSION,
    });
  });

  it('still sends the last suggestion after a return to the step, and none that the server would refuse', async () => {
    const measure = measuring(suggestion({ level: 6.2, confidence: 0.9 }));
    const { recordAnalysis, leaveAndReturn } = showStep(sessionWith({}), new Blob(['portrait']));
    fireEvent.click(screen.getByRole('button', { name: 'Measure from the portrait' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the suggestion' }));
    // A second measure that finds nothing leaves the last suggestion as it was.
    measure.mockResolvedValueOnce({ kind: 'none', reason: 'No hair was found in the portrait.' });
    fireEvent.click(screen.getByRole('button', { name: 'Measure from the portrait' }));
    expect(await screen.findByText('No suggestion: No hair was found in the portrait.')).toBeVisible();
    // So does one from a measure of an older build, which named no version.
    measure.mockResolvedValueOnce({ ...suggestion({ level: 2 }), measureVersion: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Measure from the portrait' }));
    expect(await screen.findByText(/^Suggested: Level 2/)).toBeVisible();

    leaveAndReturn();
    expect(screen.queryByText(/^Suggested:/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More grey' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save analysis' }));
    expect(saved(recordAnalysis)?.hairColourSuggestion).toMatchObject({ level: 6.2, confidence: 0.9 });
  });

  it('says why there is no suggestion, and saves no colour when none is set', async () => {
    measuring({ kind: 'none', reason: 'No hair was found in the portrait: retake it with the hair in view.' });
    const { recordAnalysis } = showStep(sessionWith({}), new Blob(['portrait']));
    fireEvent.click(screen.getByRole('button', { name: 'Measure from the portrait' }));
    expect(
      await screen.findByText('No suggestion: No hair was found in the portrait: retake it with the hair in view.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm the suggestion' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save analysis' }));
    expect(saved(recordAnalysis)?.hairColour).toBeNull();
  });

  it('after a reload, measures the uploaded selfie fetched with the mirror’s credential', async () => {
    const measure = measuring(suggestion({ level: 3, tone: 'cool', greyShare: 0, confidence: 0.5 }));
    const photo = vi.fn(async () => new Response('selfie', { headers: { 'content-type': 'image/png' } }));
    vi.stubGlobal('fetch', photo);
    showStep(sessionWith({ selfieUrl: '/photos/appointments/a1/selfie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Measure from the portrait' }));
    expect(await screen.findByText('Rough guess: Level 3 (Dark brown), cool, 0% grey — confidence 50%')).toBeVisible();
    expect(photo).toHaveBeenCalledWith(
      '/photos/appointments/a1/selfie',
      expect.objectContaining({ headers: { authorization: 'Bearer device-credential' } }),
    );
    expect(await (measure.mock.calls[0] as unknown as [Blob])[0].text()).toBe('selfie');
  });

  it('without a portrait, says to take it first and sets the colour by hand', () => {
    const { recordAnalysis } = showStep(sessionWith({}));
    expect(screen.getByRole('button', { name: 'Measure from the portrait' })).toBeDisabled();
    expect(screen.getByText(NO_PORTRAIT)).toBeVisible();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Level' })).getByRole('button', { name: '8 Light blonde' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save analysis' }));
    expect(screen.getByRole('alert').textContent).toBe('The tone is warm, neutral or cool.');
    expect(recordAnalysis).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Neutral' }));
    expect(screen.getByText('Level 8 (Light blonde), neutral, 0% grey')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save analysis' }));
    expect(saved(recordAnalysis)?.hairColour).toEqual({ level: 8, tone: 'neutral', greyShare: 0 });
  });

  it('clears a colour set by mistake', async () => {
    const { recordAnalysis } = showStep(sessionWith({ previousHairAnalysis: LAST_VISIT }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the hair colour' }));
    expect(screen.getByText('Not set')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save analysis' }));
    await waitFor(() => expect(saved(recordAnalysis)?.hairColour).toBeNull());
  });
});
