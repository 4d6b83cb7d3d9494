// @vitest-environment jsdom
import { phoneMessages } from '@piiq/domain/phone';
import { accountDetailsMessages } from '@piiq/domain/salon-account';
import { SAVED_SUCCESSFULLY } from '@piiq/domain/salon-settings';
import { WEEKLY_EMAIL_SWITCH_LABEL } from '@piiq/domain/weekly-email';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsNamed, deferred, fieldError, renderSettings, SALON_ID } from './test/settings-test-utils.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What the owner edits, and sends back whole on Save. */
const details = {
  accountName: 'Glow Pty Ltd',
  addressLine1: '1 Beach Road',
  city: 'Bondi',
  state: 'NSW',
  postcode: '2026',
  firstName: 'Gail',
  lastName: 'Glow',
  phone: '+61412345678',
  email: 'gail@glow.test',
  timeZone: 'Australia/Sydney',
};
const account = {
  ...details,
  plan: 'PLUS',
  subscriptionType: 'ANNUAL',
  mirrors: 2,
  total: 450000,
};

// 1 Feb 2025 00:30 in Sydney is still 31 Jan in UTC: the date shown must be the salon's.
const invoices = [
  {
    id: 'inv-2',
    number: 'PIIQ-001002',
    periodStart: '2025-01-31T13:30:00.000Z',
    hostedInvoiceUrl: '/billing/invoices/inv-2',
  },
  { id: 'inv-1', number: 'PIIQ-001001', periodStart: '2024-01-31T13:30:00.000Z', hostedInvoiceUrl: null },
];

function renderAccountTab(overrides: Parameters<typeof renderSettings>[1] = {}, salon: Record<string, unknown> = {}) {
  return renderSettings(`/${SALON_ID}/settings/account`, {
    GetSalonAccount: () => ({
      data: { salon: { id: SALON_ID, name: 'Glow Salon', timeZone: 'Australia/Sydney', account, invoices, ...salon } },
    }),
    UpdateSalonAccount: (variables) => {
      const input = variables.input as typeof account & { phone: { number: string } };
      return { data: { updateSalonAccount: { ...account, ...input, phone: input.phone.number } } };
    },
    GetWeeklyReportEmail: () => ({ data: { salon: { id: SALON_ID, weeklyReportEmail: true } } }),
    ...overrides,
  });
}

/** Required fields' labels end with an asterisk. */
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' }) as HTMLInputElement;
const loaded = () => screen.findByDisplayValue('Glow Pty Ltd');

describe('account details', () => {
  it('shows the account, with the phone in its national form', async () => {
    renderAccountTab();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    expect(input('Owner first name').value).toBe('Gail');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('AU');
    expect(input('Phone').value).toBe('0412 345 678');
    expect(input('Phone').placeholder).toBe('0000-000-000');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveProperty('value', 'Australia/Sydney');
  });

  it("checks the fields with the domain's messages before sending anything", async () => {
    const { calls } = renderAccountTab();
    await loaded();
    fireEvent.change(input('Account name'), { target: { value: ' ' } });
    fireEvent.change(input('Postcode'), { target: { value: '' } });
    fireEvent.change(input('Phone'), { target: { value: '12' } });
    fireEvent.change(input('Email'), { target: { value: 'gail at glow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(accountDetailsMessages.name)).toBeVisible();
    expect(screen.getByText(accountDetailsMessages.postcode)).toBeVisible();
    expect(screen.getByText(phoneMessages.invalid)).toBeVisible();
    expect(screen.getByText(accountDetailsMessages.emailInvalid)).toBeVisible();
    expect(callsNamed(calls, 'UpdateSalonAccount')).toHaveLength(0);
  });

  it('finds Australia/Perth when the city is typed, and takes the one chosen', async () => {
    renderAccountTab();
    await loaded();
    const timeZone = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(timeZone);
    await userEvent.type(timeZone, 'Perth');
    const suggestions = await screen.findByRole('listbox');
    await userEvent.click(within(suggestions).getByRole('option', { name: 'Australia/Perth' }));
    expect(timeZone).toHaveProperty('value', 'Australia/Perth');
    await userEvent.clear(timeZone);
    await userEvent.type(timeZone, 'new york{ArrowDown}{Enter}');
    expect(timeZone).toHaveProperty('value', 'America/New_York');
  });

  it('takes a time zone typed from the suggestions, and saves everything with Saving... then Saved successfully.', async () => {
    const reply = deferred<{ data: unknown }>();
    const { calls } = renderAccountTab({ UpdateSalonAccount: () => reply.promise });
    await loaded();
    fireEvent.change(input('Account name'), { target: { value: ' Glow Hair Pty Ltd ' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'NZ' } });
    fireEvent.change(input('Phone'), { target: { value: '021 123 4567' } });
    fireEvent.change(input('Email'), { target: { value: 'Gail@Glow.test' } });
    const timeZone = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(timeZone);
    await userEvent.type(timeZone, 'Australia/Perth');
    expect(timeZone).toHaveProperty('value', 'Australia/Perth');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(callsNamed(calls, 'UpdateSalonAccount')[0]?.variables).toEqual({
      salonId: SALON_ID,
      input: {
        ...details,
        accountName: 'Glow Hair Pty Ltd',
        phone: { country: 'NZ', number: '+64211234567' },
        timeZone: 'Australia/Perth',
      },
    });
    reply.resolve({
      data: {
        updateSalonAccount: {
          ...account,
          accountName: 'Glow Hair Pty Ltd',
          phone: '+64211234567',
          timeZone: 'Australia/Perth',
        },
      },
    });
    expect(await screen.findByText(SAVED_SUCCESSFULLY)).toBeVisible();
    expect(input('Phone').value).toBe('021 123 4567');
  });

  it('proposes the zone of the address as it is edited, and saves it', async () => {
    const { calls } = renderAccountTab();
    await loaded();
    const timeZone = screen.getByRole('combobox', { name: 'Time zone' });
    fireEvent.change(input('State'), { target: { value: 'wa' } });
    expect(timeZone).toHaveProperty('value', 'Australia/Perth');
    fireEvent.change(input('Suburb or city'), { target: { value: 'Broken Hill' } });
    fireEvent.change(input('State'), { target: { value: 'NSW' } });
    fireEvent.change(input('Postcode'), { target: { value: '2880' } });
    expect(timeZone).toHaveProperty('value', 'Australia/Broken_Hill');
    // An address that names no state leaves the zone as it was.
    fireEvent.change(input('Suburb or city'), { target: { value: 'Somewhere' } });
    fireEvent.change(input('State'), { target: { value: 'Elsewhere' } });
    expect(timeZone).toHaveProperty('value', 'Australia/Broken_Hill');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED_SUCCESSFULLY)).toBeVisible();
    expect(callsNamed(calls, 'UpdateSalonAccount')[0]?.variables).toMatchObject({
      input: { city: 'Somewhere', state: 'Elsewhere', postcode: '2880', timeZone: 'Australia/Broken_Hill' },
    });
  });

  it('keeps a zone the owner chose by hand when the address changes after', async () => {
    renderAccountTab();
    await loaded();
    const timeZone = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(timeZone);
    await userEvent.type(timeZone, 'Australia/Darwin');
    fireEvent.change(input('State'), { target: { value: 'VIC' } });
    expect(timeZone).toHaveProperty('value', 'Australia/Darwin');
  });

  it('shows a problem the server found beside its field', async () => {
    renderAccountTab({ UpdateSalonAccount: () => fieldError(phoneMessages.invalid, 'input.phone.number') });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText(phoneMessages.invalid);
    expect(input('Phone').getAttribute('aria-describedby')).toBe(message.id);
  });
});

describe('plan and invoices', () => {
  it('shows the plan, mirrors and total, and mails support to change or cancel', async () => {
    renderAccountTab();
    await loaded();
    const facts = screen.getByText('Plan').closest('dl');
    expect(facts?.textContent).toBe('PlanPlus - Annual SaverMirrors2TotalAUD 4500.00');
    const subject = (link: string) =>
      new URL(screen.getByRole('link', { name: link }).getAttribute('href') ?? '').searchParams.get('subject');
    expect(screen.getByRole('link', { name: 'Change plan' }).getAttribute('href')).toMatch(
      /^mailto:support@piiq\.test\?/,
    );
    expect(subject('Change plan')).toBe('Change plan: Glow Salon');
    expect(subject('Cancel subscription')).toBe('Cancel subscription: Glow Salon');
  });

  it("lists the invoices with the period start in the salon's time zone and a link to each hosted invoice", async () => {
    renderAccountTab();
    await loaded();
    const rows = within(screen.getByRole('table', { name: 'Invoices' })).getAllByRole('row');
    expect(rows[0]?.textContent).toContain('NumberPeriod start');
    expect(rows[1]?.textContent).toContain('PIIQ-0010021.02.2025');
    const link = within(rows[1] as HTMLElement).getByRole('link', { name: /View invoice/ });
    expect(link.getAttribute('href')).toBe('/billing/invoices/inv-2');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(rows[2] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('says so when there is no plan or invoice yet', async () => {
    renderAccountTab(
      {},
      { account: { ...account, plan: null, subscriptionType: null, mirrors: 0, total: 0 }, invoices: [] },
    );
    await loaded();
    expect(screen.getByText('No plan yet')).toBeVisible();
    expect(screen.getByText('No invoices yet')).toBeVisible();
  });

  it('offers Try again when the account cannot load', async () => {
    let failing = true;
    renderAccountTab({
      GetSalonAccount: () =>
        failing
          ? {
              data: null,
              errors: [
                {
                  message: 'Something went wrong on our side. Please try again in a moment.',
                  extensions: { code: 'INTERNAL' },
                },
              ],
            }
          : { data: { salon: { id: SALON_ID, name: 'Glow Salon', timeZone: 'Australia/Sydney', account, invoices } } },
    });
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    fireEvent.click(tryAgain);
    expect(await screen.findByDisplayValue('Glow Pty Ltd')).toBeVisible();
  });
});

describe('weekly report email', () => {
  const weeklySwitch = () => screen.findByRole('switch', { name: WEEKLY_EMAIL_SWITCH_LABEL });

  it('shows the stored choice, and turns it off and on again for this salon', async () => {
    const reply = deferred<{ data: { setWeeklyReportEmail: boolean } }>();
    const { calls } = renderAccountTab({
      SetWeeklyReportEmail: (variables) => (variables.on ? { data: { setWeeklyReportEmail: true } } : reply.promise),
    });
    const toggle = await weeklySwitch();
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    // The new state shows while it is being saved, and the switch waits for the answer.
    await vi.waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).not.toBeChecked();
    reply.resolve({ data: { setWeeklyReportEmail: false } });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(callsNamed(calls, 'SetWeeklyReportEmail').map((call) => call.variables)).toEqual([
      { salonId: SALON_ID, on: false },
      { salonId: SALON_ID, on: true },
    ]);
  });

  it('goes back to the stored choice and says why when the save fails', async () => {
    renderAccountTab({
      SetWeeklyReportEmail: () => ({
        data: null,
        errors: [
          {
            message: 'Something went wrong on our side. Please try again in a moment.',
            extensions: { code: 'INTERNAL' },
          },
        ],
      }),
    });
    const toggle = await weeklySwitch();
    fireEvent.click(toggle);
    expect(await screen.findByText('Something went wrong on our side. Please try again in a moment.')).toBeVisible();
    expect(toggle).toBeChecked();
  });
});
