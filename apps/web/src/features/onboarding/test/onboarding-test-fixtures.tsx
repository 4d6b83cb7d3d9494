/** Test fixtures: a fake salon behind the wizard's GraphQL operations, saving as the server does. */
import { mergeOnboardingState, onboardingStateInputSchema, type OnboardingStep } from '@piiq/domain/onboarding';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { mockGraphql } from '../../../test/test-utils.tsx';
import { createAccess, createViewer, renderWithViewer } from '../../../test/viewer-fixtures.tsx';
import { OnboardingPage } from '../onboarding-page.tsx';

export const SALON_ID = 's1';

export interface FakeSalon {
  onboardingComplete: boolean;
  onboardingState: string | null;
  defaultSocialMediaMessage: string | null;
  rebookNotificationMessage: string | null;
  rebookNotificationDelay: number;
  scheduleRebookReminderOnRequest: boolean;
}

export interface FakeBrand {
  id: string;
  name: string;
  availableToSalon: boolean;
  visibleToClients: boolean;
}

export const demoBrands: FakeBrand[] = [
  { id: 'b1', name: 'Lumière Professionnel', availableToSalon: true, visibleToClients: true },
  { id: 'b2', name: 'Kōwhai Haircare', availableToSalon: true, visibleToClients: false },
  { id: 'b3', name: 'Coming Soon Botanics', availableToSalon: true, visibleToClients: false },
  { id: 'b4', name: 'Not Offered Co', availableToSalon: false, visibleToClients: false },
];

export const stateText = (completedSections: number, skipped?: OnboardingStep[]) =>
  JSON.stringify({ version: '2020-02-06', completedSections, ...(skipped ? { skipped } : {}) });

type Handlers = Parameters<typeof mockGraphql>[0];

export interface WizardOptions {
  completedSections?: number;
  skipped?: OnboardingStep[];
  salon?: Partial<FakeSalon>;
  staff?: string[];
  brands?: FakeBrand[];
  preferredBrand?: string | null;
  videoUrl?: string | null;
  /** Replaces or adds answers, e.g. a failing CreateStaff. */
  handlers?: Handlers;
  path?: string;
  admin?: boolean;
}

const routes: RouteObject[] = [
  { path: '/:salonId/onboarding', element: <OnboardingPage /> },
  { path: '/:salonId/dashboard', element: <h1>Dashboard</h1> },
  { path: '/:salonId/settings/:tab', element: <h1>Settings</h1> },
];

/**
 * Renders the wizard for one salon, with the `user` who works it. Saves change the fake salon the way
 * the server does (the progress never goes back), so a test can follow the wizard from step to step.
 * It unmounts the page and takes its fake fetch away once the test ends, so no test file repeats that
 * teardown.
 */
export function renderWizard(options: WizardOptions = {}) {
  onTestFinished(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  const user = userEvent.setup({ delay: null });
  /** Puts text in a field at once (typing key by key into MUI inputs is slow in jsdom), then Enter if asked. */
  const enterText = async (field: HTMLElement, text: string, { submit = false } = {}) => {
    await user.click(field);
    await user.paste(text);
    if (submit) await user.keyboard('{Enter}');
  };
  const salon: FakeSalon = {
    onboardingComplete: false,
    onboardingState: stateText(options.completedSections ?? 0, options.skipped),
    defaultSocialMediaMessage: null,
    rebookNotificationMessage: null,
    rebookNotificationDelay: 0,
    scheduleRebookReminderOnRequest: true,
    ...options.salon,
  };
  const staff = (options.staff ?? []).map((name, index) => ({ id: `staff-${index}`, name, active: true }));
  const brands = options.brands ?? demoBrands;
  const salonAnswer = () => ({ id: SALON_ID, ...salon });
  const calls = mockGraphql({
    GetSalon: () => ({ data: { salon: salonAnswer() } }),
    GetSalonStaff: () => ({ data: { salon: { id: SALON_ID, staff: { items: staff, totalCount: staff.length } } } }),
    CreateStaff: (variables) => {
      const { name } = (variables as { input: { name: string } }).input;
      const member = { id: `staff-${staff.length}`, name, active: true };
      staff.push(member);
      return { data: { createStaff: member } };
    },
    GetSalonCatalogBrands: () => ({
      data: {
        salon: {
          id: SALON_ID,
          preferredRecommendationBrand: options.preferredBrand === undefined ? 'b1' : options.preferredBrand,
          catalog: { allBrands: brands.map((brand) => ({ ...brand, logoUrl: null })) },
        },
      },
    }),
    UpdateSalon: (variables) => {
      const { input } = variables as { input: Partial<FakeSalon> & Record<string, unknown> };
      const { onboardingState, ...rest } = input;
      Object.assign(salon, Object.fromEntries(Object.entries(rest).filter(([key]) => key in salon)));
      if (onboardingState) {
        salon.onboardingState = mergeOnboardingState(
          salon.onboardingState,
          onboardingStateInputSchema.parse(onboardingState),
        );
      }
      return { data: { updateSalon: salonAnswer() } };
    },
    GetMySalons: () => ({ data: { me: viewer } }),
    ...options.handlers,
  });
  const viewer = createViewer([
    createAccess(SALON_ID, {
      salonAdmin: options.admin ?? true,
      salonClient: !(options.admin ?? true),
      salon: { name: 'Bondi Hair', onboardingComplete: salon.onboardingComplete },
    }),
  ]);
  const router = renderWithViewer(routes, options.path ?? `/${SALON_ID}/onboarding`, viewer, {
    onboardingVideoUrl: options.videoUrl ?? null,
  });
  /** The variables of every call of one operation, in order. */
  const sent = (operationName: string) =>
    calls.filter((call) => call.operationName === operationName).map((call) => call.variables);
  return { calls, sent, router, salon, staff, user, enterText };
}

/** What an UpdateSalon of the wizard's salon sends. */
export const salonSaved = (input: Record<string, unknown>) => ({ id: SALON_ID, input });

/** What a save of the wizard's progress alone sends: the sections completed, and those skipped. */
export const progressSaved = (completedSections: number, skipped?: OnboardingStep[]) =>
  salonSaved({ onboardingState: stateText(completedSections, skipped) });

export const button = (name: string) => screen.getByRole('button', { name });
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
/** The staff step shows its field once the saved team has loaded. */
export const staffField = () => screen.findByLabelText('Team member name');
export const menuItem = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Registration menu' })).getByRole('button', { name });

/** A promise the test settles, to hold a save open while it looks at the busy state. */
export function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
