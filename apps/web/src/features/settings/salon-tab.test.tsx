// @vitest-environment jsdom
import { rebookDelayMessages } from '@piiq/domain/onboarding';
import { SCHEDULE_REMINDER_ON_REQUEST_HELP, SCHEDULE_REMINDER_ON_REQUEST_LABEL } from '@piiq/domain/rebook';
import { salonSettingsMessages, SAVED_SUCCESSFULLY, staffMessages } from '@piiq/domain/salon-settings';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsNamed, deferred, fieldError, renderSettings, SALON_ID } from './test/settings-test-utils.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const salon = {
  id: SALON_ID,
  name: 'Glow Salon',
  rebookNotificationMessage: 'Time to book again!',
  rebookNotificationDelay: 0,
  scheduleRebookReminderOnRequest: false,
  defaultSocialMediaMessage: '#glow',
  bookingUrl: '',
};

const team = [
  { id: 'st-1', name: 'Jo Smith', active: true },
  { id: 'st-2', name: 'Kim Lee', active: false },
];

function staffReply(items = team, totalCount = items.length) {
  return (variables: Record<string, unknown>) => ({
    data: { salon: { id: SALON_ID, staff: { totalCount, page: variables.page, limit: variables.limit, items } } },
  });
}

function renderSalonTab(overrides: Parameters<typeof renderSettings>[1] = {}, path = `/${SALON_ID}/settings/salon`) {
  return renderSettings(path, {
    GetSalon: () => ({ data: { salon } }),
    GetSalonStaff: staffReply(),
    GetSalonMirrors: () => ({
      data: {
        salon: { id: SALON_ID, timeZone: 'Australia/Sydney', mirrorAllowance: { allowed: 1, paired: 0 }, mirrors: [] },
      },
    }),
    ...overrides,
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });

describe('salon settings form', () => {
  it('shows the salon, with "On the day" for a delay of 0', async () => {
    renderSalonTab();
    expect(await screen.findByDisplayValue('Glow Salon')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Salon Settings' })).toBeVisible();
    expect((field('Rebook message') as HTMLTextAreaElement).value).toBe('Time to book again!');
    expect((field('Rebook delay') as HTMLInputElement).value).toBe('0');
    expect(screen.getByText('On the day')).toBeVisible();
    fireEvent.change(field('Rebook delay'), { target: { value: '3' } });
    expect(await screen.findByText('3 days')).toBeVisible();
  });

  it('shows a delay in weeks beside the days it is kept in', async () => {
    renderSalonTab({ GetSalon: () => ({ data: { salon: { ...salon, rebookNotificationDelay: 42 } } }) });
    expect(await screen.findByDisplayValue('Glow Salon')).toBeVisible();
    expect((field('Rebook delay') as HTMLInputElement).value).toBe('6');
    expect(screen.getByText('6 weeks (42 days)')).toBeVisible();
    fireEvent.change(screen.getByRole('combobox', { name: 'Days or weeks' }), { target: { value: 'days' } });
    fireEvent.change(field('Rebook delay'), { target: { value: '10' } });
    expect(await screen.findByText('1 week and 3 days (10 days)')).toBeVisible();
  });

  it("checks the fields with the domain's messages before sending anything", async () => {
    const { calls } = renderSalonTab();
    await screen.findByDisplayValue('Glow Salon');
    fireEvent.change(field('Salon name'), { target: { value: '   ' } });
    fireEvent.change(field('Rebook delay'), { target: { value: '1.5' } });
    fireEvent.change(field('Booking url'), { target: { value: 'bookings here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(salonSettingsMessages.name)).toBeVisible();
    expect(screen.getByText(salonSettingsMessages.rebookDelay)).toBeVisible();
    expect(screen.getByText(salonSettingsMessages.bookingUrl)).toBeVisible();
    expect(callsNamed(calls, 'UpdateSalon')).toHaveLength(0);
  });

  it('sends only the six fields, shows Saving... while busy, then Saved successfully.', async () => {
    const reply = deferred<{ data: unknown }>();
    const { calls } = renderSalonTab({ UpdateSalon: () => reply.promise });
    await screen.findByDisplayValue('Glow Salon');
    fireEvent.change(field('Salon name'), { target: { value: '  Glow Hair Studio ' } });
    fireEvent.change(field('Rebook delay'), { target: { value: '10' } });
    fireEvent.change(field('Booking url'), { target: { value: 'https://book.example.com/glow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [update] = callsNamed(calls, 'UpdateSalon');
    expect(update?.variables).toEqual({
      id: SALON_ID,
      input: {
        name: 'Glow Hair Studio',
        rebookNotificationMessage: 'Time to book again!',
        rebookNotificationDelay: 10,
        scheduleRebookReminderOnRequest: false,
        defaultSocialMediaMessage: '#glow',
        bookingUrl: 'https://book.example.com/glow',
      },
    });
    reply.resolve({
      data: {
        updateSalon: {
          ...salon,
          name: 'Glow Hair Studio',
          rebookNotificationDelay: 10,
          bookingUrl: 'https://book.example.com/glow',
          brandsVisibleToClients: [],
          preferredRecommendationBrand: null,
        },
      },
    });
    expect(await screen.findByText(SAVED_SUCCESSFULLY)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('takes the delay in days or weeks, as the onboarding does: 3 weeks is saved as 21 days', async () => {
    const { calls } = renderSalonTab({
      UpdateSalon: () => ({ data: { updateSalon: { ...salon, rebookNotificationDelay: 21 } } }),
    });
    await screen.findByDisplayValue('Glow Salon');
    fireEvent.change(field('Rebook delay'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Days or weeks'), { target: { value: 'weeks' } });
    expect(await screen.findByText('3 weeks (21 days)')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED_SUCCESSFULLY)).toBeVisible();
    expect(callsNamed(calls, 'UpdateSalon')[0]?.variables).toMatchObject({ input: { rebookNotificationDelay: 21 } });
    expect((field('Rebook delay') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Days or weeks') as HTMLSelectElement).value).toBe('weeks');
  });

  it('shows whether a rebook request schedules the reminder beside the delay, and saves the switch with the form', async () => {
    const { calls } = renderSalonTab({
      UpdateSalon: () => ({ data: { updateSalon: { ...salon, scheduleRebookReminderOnRequest: true } } }),
    });
    await screen.findByDisplayValue('Glow Salon');
    const toggle = screen.getByRole('switch', { name: SCHEDULE_REMINDER_ON_REQUEST_LABEL });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(SCHEDULE_REMINDER_ON_REQUEST_HELP);
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    // Nothing is saved until Save, with the fields around it.
    expect(callsNamed(calls, 'UpdateSalon')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED_SUCCESSFULLY)).toBeVisible();
    expect(callsNamed(calls, 'UpdateSalon')[0]?.variables).toMatchObject({
      input: { scheduleRebookReminderOnRequest: true, rebookNotificationMessage: 'Time to book again!' },
    });
    expect(screen.getByRole('switch', { name: SCHEDULE_REMINDER_ON_REQUEST_LABEL })).toBeChecked();
  });

  it('shows a saved delay of whole weeks in weeks, and words the limit of weeks in weeks', async () => {
    renderSalonTab({ GetSalon: () => ({ data: { salon: { ...salon, rebookNotificationDelay: 42 } } }) });
    await screen.findByDisplayValue('Glow Salon');
    expect((field('Rebook delay') as HTMLInputElement).value).toBe('6');
    expect((screen.getByLabelText('Days or weeks') as HTMLSelectElement).value).toBe('weeks');
    fireEvent.change(field('Rebook delay'), { target: { value: '60' } });
    expect(await screen.findByText(rebookDelayMessages.weeks)).toBeVisible();
  });

  it('says a salon name is too long, and sends nothing', async () => {
    const { calls } = renderSalonTab();
    await screen.findByDisplayValue('Glow Salon');
    // Nothing is cut off at the limit: the name stays as pasted, and the form says what to shorten.
    fireEvent.change(field('Salon name'), { target: { value: 'a'.repeat(300) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Salon name can be at most 100 characters.')).toBeVisible();
    expect((field('Salon name') as HTMLInputElement).value).toHaveLength(300);
    expect(callsNamed(calls, 'UpdateSalon')).toHaveLength(0);
  });

  it('counts the characters of the rebook message against its limit', async () => {
    renderSalonTab();
    await screen.findByDisplayValue('Glow Salon');
    expect(screen.getByText('19 of 1,000 characters')).toBeVisible();
    fireEvent.change(field('Rebook message'), { target: { value: 'See you soon' } });
    expect(screen.getByText('12 of 1,000 characters')).toBeVisible();
  });

  it('shows a problem the server found beside its field', async () => {
    renderSalonTab({ UpdateSalon: () => fieldError(salonSettingsMessages.bookingUrl, 'input.bookingUrl') });
    await screen.findByDisplayValue('Glow Salon');
    fireEvent.change(field('Booking url'), { target: { value: 'https://localhost' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText(salonSettingsMessages.bookingUrl);
    expect(field('Booking url').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByText(SAVED_SUCCESSFULLY)).toBeNull();
  });

  it('offers Try again when the salon cannot load', async () => {
    let failing = true;
    renderSalonTab({
      GetSalon: () =>
        failing
          ? { data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] }
          : { data: { salon } },
    });
    expect(await screen.findByText('Not found')).toBeVisible();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('Glow Salon')).toBeVisible();
  });
});

describe('team', () => {
  const table = () => screen.findByRole('table', { name: 'Team' });

  it('lists the team with an active switch per member; a member without the flag counts as active', async () => {
    renderSalonTab({
      GetSalonStaff: staffReply([...team, { id: 'st-3', name: 'Old Record', active: null as unknown as boolean }]),
    });
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameActive',
      expect.stringContaining('Jo Smith'),
      expect.stringContaining('Kim Lee'),
      expect.stringContaining('Old Record'),
    ]);
    expect((screen.getByRole('switch', { name: 'Active: Jo Smith' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Active: Kim Lee' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Active: Old Record' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says so when there is no team yet', async () => {
    renderSalonTab({ GetSalonStaff: staffReply([]) });
    expect(await screen.findByText('No team members yet')).toBeVisible();
  });

  it('asks the server for the limit and page in the URL', async () => {
    const { calls } = renderSalonTab(
      { GetSalonStaff: staffReply(team, 60) },
      `/${SALON_ID}/settings/salon?limit=25&page=2`,
    );
    await table();
    expect(callsNamed(calls, 'GetSalonStaff')[0]?.variables).toEqual({ salonId: SALON_ID, limit: 25, page: 2 });
    expect(screen.getByText('26–50 of 60')).toBeVisible();
  });

  it('refuses an empty name and a duplicate, ignoring case, without calling the server', async () => {
    const { calls } = renderSalonTab();
    await table();
    const add = screen.getByRole('button', { name: 'Add' });
    fireEvent.click(add);
    expect(await screen.findByText(staffMessages.nameRequired)).toBeVisible();
    fireEvent.change(screen.getByLabelText('Team member name'), { target: { value: '  jo SMITH ' } });
    fireEvent.click(add);
    expect(await screen.findByText(staffMessages.duplicate)).toBeVisible();
    expect(callsNamed(calls, 'CreateStaff')).toHaveLength(0);
  });

  it('adds a team member and refreshes the list', async () => {
    let items = team;
    const { calls } = renderSalonTab({
      GetSalonStaff: (variables) => staffReply(items)(variables),
      CreateStaff: () => {
        items = [...team, { id: 'st-9', name: 'Ana Ruiz', active: true }];
        return { data: { createStaff: { id: 'st-9', name: 'Ana Ruiz', active: true } } };
      },
    });
    await table();
    fireEvent.change(screen.getByLabelText('Team member name'), { target: { value: '  Ana Ruiz ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('switch', { name: 'Active: Ana Ruiz' })).toBeChecked();
    expect(callsNamed(calls, 'CreateStaff')[0]?.variables).toEqual({ input: { salonId: SALON_ID, name: 'Ana Ruiz' } });
    expect((screen.getByLabelText('Team member name') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when it finds a duplicate on another page", async () => {
    renderSalonTab({ CreateStaff: () => fieldError(staffMessages.duplicate, 'input.name') });
    await table();
    fireEvent.change(screen.getByLabelText('Team member name'), { target: { value: 'Stylist 23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(staffMessages.duplicate)).toBeVisible();
  });

  it('renames a team member, refusing a name another member has', async () => {
    const { calls } = renderSalonTab({
      UpdateStaff: () => ({ data: { updateStaff: { id: 'st-1', name: 'Jo Smith-Lee', active: true } } }),
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Jo Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Jo Smith' });
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'kim lee' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(staffMessages.duplicate)).toBeVisible();
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(staffMessages.nameRequired)).toBeVisible();
    expect(callsNamed(calls, 'UpdateStaff')).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Jo Smith-Lee' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsNamed(calls, 'UpdateStaff')[0]?.variables).toEqual({
      staffId: 'st-1',
      input: { name: 'Jo Smith-Lee' },
    });
    expect(callsNamed(calls, 'GetSalonStaff').length).toBeGreaterThan(1);
  });

  it('switches a member off and refreshes the list', async () => {
    const { calls } = renderSalonTab({
      UpdateStaff: () => ({ data: { updateStaff: { id: 'st-1', name: 'Jo Smith', active: false } } }),
    });
    await table();
    fireEvent.click(screen.getByRole('switch', { name: 'Active: Jo Smith' }));
    await waitFor(() => expect(callsNamed(calls, 'UpdateStaff')).toHaveLength(1));
    expect(callsNamed(calls, 'UpdateStaff')[0]?.variables).toEqual({ staffId: 'st-1', input: { active: false } });
    await waitFor(() => expect(callsNamed(calls, 'GetSalonStaff').length).toBeGreaterThan(1));
  });
});
