// @vitest-environment jsdom
import { imageShareWords } from '@piiq/domain/image-shares';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphql, renderWithQueryClient, type GraphqlCall } from '../../test/test-utils.tsx';
import { KeptPhotos } from './kept-photos.tsx';
import type { PortalAppointment } from './portal-operations.ts';
import { photoFileName } from './share-photo-dialog.tsx';

const PORTRAIT = '/photos/appointments/a1/selfie';
const MESSAGE = 'Fresh from the mirror #bondibeachhair #hairgoals';
const salon = { name: 'Bondi Beach Hair Studio', timeZone: 'Australia/Sydney', socialMessage: `  ${MESSAGE}\n` };
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10];

const appointment = {
  id: 'a1',
  clientSelfieImage: { url: PORTRAIT },
  client360Image: null,
} as unknown as PortalAppointment;

/** What a page's browser offers: Web Share with files, or neither of its calls. */
function browserShares(share: ((data: ShareData) => Promise<void>) | null) {
  if (!share) return { canShare: vi.fn(), share: vi.fn() };
  const canShare = vi.fn((data: ShareData) => (data.files ?? []).every((file) => file.type.startsWith('image/')));
  const shareMock = vi.fn(share);
  Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
  Object.defineProperty(navigator, 'share', { value: shareMock, configurable: true });
  return { canShare, share: shareMock };
}

let clicked: Array<{ href: string; download: string }>;
beforeEach(() => {
  clicked = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portrait');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'share');
});

/** The photos with a fake /graphql, and the private photo route answering with `photo`. */
function show(record: () => ReturnType<Parameters<typeof mockGraphql>[0][string]>, photo = () => jpeg()) {
  const calls = mockGraphql({ RecordImageShare: record });
  const graphqlFetch = globalThis.fetch;
  const photoFetch = vi.fn((url: string, init?: RequestInit) =>
    url.startsWith('/photos/') ? Promise.resolve(photo()) : graphqlFetch(url, init),
  );
  vi.stubGlobal('fetch', photoFetch);
  renderWithQueryClient(<KeptPhotos appointment={appointment} salon={salon} />);
  return { calls, photoFetch };
}

const jpeg = () => new Response(new Uint8Array(JPEG_BYTES), { headers: { 'content-type': 'image/jpeg' } });
const recorded = (sharedTo: string) => () => ({
  data: { recordImageShare: { sharedTo, createdAt: '2026-03-10T03:00:00.000Z' } },
});
const shares = (calls: GraphqlCall[]) => calls.filter((call) => call.operationName === 'RecordImageShare');

async function openShare() {
  const user = userEvent.setup();
  // Only a photo the mirror kept offers Share.
  expect(screen.getAllByRole('button', { name: /^Share/ })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Share your portrait' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share your portrait' });
  return { user, dialog };
}

describe('sharing a kept photo from the portal', () => {
  it('opens the share sheet with the photo as a file and the salon’s message, then records the share', async () => {
    const browser = browserShares(() => Promise.resolve());
    const { calls, photoFetch } = show(recorded('share-sheet'));
    const { user, dialog } = await openShare();
    expect(within(dialog).getByLabelText(imageShareWords.caption)).toHaveValue(MESSAGE);
    expect(within(dialog).getByRole('button', { name: 'Copy caption' })).toBeVisible();
    await user.click(await within(dialog).findByRole('button', { name: imageShareWords.share }));
    expect(photoFetch).toHaveBeenCalledWith(PORTRAIT, { credentials: 'same-origin' });
    const data = browser.share.mock.calls[0]?.[0];
    expect(data).toMatchObject({ title: salon.name, text: MESSAGE });
    const [file] = data?.files ?? [];
    expect(file).toMatchObject({ name: 'portrait.jpg', type: 'image/jpeg', size: JPEG_BYTES.length });
    expect(await within(dialog).findByText(imageShareWords.shared)).toBeVisible();
    await waitFor(() =>
      expect(shares(calls)).toEqual([
        {
          operationName: 'RecordImageShare',
          variables: { appointmentId: 'a1', imageUrl: PORTRAIT, sharedTo: 'share-sheet' },
        },
      ]),
    );
    expect(clicked).toEqual([]);
  });

  it('records nothing and says nothing when the client cancels the share sheet', async () => {
    browserShares(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { calls } = show(recorded('share-sheet'));
    const { user, dialog } = await openShare();
    await user.click(await within(dialog).findByRole('button', { name: imageShareWords.share }));
    expect(within(dialog).getByRole('button', { name: imageShareWords.share })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    expect(shares(calls)).toEqual([]);
  });

  it('offers the download when the share sheet fails for another reason', async () => {
    browserShares(() => Promise.reject(new DOMException('No user activation', 'NotAllowedError')));
    const { calls } = show(recorded('download'));
    const { user, dialog } = await openShare();
    await user.click(await within(dialog).findByRole('button', { name: imageShareWords.share }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(imageShareWords.shareFailed);
    await user.click(within(dialog).getByRole('button', { name: imageShareWords.download }));
    expect(clicked).toEqual([{ href: 'blob:portrait', download: 'portrait.jpg' }]);
    await waitFor(() => expect(shares(calls).map((call) => call.variables.sharedTo)).toEqual(['download']));
  });

  it('without Web Share for files, downloads the photo and shows the caption to copy, and records the download', async () => {
    browserShares(null);
    const { calls } = show(recorded('download'));
    const { user, dialog } = await openShare();
    expect(within(dialog).getByLabelText(imageShareWords.caption)).toHaveValue(MESSAGE);
    await user.click(await within(dialog).findByRole('button', { name: imageShareWords.download }));
    expect(clicked).toEqual([{ href: 'blob:portrait', download: 'portrait.jpg' }]);
    const created = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0];
    expect(created).toMatchObject({ type: 'image/jpeg', size: JPEG_BYTES.length });
    expect(await within(dialog).findByText(imageShareWords.downloaded)).toBeVisible();
    await waitFor(() =>
      expect(shares(calls).map((call) => call.variables)).toEqual([
        { appointmentId: 'a1', imageUrl: PORTRAIT, sharedTo: 'download' },
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: imageShareWords.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:portrait');
  });

  it('still shares when the salon’s record refuses it, and says the salon won’t see it', async () => {
    browserShares(() => Promise.resolve());
    show(() => apiError('This visit already has 50 shares recorded.', 'CONFLICT'));
    const { user, dialog } = await openShare();
    await user.click(await within(dialog).findByRole('button', { name: imageShareWords.share }));
    expect(await within(dialog).findByText(imageShareWords.notRecorded)).toBeVisible();
    expect(within(dialog).getByText(imageShareWords.shared)).toBeVisible();
  });

  it('says a photo that is gone is gone, and offers nothing to share', async () => {
    browserShares(() => Promise.resolve());
    const { calls } = show(recorded('share-sheet'), () => new Response('Not found', { status: 404 }));
    const { dialog } = await openShare();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(imageShareWords.photoGone);
    expect(within(dialog).getByRole('button', { name: imageShareWords.tryAgain })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: imageShareWords.share })).toBeNull();
    expect(shares(calls)).toEqual([]);
  });

  it('names the file by the photo’s type', () => {
    expect(photoFileName('portrait', 'image/jpeg')).toBe('portrait.jpg');
    expect(photoFileName('360-view', 'image/PNG')).toBe('360-view.png');
    expect(photoFileName('portrait', 'application/octet-stream')).toBe('portrait');
  });
});
