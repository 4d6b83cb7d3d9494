// @vitest-environment jsdom
import { mirrorMessages } from '@piiq/domain/mirror-pairing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { stepNumber } from './consultation/steps.ts';
import { MirrorPage } from './mirror-page.tsx';
import { mirrorStorage } from './mirror-storage.ts';
import { mirrorSession } from './test/mirror-session.ts';
import { startEachTestOnAFreshMirror } from './test/fresh-mirror.ts';

startEachTestOnAFreshMirror();

const MIRROR = {
  mirror: {
    id: 'm1',
    name: 'Chair 1',
    salonName: 'Bondi Beach Hair Studio',
    salonPhotoUrl: null,
    stylists: [{ id: 's1', name: 'Alex Stylist' }],
  },
};

describe('MirrorPage', () => {
  it('pairs with the typed code, keeps the credential and sends it as a bearer token without cookies', async () => {
    const calls = mockGraphql({
      PairMirror: () => ({ data: { pairMirror: { credential: 'device-credential' } } }),
      Mirror: () => ({ data: MIRROR }),
    });
    renderWithQueryClient(<MirrorPage />);
    fireEvent.change(screen.getByLabelText(/Pairing code/), { target: { value: 'ABCD-EFGH' } });
    fireEvent.change(screen.getByLabelText('Mirror name'), { target: { value: 'Chair 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pair this mirror' }));
    expect(await screen.findByRole('heading', { name: 'Bondi Beach Hair Studio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a consultation' })).toBeTruthy();
    expect(calls[0]).toEqual({ operationName: 'PairMirror', variables: { code: 'ABCD-EFGH', name: 'Chair 1' } });
    expect(mirrorStorage.credential()).toBe('device-credential');
    const [, init] = vi.mocked(fetch).mock.calls[1] as [string, RequestInit];
    expect(init.credentials).toBe('omit');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer device-credential');
  });

  it('a stylist starts a consultation from the idle screen and chooses themself; the session shows its code and waits for the client', async () => {
    mirrorStorage.saveCredential('device-credential');
    const session = mirrorSession({ code: 'QWERTY', state: 'WAITING_FOR_CLIENT', clientName: null });
    const calls = mockGraphql({
      Mirror: () => ({ data: MIRROR }),
      CreateMirrorSession: () => ({ data: { createMirrorSession: session } }),
      MirrorSession: () => ({ data: { mirrorSession: session } }),
    });
    renderWithQueryClient(<MirrorPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a consultation' }));
    const stylists = screen.getByRole('group', { name: 'Who is styling?' });
    fireEvent.click(within(stylists).getByRole('button', { name: 'Alex Stylist' }));
    expect((await screen.findByLabelText('Session code')).textContent).toBe('QWERTY');
    expect(await screen.findByRole('img', { name: /^QR code to join/ })).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'CreateMirrorSession')?.variables).toEqual({ staffId: 's1' });
    expect(screen.getByRole('button', { name: 'Continue without the client' })).toBeTruthy();
    expect(mirrorStorage.consultation()).toEqual({ sessionId: 'session-1', step: 0 });
  });

  it('an unpaired credential returns to the pairing screen with the reason', async () => {
    mirrorStorage.saveCredential('revoked');
    mockGraphql({ Mirror: () => apiError(mirrorMessages.notPaired, 'UNAUTHENTICATED') });
    renderWithQueryClient(<MirrorPage />);
    expect(await screen.findByText(mirrorMessages.notPaired)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pair this mirror' })).toBeTruthy();
    expect(mirrorStorage.credential()).toBeNull();
  });

  it('names the brand of each recommended product, on the recommendations and in the cart', async () => {
    mirrorStorage.saveCredential('device-credential');
    const pick = (productId: string, productName: string, brandName: string) => ({
      productId,
      sku: `SKU-${productId}`,
      productName,
      brandName,
      productType: 'Shampoo',
      price: 3495,
      reasonSummary: 'Suits fine hair',
    });
    const session = {
      ...mirrorSession({ clientName: 'Ava Martin' }),
      // Two brands sell a product of the same name.
      recommendations: [pick('p1', 'Hydrate Shampoo', 'Velvet Bond'), pick('p2', 'Bond Repair', 'Oceanic')],
    };
    mockGraphql({
      Mirror: () => ({ data: MIRROR }),
      MirrorSession: () => ({ data: { mirrorSession: session } }),
    });
    mirrorStorage.saveConsultation({ sessionId: 'session-1', step: stepNumber('Recommendations') });
    renderWithQueryClient(<MirrorPage />);
    const list = await screen.findByRole('list', { name: 'Recommended products' });
    expect(
      within(within(list).getByRole('listitem', { name: 'Hydrate Shampoo' })).getByText('Velvet Bond'),
    ).toBeTruthy();
    expect(within(within(list).getByRole('listitem', { name: 'Bond Repair' })).getByText('Oceanic')).toBeTruthy();
    cleanup();

    mirrorStorage.saveConsultation({ sessionId: 'session-1', step: stepNumber('Cart') });
    renderWithQueryClient(<MirrorPage />);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Hydrate Shampoo' });
    expect(quantity.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(quantity.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Velvet Bond');
  });
});
