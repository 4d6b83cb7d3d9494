// @vitest-environment jsdom
import { consentMessages, DEFAULT_CONSENT_FORM_TEXT } from '@piiq/domain/consent-forms';
import { patchTestMessages } from '@piiq/domain/patch-tests';
import { SAVED_SUCCESSFULLY } from '@piiq/domain/salon-settings';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../test/test-utils.tsx';
import { newVersionNotice, PATCH_TEST_WINDOW_HINT } from './client-records-tab.tsx';
import { callsNamed, renderSettings, SALON_ID } from './test/settings-test-utils.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Form {
  version: number;
  text: string;
  savedAt: string | null;
  savedBy: string | null;
}

const defaultForm: Form = { version: 1, text: DEFAULT_CONSENT_FORM_TEXT, savedAt: null, savedBy: null };
const savedForm: Form = {
  version: 3,
  text: 'Our own consent form.',
  // 2 December in Sydney, still 1 December in UTC.
  savedAt: '2026-12-01T20:00:00.000Z',
  savedBy: 'owner@salon.test',
};

function renderTab(form: Form, overrides: Parameters<typeof renderSettings>[1] = {}) {
  return renderSettings(`/${SALON_ID}/settings/client-records`, {
    GetClientRecordSettings: () => ({
      data: { salon: { id: SALON_ID, timeZone: 'Australia/Sydney', patchTestWindowMonths: 6, consentForm: form } },
    }),
    ...overrides,
  });
}

const formText = () => screen.getByLabelText<HTMLTextAreaElement>(/^Form text/);
const windowField = () => screen.getByLabelText<HTMLInputElement>(/^Patch test window \(months\)/);

describe('client records settings', () => {
  it('shows the default form as version 1, and the window with its hint', async () => {
    renderTab(defaultForm);
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Records Settings' })).toBeVisible();
    expect(await screen.findByText('Version 1 · piiq’s default form')).toBeVisible();
    expect(formText().value).toBe(DEFAULT_CONSENT_FORM_TEXT);
    expect(windowField().value).toBe('6');
    expect(screen.getByText(PATCH_TEST_WINDOW_HINT)).toBeVisible();
  });

  it('still names the default form as piiq’s once a first signature has written it down', async () => {
    renderTab({ ...defaultForm, savedAt: '2026-12-02T01:00:00.000Z', savedBy: 'piiq (default form)' });
    expect(await screen.findByText('Version 1 · piiq’s default form')).toBeVisible();
  });

  it("says who saved the form and on which day of the salon's zone", async () => {
    renderTab(savedForm);
    expect(await screen.findByText(/^Version 3 · saved by owner@salon\.test on/)).toHaveTextContent(
      'Version 3 · saved by owner@salon.test on 2.12.2026',
    );
  });

  it('saves a changed text as a new version and says clients sign again', async () => {
    const { calls } = renderTab(savedForm, {
      UpdateConsentForm: (variables) => ({
        data: {
          updateConsentForm: {
            version: 4,
            text: variables.text,
            savedAt: '2026-12-05T01:00:00.000Z',
            savedBy: 'owner@salon.test',
          },
        },
      }),
    });
    await screen.findByText(/^Version 3/);
    fireEvent.change(formText(), { target: { value: 'Our new consent form.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText(newVersionNotice(4))).toBeVisible();
    expect(callsNamed(calls, 'UpdateConsentForm')[0]?.variables).toEqual({
      salonId: SALON_ID,
      text: 'Our new consent form.',
    });
    expect(screen.getByText(/^Version 4 · saved by/)).toHaveTextContent('on 5.12.2026');
  });

  it('keeps the version of an unchanged text and says only that it saved', async () => {
    renderTab(savedForm, { UpdateConsentForm: () => ({ data: { updateConsentForm: savedForm } }) });
    await screen.findByText(/^Version 3/);
    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText(SAVED_SUCCESSFULLY)).toBeVisible();
    expect(screen.getByText(/^Version 3 · saved by/)).toBeVisible();
  });

  it("refuses an empty form with the domain's words, and shows a refusal of the server's", async () => {
    const { calls } = renderTab(savedForm, {
      UpdateConsentForm: () =>
        apiError('Someone else saved the form just now: open it again to see theirs.', 'CONFLICT'),
    });
    await screen.findByText(/^Version 3/);
    fireEvent.change(formText(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText(consentMessages.textRequired)).toBeVisible();
    expect(callsNamed(calls, 'UpdateConsentForm')).toHaveLength(0);

    fireEvent.change(formText(), { target: { value: 'Changed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else saved the form just now: open it again to see theirs.',
    );
  });

  it('refuses a window outside 1 to 24 months, and saves one inside', async () => {
    const { calls } = renderTab(defaultForm, {
      SetPatchTestWindow: (variables) => ({ data: { setPatchTestWindow: variables.months } }),
    });
    await screen.findByText(/^Version 1/);
    const save = screen.getByRole('button', { name: 'Save' });
    for (const entry of ['0', '25', '1.5', '']) {
      fireEvent.change(windowField(), { target: { value: entry } });
      fireEvent.click(save);
      expect(await screen.findByText(patchTestMessages.windowInvalid)).toBeVisible();
    }
    expect(callsNamed(calls, 'SetPatchTestWindow')).toHaveLength(0);

    fireEvent.change(windowField(), { target: { value: '12' } });
    fireEvent.click(save);
    expect(await screen.findByText(SAVED_SUCCESSFULLY)).toBeVisible();
    await waitFor(() =>
      expect(callsNamed(calls, 'SetPatchTestWindow')[0]?.variables).toEqual({ salonId: SALON_ID, months: 12 }),
    );
    expect(screen.getByText(PATCH_TEST_WINDOW_HINT)).toBeVisible();
  });
});
