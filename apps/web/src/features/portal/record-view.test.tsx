// @vitest-environment jsdom
import { allergyMessages } from '@piiq/domain/allergies';
import {
  CONSENT_QUESTIONS,
  consentMessages,
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
  type ConsentQuestion,
} from '@piiq/domain/consent-forms';
import { phoneMessages } from '@piiq/domain/phone';
import { SAVED_SUCCESSFULLY } from '@piiq/domain/salon-settings';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { portalRoutes } from './portal-routes.tsx';
import { SIGNED_THANKS, STANDING_WORDS } from './record-view.tsx';

// The view is a lazy chunk: loaded up front, so its first import does not outlast findBy's wait.
await import('./record-view.tsx');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const salon = { id: 's1', name: 'Bondi Beach Hair Studio', timeZone: 'Australia/Sydney', onboardingComplete: true };
const client = {
  id: 'u1',
  email: 'jo@example.com',
  name: 'Jo',
  profileRole: 'Client',
  isProviderStaff: false,
  termsOfServiceLocale: 'en-US',
  termsOfServiceVersion: 2,
  termsOfServiceAcceptedAt: null,
  salonAccess: [{ salonAdmin: false, salonClient: true, salon }],
};

const FORM_TEXT = 'Consultation and consent\n\nPhotos. The mirror takes photos of your hair.';

interface RecordData {
  consentForm: { version: number; text: string };
  consentStanding: 'signed' | 'older' | 'none';
  allergies: Array<{ id: string; text: string; source: 'salon' | 'client' }>;
}

const record = (fields: Partial<RecordData> = {}): RecordData => ({
  consentForm: { version: 2, text: FORM_TEXT },
  consentStanding: 'none',
  allergies: [
    { id: 'al1', text: 'Ammonia: itchy scalp', source: 'salon' },
    { id: 'al2', text: 'Latex', source: 'client' },
  ],
  ...fields,
});

function Portal() {
  return <>{useRoutes([portalRoutes])}</>;
}

function setup(path: string, handlers: Parameters<typeof mockGraphql>[0] = {}) {
  const calls = mockGraphql({
    GetMySalons: () => ({ data: { me: client } }),
    GetMyColourRecord: () => ({ data: { myColourRecord: record() } }),
    GetMyPhone: () => ({ data: { me: { id: 'u1', phone: '+61412345678' } } }),
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Portal />
    </MemoryRouter>,
  );
  return { calls, user };
}

const named = (calls: ReturnType<typeof mockGraphql>, name: string) =>
  calls.filter((call) => call.operationName === name);

const section = (name: string) => screen.getByRole('region', { name });

/** A stroke across the pad, whose box is drawn 500 × 200 px at the page's corner. */
function drawSignature() {
  const pad = screen.getByRole('application', { name: 'Your signature' });
  const box = { left: 0, top: 0, width: SIGNATURE_WIDTH / 2, height: SIGNATURE_HEIGHT / 2 };
  vi.spyOn(pad, 'getBoundingClientRect').mockReturnValue({
    ...box,
    x: 0,
    y: 0,
    right: box.width,
    bottom: box.height,
    toJSON: () => box,
  });
  const pointer = { pointerId: 1, pointerType: 'mouse', button: 0 };
  fireEvent.pointerDown(pad, { ...pointer, clientX: 50, clientY: 100 });
  fireEvent.pointerMove(pad, { ...pointer, clientX: 100, clientY: 80 });
  fireEvent.pointerMove(pad, { ...pointer, clientX: 150, clientY: 120 });
  fireEvent.pointerUp(pad, { ...pointer, clientX: 150, clientY: 120 });
}

const questionName = (key: ConsentQuestion) => new RegExp(`^${CONSENT_QUESTIONS[key].replace('?', '\\?')}`);
const question = (key: ConsentQuestion) => screen.getByRole('group', { name: questionName(key) });
const findQuestion = (key: ConsentQuestion) => screen.findByRole('group', { name: questionName(key) });

describe('the portal’s consent and allergies', () => {
  it('shows the salon’s form and where the client stands, back to the visit it was opened from', async () => {
    setup('/portal/salons/s1/record?appointmentId=a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consent and allergies' })).toBeVisible();
    expect(await screen.findByText(STANDING_WORDS.none)).toBeVisible();
    // Its lines as the salon wrote them.
    expect(screen.getByText(/^Consultation and consent/).textContent).toBe(FORM_TEXT);
    expect(screen.getByText('Bondi Beach Hair Studio')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your appointment' }).getAttribute('href')).toBe('/portal/appointments/a1');
    for (const question of Object.values(CONSENT_QUESTIONS))
      expect(screen.getByRole('group', { name: new RegExp(`^${question.replace('?', '\\?')}`) })).toBeVisible();
  });

  it.each([
    ['signed', STANDING_WORDS.signed, 'You signed the current form.'],
    ['older', STANDING_WORDS.older, 'The salon changed its form: please read it and sign again.'],
    ['none', STANDING_WORDS.none, 'You have not signed this salon’s form yet.'],
  ] as const)('says a standing of %s in the product’s words', async (standing, words, expected) => {
    expect(words).toBe(expected);
    setup('/portal/salons/s1/record', {
      GetMyColourRecord: () => ({ data: { myColourRecord: record({ consentStanding: standing }) } }),
    });
    expect(await screen.findByText(expected)).toBeVisible();
    expect(screen.getByRole('link', { name: 'All appointments' })).toBeVisible();
  });

  it('asks for both answers and a signature before signing, the focus on the first thing to answer', async () => {
    const { calls, user } = setup('/portal/salons/s1/record');
    await user.click(await screen.findByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(consentMessages.photosAnswerRequired)).toBeVisible();
    expect(screen.getByText(consentMessages.reactionAnswerRequired)).toBeVisible();
    expect(screen.getByText(consentMessages.signatureRequired)).toBeVisible();
    // The first thing to answer has the focus, its message read with it.
    const photosYes = within(question('photosAllowed')).getByRole('radio', { name: 'Yes' });
    expect(document.activeElement).toBe(photosYes);
    expect(photosYes).toHaveAccessibleDescription(consentMessages.photosAnswerRequired);

    await user.click(photosYes);
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const reactionNo = within(question('reactedBefore')).getByRole('radio', { name: 'No' });
    expect(document.activeElement).toBe(within(question('reactedBefore')).getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByText(consentMessages.photosAnswerRequired)).toBeNull();

    await user.click(reactionNo);
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(document.activeElement).toBe(screen.getByRole('application', { name: 'Your signature' }));
    expect(screen.queryByText(consentMessages.reactionAnswerRequired)).toBeNull();
    expect(named(calls, 'SignConsent')).toHaveLength(0);
  });

  it('signs the version read, with the answer and the visit, then thanks the client', async () => {
    const { calls, user } = setup('/portal/salons/s1/record?appointmentId=a1', {
      SignConsent: () => ({ data: { signConsent: record({ consentStanding: 'signed' }) } }),
    });
    await user.click(within(await findQuestion('photosAllowed')).getByRole('radio', { name: 'Yes' }));
    await user.click(within(question('reactedBefore')).getByRole('radio', { name: 'Yes' }));
    drawSignature();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(SIGNED_THANKS)).toBeVisible();
    expect(screen.getByText(STANDING_WORDS.signed)).toBeVisible();
    expect(named(calls, 'SignConsent')[0]?.variables).toEqual({
      salonId: 's1',
      appointmentId: 'a1',
      input: {
        formVersion: 2,
        photosAllowed: true,
        reactedBefore: true,
        signature: [
          [
            [100, 200],
            [200, 160],
            [300, 240],
          ],
        ],
      },
    });
    // The pad is empty again: the signature is the salon's now.
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('when the salon changed its form meanwhile, says so and shows the new form to sign', async () => {
    let current = record();
    const { calls, user } = setup('/portal/salons/s1/record', {
      GetMyColourRecord: () => ({ data: { myColourRecord: current } }),
      SignConsent: () => {
        current = record({ consentForm: { version: 3, text: 'The new form.' }, consentStanding: 'none' });
        return apiError(consentMessages.versionChanged, 'CONFLICT');
      },
    });
    await user.click(within(await findQuestion('photosAllowed')).getByRole('radio', { name: 'No' }));
    await user.click(within(question('reactedBefore')).getByRole('radio', { name: 'No' }));
    drawSignature();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(consentMessages.versionChanged);
    expect(await screen.findByText('The new form.')).toBeVisible();
    expect(named(calls, 'GetMyColourRecord')).toHaveLength(2);
    expect(named(calls, 'SignConsent')[0]?.variables).toMatchObject({
      appointmentId: null,
      input: { formVersion: 2, photosAllowed: false, reactedBefore: false },
    });
  });

  it('lists the salon’s entries without Remove, and adds and removes the client’s own', async () => {
    const { calls, user } = setup('/portal/salons/s1/record', {
      AddMyAllergy: (variables) => ({ data: { addMyAllergy: { id: 'al3', text: variables.text, source: 'client' } } }),
      RemoveMyAllergy: (variables) => ({ data: { removeMyAllergy: { id: variables.id } } }),
    });
    const salonEntry = await screen.findByRole('listitem', { name: 'Ammonia: itchy scalp' });
    expect(within(salonEntry).getByText('Recorded by the salon')).toBeVisible();
    expect(within(salonEntry).queryByRole('button')).toBeNull();

    const allergies = section('Allergies and sensitivities');
    await user.click(within(allergies).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(allergyMessages.required)).toBeVisible();
    expect(named(calls, 'AddMyAllergy')).toHaveLength(0);

    await user.type(within(allergies).getByLabelText('Allergy or sensitivity'), '  Henna  {Enter}');
    expect(await screen.findByRole('listitem', { name: 'Henna' })).toBeVisible();
    expect(named(calls, 'AddMyAllergy')[0]?.variables).toEqual({ salonId: 's1', text: 'Henna' });
    expect(within(allergies).getByLabelText<HTMLInputElement>('Allergy or sensitivity').value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Remove Latex' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Latex' })).toBeNull());
    expect(named(calls, 'RemoveMyAllergy')[0]?.variables).toEqual({ salonId: 's1', id: 'al2' });
  });

  it('shows the server’s refusal of one allergy too many', async () => {
    const { user } = setup('/portal/salons/s1/record', {
      AddMyAllergy: () => apiError(allergyMessages.tooMany, 'BAD_USER_INPUT'),
    });
    await user.type(await screen.findByLabelText('Allergy or sensitivity'), 'Henna{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(allergyMessages.tooMany);
  });

  it('shows the client’s phone, checks it by the phone rules and saves it', async () => {
    const { calls, user } = setup('/portal/salons/s1/record', {
      SaveMyPhone: () => ({ data: { updateUser: { id: 'u1', phone: '+64211234567' } } }),
    });
    const phone = await screen.findByLabelText<HTMLInputElement>('Phone');
    expect(phone.value).toBe('0412 345 678');
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save phone' }));
    expect(await screen.findByText(phoneMessages.invalid)).toBeVisible();
    expect(named(calls, 'SaveMyPhone')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Country'), 'NZ');
    await user.clear(phone);
    await user.type(phone, '021 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save phone' }));
    expect(await screen.findByText(SAVED_SUCCESSFULLY)).toBeVisible();
    expect(named(calls, 'SaveMyPhone')[0]?.variables).toEqual({
      id: 'u1',
      input: { phone: { country: 'NZ', number: '021 123 4567' } },
    });
  });

  it('says so for a salon the client does not belong to, and asks the server nothing about it', async () => {
    const { calls } = setup('/portal/salons/other/record');
    expect(await screen.findByText("We couldn't find this salon.")).toBeVisible();
    expect(named(calls, 'GetMyColourRecord')).toHaveLength(0);
  });
});
