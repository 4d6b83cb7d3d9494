// @vitest-environment jsdom
import { apiKeyMessages } from '@piiq/domain/api-keys';
import { formatDay, formatDayAndTime } from '@piiq/domain/dates';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';
import { callsNamed } from './test/settings-test-utils.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SALON_ID = 'salon-1';
const ZONE = 'Australia/Sydney';
const bookingSync = {
  id: 'key-1',
  name: 'Booking sync',
  scope: 'READ_WRITE',
  secretStart: 'piiq_sk_AbCd',
  createdAt: '2026-03-02T00:30:00Z',
  lastUsedAt: '2026-03-03T01:15:00Z',
};
const reports = { ...bookingSync, id: 'key-2', name: 'Reports', scope: 'READ', lastUsedAt: null };
const SECRET = `piiq_sk_${'x'.repeat(43)}`;

const keysReply = (keys: unknown[]) => () => ({ data: { salon: { id: SALON_ID, timeZone: ZONE }, apiKeys: keys } });

function renderSection(handlers: Parameters<typeof mockGraphql>[0]) {
  const calls = mockGraphql(handlers);
  renderWithQueryClient(<ApiKeysSection salonId={SALON_ID} />);
  return calls;
}

const section = () => screen.findByRole('region', { name: 'API keys' });

describe('the API keys section', () => {
  it('lists the keys with their scope, creation and last use in the salon’s zone', async () => {
    renderSection({ GetApiKeys: keysReply([bookingSync, reports]) });
    const table = await within(await section()).findByRole('table', { name: 'API keys' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent(/Name.*Scope.*Created.*Last used/);
    expect(first).toHaveTextContent('Booking sync');
    expect(first).toHaveTextContent('piiq_sk_AbCd...');
    expect(first).toHaveTextContent('Read and write');
    expect(first).toHaveTextContent(formatDay(new Date(bookingSync.createdAt), ZONE));
    expect(first).toHaveTextContent(formatDayAndTime(new Date(bookingSync.lastUsedAt), ZONE));
    expect(second).toHaveTextContent('Read only');
    expect(within(second!).getByText('Never')).toBeVisible();
  });

  it('says so when there are no keys', async () => {
    renderSection({ GetApiKeys: keysReply([]) });
    expect(await within(await section()).findByText('No API keys yet')).toBeVisible();
  });

  it('creates a key with its name and scope, and shows the secret once with a Copy button', async () => {
    let keys: unknown[] = [];
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const calls = renderSection({
      GetApiKeys: () => keysReply(keys)(),
      CreateApiKey: () => {
        keys = [bookingSync];
        return { data: { createApiKey: { secret: SECRET, apiKey: { id: 'key-1', name: 'Booking sync' } } } };
      },
    });
    const keysSection = await section();
    fireEvent.change(await within(keysSection).findByRole('textbox', { name: 'Name' }), {
      target: { value: '  Booking sync ' },
    });
    expect(within(keysSection).getByRole('radio', { name: 'Read only' })).toBeChecked();
    fireEvent.click(within(keysSection).getByRole('radio', { name: 'Read and write' }));
    fireEvent.click(within(keysSection).getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Key Booking sync created' });
    expect(callsNamed(calls, 'CreateApiKey')[0]?.variables).toEqual({
      salonId: SALON_ID,
      name: 'Booking sync',
      scope: 'READ_WRITE',
    });
    expect(within(dialog).getByText(/It will not be shown again\./)).toBeVisible();
    expect(within(dialog).getByText(SECRET)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy the API key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(dialog).findByText('Copied')).toBeVisible();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(await within(keysSection).findByRole('cell', { name: /Booking sync/ })).toBeVisible();
    expect(within(keysSection).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('checks the name with the server’s rule before sending it', async () => {
    const calls = renderSection({ GetApiKeys: keysReply([]) });
    const keysSection = await section();
    const name = await within(keysSection).findByRole('textbox', { name: 'Name' });
    fireEvent.click(within(keysSection).getByRole('button', { name: 'Create key' }));
    expect(await within(keysSection).findByText(apiKeyMessages.nameRequired)).toBeVisible();
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(within(keysSection).getByRole('button', { name: 'Create key' }));
    expect(await within(keysSection).findByText('Name can be at most 100 characters.')).toBeVisible();
    expect(callsNamed(calls, 'CreateApiKey')).toEqual([]);
  });

  it('revokes a key after asking, and the list no longer has it', async () => {
    let keys: unknown[] = [bookingSync, reports];
    const calls = renderSection({
      GetApiKeys: () => keysReply(keys)(),
      RevokeApiKey: () => {
        keys = [reports];
        return { data: { revokeApiKey: { id: 'key-1' } } };
      },
    });
    const keysSection = await section();
    fireEvent.click(await within(keysSection).findByRole('button', { name: 'Revoke Booking sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Booking sync?' });
    expect(within(dialog).getByText(/refused from its next call on/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsNamed(calls, 'RevokeApiKey')[0]?.variables).toEqual({ id: 'key-1' });
    await waitFor(() => expect(within(keysSection).queryByText('Booking sync')).toBeNull());
    expect(within(keysSection).getByText('Reports')).toBeVisible();
  });
});
