// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MirrorPhoto } from './mirror-photo.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const URL_OF_SELFIE = '/photos/appointments/a1/selfie';

describe('MirrorPhoto', () => {
  it('fetches the photo with the device credential and no cookie, and shows it from memory', async () => {
    // The blob each fetch of this photo answers, so the object URLs counted are this photo's own:
    // the web suites share one document, and another file's pending work may make URLs of its own.
    const ours: Blob[] = [];
    const fetchMock = vi.fn(async (url: string) => {
      const photo = new Blob(['png'], { type: 'image/png' });
      const response = new Response(photo);
      if (url === URL_OF_SELFIE) {
        ours.push(photo);
        vi.spyOn(response, 'blob').mockResolvedValue(photo);
      }
      return response;
    });
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:selfie');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { unmount } = render(<MirrorPhoto credential="device-credential" url={URL_OF_SELFIE} alt="Selfie" />);
    expect((await screen.findByRole('img', { name: 'Selfie' })).getAttribute('src')).toBe('blob:selfie');
    const ourCalls = fetchMock.mock.calls.filter(([url]) => url === URL_OF_SELFIE);
    expect(ourCalls).toHaveLength(1);
    const [, init] = ourCalls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({
      credentials: 'omit',
      cache: 'no-store',
      headers: { authorization: 'Bearer device-credential' },
    });
    expect(ours).toHaveLength(1);
    expect(created.mock.calls.filter(([made]) => ours.includes(made as Blob))).toHaveLength(1);
    unmount();
    expect(revoked).toHaveBeenCalledWith('blob:selfie');
  });

  it('says so when the photo is refused, rather than showing a broken image', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not found', { status: 404 })),
    );
    render(<MirrorPhoto credential="device-credential" url={URL_OF_SELFIE} alt="Selfie" />);
    expect(await screen.findByText('This photo could not be shown.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
