// @vitest-environment jsdom
import { formatDay, formatDayAndTime } from '@piiq/domain/dates';
import { mirrorMessages } from '@piiq/domain/mirror-pairing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsNamed, renderSettings, SALON_ID } from './test/settings-test-utils.tsx';

// jsdom lays nothing out and has no scrollIntoView: the tests that open the section for pairing stub it.
const jsdomScrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
});

const frontChair = {
  id: 'mirror-1',
  name: 'Front chair',
  pairedAt: '2026-03-02T00:30:00Z',
  lastSeenAt: '2026-03-03T01:15:00Z',
};
const backRoom = { id: 'mirror-2', name: 'Back room', pairedAt: '2026-03-04T00:30:00Z', lastSeenAt: null };

function mirrorsReply(mirrors: unknown[], allowed = 2) {
  return () => ({
    data: {
      salon: {
        id: SALON_ID,
        timeZone: 'Australia/Sydney',
        mirrorAllowance: { allowed, paired: mirrors.length },
        mirrors,
      },
    },
  });
}

const salonAndStaff: Parameters<typeof renderSettings>[1] = {
  GetSalon: () => ({
    data: {
      salon: {
        id: SALON_ID,
        name: 'Glow Salon',
        rebookNotificationMessage: '',
        rebookNotificationDelay: 0,
        defaultSocialMediaMessage: '',
        bookingUrl: '',
      },
    },
  }),
  GetSalonStaff: (variables) => ({
    data: {
      salon: { id: SALON_ID, staff: { totalCount: 0, page: variables.page, limit: variables.limit, items: [] } },
    },
  }),
};

function renderMirrors(handlers: Parameters<typeof renderSettings>[1] = {}) {
  return renderSettings(`/${SALON_ID}/settings/salon`, {
    ...salonAndStaff,
    GetSalonMirrors: mirrorsReply([frontChair]),
    ...handlers,
  });
}

const section = async () => screen.findByRole('region', { name: 'Mirrors' });

describe('the Mirrors section', () => {
  it('lists the paired mirrors with their pairing day and last seen, in the salon’s time zone', async () => {
    renderMirrors({ GetSalonMirrors: mirrorsReply([frontChair, backRoom], 3) });
    const mirrors = await section();
    const table = await within(mirrors).findByRole('table', { name: 'Paired mirrors' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Front chair')).toBeVisible();
    expect(rows[1]).toHaveTextContent(formatDay(new Date(frontChair.pairedAt), 'Australia/Sydney'));
    expect(rows[1]).toHaveTextContent(formatDayAndTime(new Date(frontChair.lastSeenAt), 'Australia/Sydney'));
    expect(within(rows[2]!).getByText('Never')).toBeVisible();
    expect(within(mirrors).getByText(/Your plan includes 3 mirrors; 2 paired\./)).toBeVisible();
  });

  it('shows a one-time code with its countdown after Pair a mirror', async () => {
    const { calls } = renderMirrors({
      CreateMirrorPairingCode: () => ({
        data: {
          createMirrorPairingCode: { code: 'ABCDEFGH', expiresAt: new Date(Date.now() + 10 * 60 * 1000).toISOString() },
        },
      }),
    });
    const mirrors = await section();
    fireEvent.click(await within(mirrors).findByRole('button', { name: 'Pair a mirror' }));
    expect(await within(mirrors).findByText('ABCD-EFGH')).toBeVisible();
    expect(within(mirrors).getByText(/^(10:00|9:5\d)$/)).toBeVisible();
    expect(callsNamed(calls, 'CreateMirrorPairingCode')[0]?.variables).toEqual({ salonId: SALON_ID });
    expect(within(mirrors).queryByRole('button', { name: 'Pair a mirror' })).toBeNull();
  });

  it('says Mirror paired. once the list shows the mirror the code paired, and puts the code away', async () => {
    let paired = false;
    renderMirrors({
      GetSalonMirrors: () => mirrorsReply(paired ? [frontChair, backRoom] : [frontChair], 3)(),
      CreateMirrorPairingCode: () => {
        paired = true;
        return {
          data: {
            createMirrorPairingCode: { code: 'ABCDEFGH', expiresAt: new Date(Date.now() + 600_000).toISOString() },
          },
        };
      },
    });
    const mirrors = await section();
    fireEvent.click(await within(mirrors).findByRole('button', { name: 'Pair a mirror' }));
    expect(await within(mirrors).findByText('ABCD-EFGH')).toBeVisible();
    // The list is asked again every few seconds while the code is shown.
    expect(await within(mirrors).findByText('Mirror paired.')).toBeVisible();
    expect(within(mirrors).getByText('Back room')).toBeVisible();
    expect(within(mirrors).queryByText('ABCD-EFGH')).toBeNull();
    expect(within(mirrors).getByRole('button', { name: 'Pair a mirror' })).toBeEnabled();
  });

  it('says when the code has run out, and offers a new one', async () => {
    renderMirrors({
      CreateMirrorPairingCode: () => ({
        data: { createMirrorPairingCode: { code: 'ABCDEFGH', expiresAt: new Date(Date.now() - 1000).toISOString() } },
      }),
    });
    const mirrors = await section();
    fireEvent.click(await within(mirrors).findByRole('button', { name: 'Pair a mirror' }));
    expect(await within(mirrors).findByText('This code has expired. Get a new one to pair a mirror.')).toBeVisible();
    expect(within(mirrors).queryByText('ABCD-EFGH')).toBeNull();
    expect(within(mirrors).getByRole('button', { name: 'New code' })).toBeEnabled();
  });

  it('opened from onboarding or the dashboard, makes the code at once, scrolls to it and clears the request', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { calls, router } = renderSettings(`/${SALON_ID}/settings/salon?pair`, {
      ...salonAndStaff,
      GetSalonMirrors: mirrorsReply([]),
      CreateMirrorPairingCode: () => ({
        data: {
          createMirrorPairingCode: { code: 'ABCDEFGH', expiresAt: new Date(Date.now() + 600_000).toISOString() },
        },
      }),
    });
    const mirrors = await section();
    expect(await within(mirrors).findByText('ABCD-EFGH')).toBeVisible();
    const address = `${window.location.origin}/mirror`;
    expect(within(mirrors).getByRole('link', { name: address })).toHaveAttribute('href', address);
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(mirrors);
    expect(router.state.location.search).toBe('');
    expect(callsNamed(calls, 'CreateMirrorPairingCode')).toHaveLength(1);
  });

  it('opened for pairing at the plan’s mirror count, makes no code and shows why', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const { calls, router } = renderSettings(`/${SALON_ID}/settings/salon?pair`, {
      ...salonAndStaff,
      GetSalonMirrors: mirrorsReply([frontChair], 1),
    });
    const mirrors = await section();
    expect(await within(mirrors).findByText(mirrorMessages.limitReached(1))).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(callsNamed(calls, 'CreateMirrorPairingCode')).toHaveLength(0);
  });

  it('stops at the plan’s mirror count and says why', async () => {
    const { calls } = renderMirrors({ GetSalonMirrors: mirrorsReply([frontChair], 1) });
    const mirrors = await section();
    expect(await within(mirrors).findByRole('button', { name: 'Pair a mirror' })).toBeDisabled();
    expect(within(mirrors).getByText(mirrorMessages.limitReached(1))).toBeVisible();
    expect(callsNamed(calls, 'CreateMirrorPairingCode')).toHaveLength(0);
  });

  it('renames a mirror with the domain’s name check', async () => {
    const { calls } = renderMirrors({
      RenameMirror: (variables) => ({ data: { renameMirror: { id: variables.mirrorId, name: variables.name } } }),
    });
    const mirrors = await section();
    fireEvent.click(await within(mirrors).findByRole('button', { name: 'Rename Front chair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Front chair' });
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(mirrorMessages.nameRequired)).toBeVisible();
    expect(callsNamed(calls, 'RenameMirror')).toHaveLength(0);

    fireEvent.change(name, { target: { value: ' Window seat ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsNamed(calls, 'RenameMirror')[0]?.variables).toEqual({ mirrorId: 'mirror-1', name: 'Window seat' });
    expect(callsNamed(calls, 'GetSalonMirrors').length).toBeGreaterThan(1);
  });

  it('asks before unpairing, and unpairs only on confirmation', async () => {
    const { calls } = renderMirrors({ UnpairMirror: () => ({ data: { unpairMirror: true } }) });
    const mirrors = await section();
    fireEvent.click(await within(mirrors).findByRole('button', { name: 'Unpair Front chair' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unpair Front chair?' });
    expect(dialog).toHaveTextContent('The mirror stops working at once.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsNamed(calls, 'UnpairMirror')).toHaveLength(0);

    fireEvent.click(within(mirrors).getByRole('button', { name: 'Unpair Front chair' }));
    dialog = await screen.findByRole('dialog', { name: 'Unpair Front chair?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpair' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsNamed(calls, 'UnpairMirror')[0]?.variables).toEqual({ mirrorId: 'mirror-1' });
  });
});
