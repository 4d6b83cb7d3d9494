// @vitest-environment jsdom
import { allergyMessages } from '@piiq/domain/allergies';
import { authMessages } from '@piiq/domain/auth-rules';
import { patchTestMessages } from '@piiq/domain/patch-tests';
import { phoneMessages } from '@piiq/domain/phone';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphql, renderWithQueryClient, type GraphqlCall } from '../../test/test-utils.tsx';
import { ClientPage } from './client-page.tsx';
import type { ClientRecord, ColourRecord } from './clients-operations.ts';
import { clientsPaths, clientUrl } from './urls.ts';

// The record patch test form is a lazy chunk: loaded up front, so a first import under the test's
// transform does not outlast findBy's wait.
await import('./record-patch-test-dialog.tsx');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SALON = 'salon-1';
const CLIENT = '00000000-0000-4000-8000-0000000c0001';

/** A client who has been coloured: two visits, one with a formula, a clear test, a signature. */
const colourRecord: ColourRecord = {
  phone: '+61412345678',
  allergies: [
    { id: 'allergy-1', text: 'Ammonia: itchy scalp', source: 'salon' },
    { id: 'allergy-2', text: 'Latex', source: 'client' },
  ],
  patchTests: [
    {
      id: 'test-2',
      testedAt: '2026-03-01T22:30:00.000Z',
      products: 'Koleston Perfect 6/0',
      result: 'negative',
      testedBy: 'Maya',
    },
    { id: 'test-1', testedAt: '2025-08-01T00:00:00.000Z', products: 'Majirel 7', result: 'positive', testedBy: 'Jack' },
  ],
  patchTestStanding: { kind: 'valid', dueText: 'Next patch test due by 2.09.2026.' },
  consentStanding: 'signed',
  consents: [
    {
      id: 'signature-2',
      formVersion: 2,
      signedAt: '2026-03-01T23:00:00.000Z',
      signedOn: 'mirror',
      photosAllowed: true,
      reactedBefore: true,
      signaturePath: 'M10 10 L200 100 L300 50',
    },
    {
      id: 'signature-1',
      formVersion: 1,
      signedAt: '2025-08-01T00:00:00.000Z',
      signedOn: 'portal',
      photosAllowed: false,
      reactedBefore: null,
      signaturePath: 'M0 0 L100 100',
    },
  ],
};

function client(changes: Partial<ClientRecord> = {}): ClientRecord {
  return {
    id: CLIENT,
    name: 'Ava Brown',
    colourRecord,
    formulas: [
      {
        appointmentId: 'appointment-2',
        visitedAt: '2026-03-01T23:00:00.000Z',
        staffName: 'Maya',
        hairColour: { level: 6, tone: 'neutral', greyShare: 20 },
        bowls: [
          { summary: '6/0 Koleston Perfect 30 g + 20 vol (6%) 45 ml · Roots · 35 min', note: 'Grey at the temples' },
          { summary: '9/16 Illumina 20 g · Ends', note: '' },
        ],
      },
    ],
    sessions: [],
    ...changes,
  };
}

type Handlers = Parameters<typeof mockGraphql>[0];

function show(record: ClientRecord | (() => ClientRecord), handlers: Handlers = {}): GraphqlCall[] {
  const calls = mockGraphql({
    GetClient: () => ({
      data: {
        salon: { id: SALON, timeZone: 'Australia/Sydney', client: typeof record === 'function' ? record() : record },
      },
    }),
    ...handlers,
  });
  renderWithQueryClient(
    <MemoryRouter initialEntries={[clientUrl(SALON, CLIENT)]}>
      <Routes>
        <Route path={clientsPaths.client} element={<ClientPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const region = (name: string) => screen.findByRole('region', { name });
const sent = (calls: GraphqlCall[], operation: string) =>
  calls.filter((call) => call.operationName === operation).map((call) => call.variables);

describe('the client’s colour record', () => {
  it('follows the sessions with Phone, Allergies and sensitivities, Patch tests, Colour formulas and Consent', async () => {
    show(client());
    await region('Consent');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 5)).toEqual([
      'Phone',
      'Allergies and sensitivities',
      'Patch tests',
      'Colour formulas',
      'Consent',
    ]);
  });

  it('shows what the record holds: the phone, each allergy with who added it, the tests, the formulas and the signatures', async () => {
    show(client());
    const phone = await region('Phone');
    expect(within(phone).getByRole('link', { name: '0412 345 678 (Australia)' })).toHaveAttribute(
      'href',
      'tel:+61412345678',
    );
    expect(within(phone).getByRole('textbox', { name: 'Phone' })).toHaveValue('0412 345 678');

    const allergies = screen.getByRole('region', { name: 'Allergies and sensitivities' });
    expect(
      within(allergies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ammonia: itchy scalpRemove', 'LatexAdded by the clientRemove']);

    const tests = screen.getByRole('region', { name: 'Patch tests' });
    expect(within(tests).getByText('Next patch test due by 2.09.2026.')).toBeVisible();
    const rows = within(within(tests).getByRole('table', { name: 'Patch tests' })).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ['2.03.2026 09:30', 'Koleston Perfect 6/0', 'No reaction', 'Maya', 'Remove'],
      ['1.08.2025 10:00', 'Majirel 7', 'Reaction', 'Jack', 'Remove'],
    ]);
    for (const header of ['Put on', 'Products tested', 'Result', 'Tested by'])
      expect(within(tests).getByRole('columnheader', { name: header })).toBeInTheDocument();

    const formulas = screen.getByRole('region', { name: 'Colour formulas' });
    expect(within(formulas).getByRole('heading', { level: 3 })).toHaveTextContent('2.03.2026 10:00, Maya');
    expect(within(formulas).getByText('Level 6 (Dark blonde), neutral, 20% grey')).toBeVisible();
    expect(
      within(formulas).getByText('Bowl 1: 6/0 Koleston Perfect 30 g + 20 vol (6%) 45 ml · Roots · 35 min'),
    ).toBeVisible();
    expect(within(formulas).getByText('Grey at the temples')).toBeVisible();
    expect(within(formulas).getByText('Bowl 2: 9/16 Illumina 20 g · Ends')).toBeVisible();

    const consent = screen.getByRole('region', { name: 'Consent' });
    expect(within(consent).getByText('Signed the current form (version 2) on 2.03.2026, on the mirror.')).toBeVisible();
    const signatures = within(within(consent).getByRole('list', { name: 'Signatures' })).getAllByRole('listitem');
    expect(signatures.map((item) => item.textContent)).toEqual([
      'Version 2, 2.03.2026 10:00, on the mirrorPhotos may be kept and shownHas reacted to hair colour or a patch test before',
      'Version 1, 1.08.2025 10:00, on the portalPhotos not to be kept',
    ]);
    const drawing = within(consent).getByRole('img', { name: 'Signature, version 2' });
    expect(drawing).toHaveAttribute('viewBox', '0 0 1000 400');
    const path = drawing.querySelector('path');
    expect(path).toHaveAttribute('d', 'M10 10 L200 100 L300 50');
    expect(path).toHaveAttribute('stroke', 'currentColor');
    expect(path).toHaveAttribute('fill', 'none');
  });

  it('says what is missing when the record is empty, and shows the standing’s words when a test is needed', async () => {
    show(
      client({
        formulas: [],
        colourRecord: {
          ...colourRecord,
          phone: null,
          allergies: [],
          patchTests: [],
          patchTestStanding: { kind: 'none', dueText: 'No patch test yet: one is needed before a colour service.' },
          consentStanding: 'none',
          consents: [],
        },
      }),
    );
    expect(within(await region('Phone')).getByText('No phone on record.')).toBeVisible();
    expect(screen.getByText('No allergies or sensitivities recorded.')).toBeVisible();
    const tests = screen.getByRole('region', { name: 'Patch tests' });
    expect(within(tests).getByText('No patch test yet: one is needed before a colour service.')).toBeVisible();
    expect(within(tests).queryByRole('table')).toBeNull();
    expect(
      screen.getByText('No colour formulas recorded yet: the stylist records one at the mirror’s Treatment step.'),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Consent' })).getByText('Not signed yet.')).toBeVisible();
  });

  it('says an older version was signed', async () => {
    show(client({ colourRecord: { ...colourRecord, consentStanding: 'older' } }));
    expect(
      await screen.findByText('Signed an older version: the client signs again at the next colour service.'),
    ).toBeVisible();
  });

  it('keeps no colour record for someone who never signed in', async () => {
    show(client({ id: 'session-appointment-9', name: '(No Name)', colourRecord: null, formulas: [] }));
    await screen.findByRole('heading', { level: 1, name: '(No Name)' });
    expect(screen.queryByRole('region', { name: 'Phone' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Consent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete this client’s record' })).toBeNull();
  });
});

describe('deleting the client’s record', () => {
  const emptied = () =>
    client({
      formulas: [],
      colourRecord: {
        ...colourRecord,
        allergies: [],
        patchTests: [],
        patchTestStanding: { kind: 'none', dueText: 'No patch test yet: one is needed before a colour service.' },
        consentStanding: 'none',
        consents: [],
      },
    });
  const openDialog = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Delete this client’s record' }));
    return screen.getByRole('dialog', { name: 'Delete this client’s record?' });
  };

  it('says what goes and what stays, and sends nothing when cancelled', async () => {
    const calls = show(client());
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(
      'This deletes Ava Brown’s photos and hair analysis, colour formulas, patch tests, allergies and signed consents at this salon. Their visits stay. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'DeleteClientRecord')).toEqual([]);
  });

  it('deletes after confirming, reads the page again and says it is done', async () => {
    let answered = client();
    const calls = show(() => answered, {
      DeleteClientRecord: () => {
        answered = emptied();
        return { data: { deleteClientRecord: { id: CLIENT } } };
      },
    });
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Delete record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Client record deleted. Their visits stay.')).toBeVisible();
    expect(await screen.findByText('No allergies or sensitivities recorded.')).toBeVisible();
    expect(
      screen.getByText('No colour formulas recorded yet: the stylist records one at the mirror’s Treatment step.'),
    ).toBeVisible();
    expect(sent(calls, 'DeleteClientRecord')).toEqual([{ salonId: SALON, clientId: CLIENT }]);
    expect(sent(calls, 'GetClient')).toHaveLength(2);
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    show(client(), { DeleteClientRecord: () => apiError(authMessages.notAuthorised, 'FORBIDDEN') });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(authMessages.notAuthorised);
    expect(screen.queryByText('Client record deleted. Their visits stay.')).toBeNull();
  });
});

describe('the client’s phone', () => {
  const phoneField = async () => within(await region('Phone')).getByRole('textbox', { name: 'Phone' });
  const savePhone = () => fireEvent.click(screen.getByRole('button', { name: 'Save phone' }));

  it('refuses a number that is not Australian or New Zealand’s, in signup’s words, without asking the server', async () => {
    const calls = show(client());
    fireEvent.change(await phoneField(), { target: { value: '12345' } });
    savePhone();
    expect(await screen.findByText(phoneMessages.invalid)).toBeVisible();
    expect(await phoneField()).toHaveFocus();
    expect(sent(calls, 'SetClientPhone')).toEqual([]);
  });

  it('saves a number with its country, and shows the one the server kept', async () => {
    const calls = show(client(), { SetClientPhone: () => ({ data: { setClientPhone: '+6421234567' } }) });
    fireEvent.change(within(await region('Phone')).getByRole('combobox', { name: 'Country' }), {
      target: { value: 'NZ' },
    });
    fireEvent.change(await phoneField(), { target: { value: '021 234 567' } });
    savePhone();
    expect(await screen.findByRole('link', { name: '021 234 567 (New Zealand)' })).toBeVisible();
    expect(sent(calls, 'SetClientPhone')).toEqual([
      { salonId: SALON, clientId: CLIENT, phone: { country: 'NZ', number: '021 234 567' } },
    ]);
  });

  it('clears the phone with an empty number', async () => {
    const calls = show(client(), { SetClientPhone: () => ({ data: { setClientPhone: null } }) });
    fireEvent.change(await phoneField(), { target: { value: '' } });
    savePhone();
    expect(await screen.findByText('No phone on record.')).toBeVisible();
    expect(sent(calls, 'SetClientPhone')).toEqual([
      { salonId: SALON, clientId: CLIENT, phone: { country: 'AU', number: '' } },
    ]);
  });

  it('shows the server’s refusal of the number under the field', async () => {
    show(client(), {
      SetClientPhone: () => ({
        data: null,
        errors: [
          {
            message: phoneMessages.invalid,
            extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'phone', message: phoneMessages.invalid }] },
          },
        ],
      }),
    });
    fireEvent.change(await phoneField(), { target: { value: '0412 345 679' } });
    savePhone();
    const field = await phoneField();
    await waitFor(() => expect(field).toHaveAccessibleDescription(phoneMessages.invalid));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the client’s allergies and sensitivities', () => {
  it('adds an entry, checked by the domain’s rule first, and lists it', async () => {
    const calls = show(client(), {
      AddClientAllergy: (variables) => ({
        data: { addClientAllergy: { id: 'allergy-3', text: variables.text, source: 'salon' } },
      }),
    });
    const section = await region('Allergies and sensitivities');
    const add = within(section).getByRole('button', { name: 'Add' });
    fireEvent.click(add);
    expect(await within(section).findByText(allergyMessages.required)).toBeVisible();
    expect(sent(calls, 'AddClientAllergy')).toEqual([]);

    const field = within(section).getByRole('textbox', { name: 'Allergy or sensitivity' });
    fireEvent.change(field, { target: { value: '  PPD: swelling ' } });
    fireEvent.click(add);
    expect(await within(section).findByText('PPD: swelling')).toBeVisible();
    expect(field).toHaveValue('');
    expect(sent(calls, 'AddClientAllergy')).toEqual([{ salonId: SALON, clientId: CLIENT, text: 'PPD: swelling' }]);
  });

  it('shows the server’s refusal under the field', async () => {
    show(client(), { AddClientAllergy: () => apiError(allergyMessages.tooMany, 'BAD_USER_INPUT') });
    const section = await region('Allergies and sensitivities');
    fireEvent.change(within(section).getByRole('textbox', { name: 'Allergy or sensitivity' }), {
      target: { value: 'Bleach' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Add' }));
    expect(await within(section).findByText(allergyMessages.tooMany)).toBeVisible();
  });

  it('removes an entry by its own button', async () => {
    const calls = show(client(), {
      RemoveClientAllergy: () => ({ data: { removeClientAllergy: { id: 'allergy-2' } } }),
    });
    const section = await region('Allergies and sensitivities');
    fireEvent.click(within(section).getByRole('button', { name: 'Remove Latex' }));
    await waitFor(() => expect(within(section).queryByText('Latex')).toBeNull());
    expect(within(section).getByText('Ammonia: itchy scalp')).toBeVisible();
    expect(sent(calls, 'RemoveClientAllergy')).toEqual([{ salonId: SALON, id: 'allergy-2' }]);
  });
});

describe('the client’s patch tests', () => {
  const openForm = async () => {
    fireEvent.click(within(await region('Patch tests')).getByRole('button', { name: 'Record patch test' }));
    return screen.findByRole('dialog', { name: 'Record patch test' });
  };
  const fill = (dialog: HTMLElement, values: { putOn?: string; products?: string; testedBy?: string }) => {
    if (values.putOn !== undefined)
      fireEvent.change(within(dialog).getByLabelText(/^Put on/), { target: { value: values.putOn } });
    if (values.products !== undefined)
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Products tested/ }), {
        target: { value: values.products },
      });
    if (values.testedBy !== undefined)
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Tested by/ }), {
        target: { value: values.testedBy },
      });
  };
  const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  // Sweden writes dates the way a datetime-local input holds them.
  const sydneyWallClock = (at: Date) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(at)
      .replace(' ', 'T');

  it('opens on now in the salon’s zone, no reaction chosen, and checks each field with the server’s words', async () => {
    const calls = show(client());
    await region('Patch tests');
    const before = sydneyWallClock(new Date());
    const dialog = await openForm();
    // A minute may turn while the dialog opens.
    expect([before, sydneyWallClock(new Date())]).toContain(
      within(dialog).getByLabelText<HTMLInputElement>(/^Put on/).value,
    );
    expect(within(dialog).getByRole('radio', { name: 'No reaction' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Reaction' })).not.toBeChecked();

    save(dialog);
    expect(await within(dialog).findByText(patchTestMessages.productsRequired)).toBeVisible();
    expect(within(dialog).getByText(patchTestMessages.testedByRequired)).toBeVisible();

    fill(dialog, { putOn: '2099-01-01T10:00', products: 'Koleston Perfect 6/0', testedBy: 'Maya' });
    save(dialog);
    expect(await within(dialog).findByText(patchTestMessages.testedAtFuture)).toBeVisible();
    expect(sent(calls, 'RecordPatchTest')).toEqual([]);
  });

  it('records a test as put on in the salon’s zone, then reads the record again and closes', async () => {
    let answered = client();
    const calls = show(() => answered, {
      RecordPatchTest: () => {
        answered = client({
          colourRecord: {
            ...colourRecord,
            patchTestStanding: { kind: 'tooRecent', dueText: 'The latest test can be read from 3.06.2025 09:30.' },
          },
        });
        return { data: { recordPatchTest: { id: 'test-3' } } };
      },
    });
    const dialog = await openForm();
    fill(dialog, { putOn: '2025-06-01T09:30', products: ' Majirel 7 ', testedBy: 'Maya' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reaction' }));
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('The latest test can be read from 3.06.2025 09:30.')).toBeVisible();
    expect(sent(calls, 'RecordPatchTest')).toEqual([
      {
        salonId: SALON,
        clientId: CLIENT,
        // 9:30 in Sydney's winter is 23:30 UTC the day before.
        input: { testedAt: '2025-05-31T23:30:00.000Z', products: 'Majirel 7', result: 'positive', testedBy: 'Maya' },
      },
    ]);
    expect(sent(calls, 'GetClient')).toHaveLength(2);
  });

  it('shows the server’s refusal beside the field it names', async () => {
    show(client(), {
      RecordPatchTest: () => ({
        data: null,
        errors: [
          {
            message: patchTestMessages.testedAtFuture,
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: [{ field: 'testedAt', message: patchTestMessages.testedAtFuture }],
            },
          },
        ],
      }),
    });
    const dialog = await openForm();
    fill(dialog, { putOn: '2025-06-01T09:30', products: 'Majirel 7', testedBy: 'Maya' });
    save(dialog);
    expect(await within(dialog).findByText(patchTestMessages.testedAtFuture)).toBeVisible();
    expect(within(dialog).getByLabelText(/^Put on/)).toHaveFocus();
  });

  it('removes a test after asking, by the date and time it was put on', async () => {
    const calls = show(client(), { RemovePatchTest: () => ({ data: { removePatchTest: { id: 'test-1' } } }) });
    const section = await region('Patch tests');
    fireEvent.click(within(section).getByRole('button', { name: 'Remove the patch test of 1.08.2025 10:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the patch test of 1.08.2025 10:00?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'RemovePatchTest')).toEqual([]);

    fireEvent.click(within(section).getByRole('button', { name: 'Remove the patch test of 1.08.2025 10:00' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'RemovePatchTest')).toEqual([{ salonId: SALON, id: 'test-1' }]);
  });

  it('shows a standing that is not valid in the warning colour', async () => {
    show(
      client({
        colourRecord: {
          ...colourRecord,
          patchTestStanding: {
            kind: 'reaction',
            dueText: 'The latest test showed a reaction: no colour service until a new test shows none.',
          },
        },
      }),
    );
    const line = await screen.findByText(
      'The latest test showed a reaction: no colour service until a new test shows none.',
    );
    expect(getComputedStyle(line.parentElement ?? line).color).not.toBe(
      getComputedStyle(screen.getByText('Ammonia: itchy scalp')).color,
    );
  });
});
