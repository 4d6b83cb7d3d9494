// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { Consultation } from './consultation.tsx';
import { CONSULTATION_STEPS, stepNumber, type ConsultationStepName } from './consultation/steps.ts';
import { mirrorStorage } from './mirror-storage.ts';
import { mirrorSession } from './test/mirror-session.ts';
import { startEachTestOnAFreshMirror } from './test/fresh-mirror.ts';

startEachTestOnAFreshMirror();

const SESSION = mirrorSession();

/** The mirror as it opens after a reload: the consultation resumes at the step it kept. */
function openAt(name: ConsultationStepName) {
  mirrorStorage.saveConsultation({ sessionId: 'session-1', step: stepNumber(name) });
  const saved = mirrorStorage.consultation();
  if (!saved) throw new Error('the consultation was not kept');
  return renderWithQueryClient(
    <Consultation credential="device-credential" saved={saved} onUnpaired={vi.fn()} onFinished={vi.fn()} />,
  );
}

const stepBar = () => screen.getByRole('navigation', { name: 'Consultation steps' });

describe('the consultation frame', () => {
  it('resumes at the kept step, marks it current, and goes back by a passed step only', async () => {
    mockGraphql({ MirrorSession: () => ({ data: { mirrorSession: SESSION } }) });
    openAt('Treatment');
    expect(await screen.findByRole('heading', { level: 2, name: 'Treatment' })).toBeTruthy();
    const bar = within(stepBar());
    expect(bar.getAllByRole('listitem')).toHaveLength(CONSULTATION_STEPS.length);
    const current = document.querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe(`${stepNumber('Treatment')}Treatment`);
    // Passed steps are buttons; the current one and those ahead are not.
    expect(bar.getAllByRole('button').map((button) => button.textContent)).toEqual(['1Photos', '2Analysis']);
    expect(bar.queryByRole('button', { name: 'Likes' })).toBeNull();
    // Treatment moves on only by its save: the frame offers no way past it.
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    fireEvent.click(bar.getByRole('button', { name: 'Photos' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Photos' })).toBeTruthy();
    expect(mirrorStorage.consultation()).toEqual({ sessionId: 'session-1', step: stepNumber('Photos') });
    expect(within(stepBar()).queryAllByRole('button')).toHaveLength(0);
  });

  it('skips a step the stylist does not need, keeps where it went across a reload, and goes back', async () => {
    mockGraphql({ MirrorSession: () => ({ data: { mirrorSession: SESSION } }) });
    openAt('Rebook');
    expect(await screen.findByRole('heading', { level: 2, name: 'Rebook' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Notes' })).toBeTruthy();
    expect(mirrorStorage.consultation()?.step).toBe(stepNumber('Notes'));

    cleanup();
    openAt('Notes');
    expect(await screen.findByRole('heading', { level: 2, name: 'Notes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Rebook' })).toBeTruthy();
    expect(mirrorStorage.consultation()?.step).toBe(stepNumber('Rebook'));
  });

  it('moves on from Photos by Next, with no Back before the first step', async () => {
    mockGraphql({ MirrorSession: () => ({ data: { mirrorSession: SESSION } }) });
    openAt('Photos');
    expect(await screen.findByRole('heading', { level: 2, name: 'Photos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(mirrorStorage.consultation()?.step).toBe(stepNumber('Analysis'));
  });

  it('keeps Like for the photos on the Likes step', async () => {
    const selfie = { clientSelfieImage: { url: '/photos/appointments/a1/selfie' } };
    mockGraphql({
      MirrorSession: () => ({
        data: { mirrorSession: { ...SESSION, appointment: { ...SESSION.appointment, ...selfie } } },
      }),
    });
    openAt('Likes');
    expect(await screen.findByRole('heading', { level: 2, name: 'Likes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like the selfie' })).toBeTruthy();
  });

  it('shows the photos already kept when the stylist comes back to Photos from a later step', async () => {
    // The server holds the kept photo on the session: the session answers with it once it is uploaded.
    const selfieUrl = '/photos/appointments/a1/selfie';
    let selfieOnServer = false;
    mockGraphql({
      MirrorSession: () => ({
        data: {
          mirrorSession: {
            ...SESSION,
            appointment: { ...SESSION.appointment, clientSelfieImage: selfieOnServer ? { url: selfieUrl } : null },
          },
        },
      }),
    });
    const answerGraphql = globalThis.fetch;
    const photo = new Blob(['selfie'], { type: 'image/jpeg' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/uploads/mirror-sessions/session-1/selfie') {
          selfieOnServer = true;
          return new Response(null, { status: 204 });
        }
        if (url === selfieUrl) return new Response(photo);
        return answerGraphql(url, init);
      }),
    );
    // jsdom keeps no pictures in memory: each photo shown gets an address of its own.
    let shown = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => `blob:photo-${(shown += 1)}`), revokeObjectURL: vi.fn() }),
    );
    openAt('Photos');
    // jsdom offers no camera, so the step takes an upload.
    fireEvent.change(await screen.findByLabelText('Upload a photo: Selfie'), {
      target: { files: [new File([photo], 'selfie.jpg', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByRole('img', { name: 'The selfie kept' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Analysis' })).toBeTruthy();
    fireEvent.click(within(stepBar()).getByRole('button', { name: 'Photos' }));

    expect(await screen.findByRole('img', { name: 'The selfie kept' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Selfie — saved' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '360° photo' })).toBeTruthy();
  });
});
