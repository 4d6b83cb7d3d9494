// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_SECONDS } from './camera.tsx';
import { PhotosStep } from './photos-step.tsx';
import { ConsultationContext, type ConsultationApi } from './use-consultation.ts';

/** A camera stream as getUserMedia answers it: one video track, whose stop the test watches. */
function fakeStream() {
  const track = { stop: vi.fn(), kind: 'video' };
  return { track, stream: { getTracks: () => [track], getVideoTracks: () => [track] } };
}

/** A session with no photo kept yet: the step starts on the camera. */
const SESSION_WITHOUT_PHOTOS = {
  appointment: { clientSelfieImage: null, client360Image: null },
} as ConsultationApi['session'];

/** The consultation as the Photos step uses it: only the upload matters here. */
function consultationWith(uploadPhoto: ConsultationApi['uploadPhoto']): ConsultationApi {
  const refuse = () => Promise.reject(new Error('not part of the Photos step'));
  return {
    credential: 'device-credential',
    session: SESSION_WITHOUT_PHOTOS,
    step: 1,
    busy: false,
    problem: null,
    offline: false,
    goTo: vi.fn(),
    next: vi.fn(),
    portrait: null,
    hairColourSuggestion: null,
    keepHairColourSuggestion: vi.fn(),
    uploadPhoto,
    recordAnalysis: refuse,
    saveTreatment: refuse,
    chooseColourService: refuse,
    signConsent: refuse,
    saveFormula: refuse,
    computeRecommendations: refuse,
    setRecommendations: refuse,
    likePhoto: refuse,
    saveCart: refuse,
    requestRebook: refuse,
    saveNotes: refuse,
    finish: refuse,
  };
}

function renderPhotos(uploadPhoto: ConsultationApi['uploadPhoto']) {
  return render(
    <ConsultationContext value={consultationWith(uploadPhoto)}>
      <PhotosStep />
    </ConsultationContext>,
  );
}

const JPEG = new Blob(['frame'], { type: 'image/jpeg' });

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
  // jsdom draws nothing: the frame the canvas gives is the test's own.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(JPEG));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function cameraAnswers(answer: () => Promise<unknown>) {
  const getUserMedia = vi.fn(answer);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}

/** Taps the shutter and lets the countdown run out, second by second, as the client sees it. */
async function takePhoto() {
  fireEvent.click(screen.getByRole('button', { name: 'Take the photo' }));
  for (let left = COUNTDOWN_SECONDS; left > 0; left -= 1) {
    expect(screen.getByRole('status', { name: `Taking the photo in ${left}` }).textContent).toBe(String(left));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
  }
}

describe('the Photos step', () => {
  it('counts down, shows the shot to retake or keep, uploads only the kept one, then turns to the 360° photo', async () => {
    const { stream, track } = fakeStream();
    const getUserMedia = cameraAnswers(() => Promise.resolve(stream));
    const uploadPhoto = vi.fn<ConsultationApi['uploadPhoto']>(() => Promise.resolve());
    const view = renderPhotos(uploadPhoto);
    expect(await screen.findByRole('button', { name: 'Take the photo' })).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });
    expect(screen.getByRole('heading', { name: 'Taking the selfie' })).toBeTruthy();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await takePhoto();
    expect(screen.getByRole('img', { name: 'The selfie just taken' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retake' }));
    expect(uploadPhoto).not.toHaveBeenCalled();

    await takePhoto();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    });
    expect(uploadPhoto).toHaveBeenCalledTimes(1);
    expect(uploadPhoto).toHaveBeenCalledWith('selfie', JPEG);
    expect(screen.getByRole('heading', { name: 'Selfie — saved' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The selfie kept' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Taking the 360° photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take the photo' })).toBeTruthy();
    // One camera for both photos: it was opened once.
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(track.stop).not.toHaveBeenCalled();

    // Leaving the step lets the camera go.
    view.unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('lets the camera go once both photos are kept', async () => {
    const { stream, track } = fakeStream();
    cameraAnswers(() => Promise.resolve(stream));
    const uploadPhoto = vi.fn<ConsultationApi['uploadPhoto']>(() => Promise.resolve());
    renderPhotos(uploadPhoto);
    await screen.findByRole('button', { name: 'Take the photo' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const kind of ['selfie', '360']) {
      await takePhoto();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
      });
      expect(uploadPhoto).toHaveBeenLastCalledWith(kind, JPEG);
    }
    expect(screen.getByRole('heading', { name: '360° photo — saved' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take the photo' })).toBeNull();
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Retake the selfie' })).toBeTruthy();
  });

  it('keeps the photo on screen when its upload is refused, with the reason', async () => {
    const { stream } = fakeStream();
    cameraAnswers(() => Promise.resolve(stream));
    renderPhotos(() => Promise.reject(new Error('The photo is too large.')));
    await screen.findByRole('button', { name: 'Take the photo' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await takePhoto();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    });
    expect(screen.getByText('The photo is too large.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Selfie' })).toBeTruthy();
  });

  it('falls back to uploading a file when the camera is refused, and says why', async () => {
    cameraAnswers(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const uploadPhoto = vi.fn<ConsultationApi['uploadPhoto']>(() => Promise.resolve());
    renderPhotos(uploadPhoto);
    expect(
      (await screen.findByText(/^The camera is not available: permission to use it was refused\./)).textContent,
    ).toBe('The camera is not available: permission to use it was refused. Upload the photos instead.');
    const file = new File(['png'], 'selfie.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Upload a photo: Selfie'), { target: { files: [file] } });
    });
    expect(uploadPhoto).toHaveBeenCalledWith('selfie', file);
    expect(screen.getByRole('heading', { name: 'Selfie — saved' })).toBeTruthy();
    expect(screen.getByLabelText('Upload a photo: 360° photo')).toBeTruthy();
  });

  it('offers the upload at once where the browser has no camera at all', () => {
    renderPhotos(vi.fn());
    expect(screen.getByText(/^The camera is not available: /)).toBeTruthy();
    expect(screen.getByLabelText('Upload a photo: Selfie')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take the photo' })).toBeNull();
  });
});
