// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphql, renderWithQueryClient } from '../../../test/test-utils.tsx';
import { mirrorSession } from '../test/mirror-session.ts';
import { TreatmentStep } from './treatment-step.tsx';
import { ConsultationContext, type ConsultationApi, type Session } from './use-consultation.ts';

const LAST_FORMULA = {
  appointmentId: 'a0',
  // 20 October in UTC, already the 21st in the salon's Sydney.
  visitedAt: '2026-10-20T14:00:00.000Z',
  summary: '6/0 Koleston Perfect 30 g + 20 vol (6%) 45 ml · Roots · 35 min',
  hairColour: { level: 6, tone: 'warm' as const, greyShare: 10 },
  bowls: [
    {
      summary: '6/0 Koleston Perfect 30 g + 20 vol (6%) 45 ml · Roots · 35 min',
      products: [{ productId: null, name: 'Koleston Perfect', shade: '6/0', amount: 30, unit: 'g' as const }],
      developerVolume: 20,
      developerAmount: 45,
      developerUnit: 'ml' as const,
      appliedTo: 'Roots',
      processingMinutes: 35,
      note: 'Regrowth 2 cm',
    },
  ],
};

function colourRecord(overrides: Partial<NonNullable<Session['colourRecord']>> = {}): Session['colourRecord'] {
  return {
    timeZone: 'Australia/Sydney',
    allergies: [],
    lastFormula: LAST_FORMULA,
    formula: null,
    patchTestStanding: { kind: 'none', warning: 'No patch test is on record.' },
    consentForm: { version: 1, text: 'Form' },
    consentStanding: 'none',
    ...overrides,
  };
}

function renderStep(session: Session, api: Partial<ConsultationApi> = {}) {
  const refuse = () => Promise.reject(new Error('not part of the Treatment step'));
  const consultation: ConsultationApi = {
    credential: 'device-credential',
    session,
    step: 3,
    busy: false,
    problem: null,
    offline: false,
    goTo: vi.fn(),
    next: vi.fn(),
    portrait: null,
    hairColourSuggestion: null,
    keepHairColourSuggestion: vi.fn(),
    uploadPhoto: refuse,
    recordAnalysis: refuse,
    saveTreatment: vi.fn(() => Promise.resolve(true)),
    chooseColourService: vi.fn(() => Promise.resolve(true)),
    signConsent: vi.fn(() => Promise.resolve(true)),
    saveFormula: vi.fn(() => Promise.resolve(true)),
    computeRecommendations: refuse,
    setRecommendations: refuse,
    likePhoto: refuse,
    saveCart: refuse,
    requestRebook: refuse,
    saveNotes: refuse,
    finish: refuse,
    ...api,
  };
  // The formula's product suggestions: none here, so every product is typed.
  mockGraphql({
    MirrorRecommendableProducts: () => ({ data: { mirror: { id: 'mirror-1', recommendableProducts: [] } } }),
  });
  renderWithQueryClient(
    <ConsultationContext value={consultation}>
      <TreatmentStep />
    </ConsultationContext>,
  );
  return consultation;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Treatment step’s colour service', () => {
  it('asks the stylist to acknowledge the patch-test warning before choosing a colour service', async () => {
    const consultation = renderStep(mirrorSession({ colourRecord: colourRecord() }));
    fireEvent.click(screen.getByRole('switch', { name: 'Colour service today' }));
    const dialog = await screen.findByRole('dialog', { name: 'Patch test' });
    expect(within(dialog).getByText('No patch test is on record.')).toBeTruthy();
    expect(consultation.chooseColourService).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge and go ahead' }));
    expect(consultation.chooseColourService).toHaveBeenCalledWith(true, true);
  });

  it('chooses it at once with a valid patch test, and drops it without asking', () => {
    const valid = colourRecord({ patchTestStanding: { kind: 'valid', warning: null } });
    const consultation = renderStep(mirrorSession({ colourRecord: valid }));
    fireEvent.click(screen.getByRole('switch', { name: 'Colour service today' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(consultation.chooseColourService).toHaveBeenCalledWith(true, false);
    cleanup();
    const chosen = renderStep(mirrorSession({ colourRecord: valid }, { colourService: true }));
    fireEvent.click(screen.getByRole('switch', { name: 'Colour service today' }));
    expect(chosen.chooseColourService).toHaveBeenCalledWith(false, false);
  });
});

describe('the colour formula', () => {
  const chosen = () =>
    mirrorSession(
      { colourRecord: colourRecord({ patchTestStanding: { kind: 'valid', warning: null } }) },
      { colourService: true, hairAnalysis: null },
    );

  it('shows the last visit’s colour and formula, and starts today’s from it without its note', async () => {
    const consultation = renderStep(chosen());
    expect(screen.getByText(/Level 6 \(Dark blonde\), warm, 10% grey, formula 6\/0 Koleston Perfect/)).toBeTruthy();
    expect(screen.getByText('Last visit (21.10.2026):')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start from last formula' }));
    const bowl = screen.getByRole('group', { name: 'Bowl 1' });
    expect((within(bowl).getByLabelText('Product') as HTMLInputElement).value).toBe('Koleston Perfect');
    expect((within(bowl).getByLabelText('Amount') as HTMLInputElement).value).toBe('30');
    expect((within(bowl).getByLabelText('Note') as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(within(bowl).getByLabelText('Amount'), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save formula' }));
    await screen.findByText('Formula saved.');
    expect(consultation.saveFormula).toHaveBeenCalledWith({
      bowls: [expect.objectContaining({ products: [expect.objectContaining({ amount: 35, shade: '6/0' })] })],
    });
  });

  it('names what is wrong in the bowl instead of saving', () => {
    const consultation = renderStep(chosen());
    fireEvent.click(screen.getByRole('button', { name: 'Save formula' }));
    const bowl = screen.getByRole('group', { name: 'Bowl 1' });
    expect(within(bowl).getByText('Enter the product’s name.')).toBeTruthy();
    expect(within(bowl).getByText('Enter an amount from 0.5 to 1,000.')).toBeTruthy();
    expect(consultation.saveFormula).not.toHaveBeenCalled();
  });
});

describe('consent before a colour service', () => {
  it('asks a client who never signed to sign on the mirror, and refuses an unanswered form', async () => {
    const session = mirrorSession(
      { colourRecord: colourRecord({ patchTestStanding: { kind: 'valid', warning: null } }) },
      { colourService: true },
    );
    const consultation = renderStep(session);
    const consent = screen.getByRole('region', { name: 'Consent' });
    expect(within(consent).getByText(/has not signed the salon’s consultation and consent form/)).toBeTruthy();
    fireEvent.click(within(consent).getByRole('button', { name: 'Sign on the mirror' }));
    const dialog = await screen.findByRole('dialog', { name: 'Consultation and consent' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(within(dialog).getByText('Answer whether the salon may keep and show your photos.')).toBeTruthy();
    expect(
      within(dialog).getByText('Answer whether you have ever reacted to hair colour, lightener or a patch test.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Sign in the box with a finger or the mouse.')).toBeTruthy();
    expect(consultation.signConsent).not.toHaveBeenCalled();
  });

  it('says so when the client signed the current form', () => {
    const signed = colourRecord({ patchTestStanding: { kind: 'valid', warning: null }, consentStanding: 'signed' });
    renderStep(mirrorSession({ colourRecord: signed }, { colourService: true }));
    expect(screen.getByText('The client signed the salon’s current consultation and consent form.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign on the mirror' })).toBeNull();
  });
});
