// @vitest-environment jsdom
import { salonPhotoMessages } from '@piiq/domain/salon-photo';
import { PREFERRED_BRAND_WARNING, retailMessages, SAVED_SUCCESSFULLY } from '@piiq/domain/salon-settings';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_UPLOAD_FAILED } from '../../lib/photo-upload.ts';
import { callsNamed, deferred, fieldError, renderSettings, SALON_ID } from './test/settings-test-utils.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const brand = (id: string, name: string, visibleToClients: boolean, availableToSalon = true) => ({
  id,
  name,
  logoUrl: null,
  availableToSalon,
  visibleToClients,
});

const catalog = {
  id: SALON_ID,
  preferredRecommendationBrand: 'b-lum',
  catalog: {
    allBrands: [
      brand('b-coming', 'Coming Soon Botanics', false),
      brand('b-kow', 'Kōwhai Haircare', false),
      brand('b-lum', 'Lumière Professionnel', true),
      brand('b-other', 'Not Offered Co', false, false),
    ],
  },
};

const profile = {
  hideFromFinder: false,
  bankAccountName: 'Glow Pty Ltd',
  bankBsb: '062000',
  bankAccountNumber: '10234567',
  sfPhotoUrl: '/files/salons/salon-1/old.jpg',
  specialities: ['Colour'],
  styles: [],
};

const savedProfile = (input: Record<string, unknown>) => ({
  data: {
    updateRetailProfile: {
      ...profile,
      ...input,
      sfPhotoUrl: input.sfPhoto === '' ? null : (input.sfPhoto ?? profile.sfPhotoUrl),
    },
  },
});

function renderRetailTab(overrides: Parameters<typeof renderSettings>[1] = {}, uploadReply?: () => Response) {
  return renderSettings(
    `/${SALON_ID}/settings/retail`,
    {
      GetSalonCatalogBrands: () => ({ data: { salon: catalog } }),
      GetRetailProfile: () => ({ data: { salon: { id: SALON_ID, retailProfile: profile } } }),
      UpdateSalon: () => ({ data: { updateSalon: { id: SALON_ID } } }),
      UpdateRetailProfile: (variables) => savedProfile(variables.input as Record<string, unknown>),
      ...overrides,
    },
    uploadReply,
  );
}

const save = () => screen.getByRole('button', { name: 'Save' });
const loaded = () => screen.findByRole('heading', { name: 'Brands' });

describe('retail settings', () => {
  it("links to the salon's products page, which the side menu does not list", async () => {
    renderRetailTab();
    await loaded();
    expect(screen.getByRole('link', { name: 'Products page' }).getAttribute('href')).toBe(`/${SALON_ID}/products`);
  });

  it("shows the salon's brands with the Coming Soon tile, and the retail profile", async () => {
    renderRetailTab();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Retail Settings' })).toBeVisible();
    const tiles = within(screen.getByRole('list', { name: 'Brands visible to clients' })).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('Coming Soon Botanics'),
      expect.stringContaining('Kōwhai Haircare'),
      expect.stringContaining('Lumière Professionnel'),
    ]);
    expect((screen.getByRole('button', { name: /Coming Soon Botanics/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Preferred recommendation brand') as HTMLSelectElement).value).toBe('b-lum');
    expect((screen.getByLabelText('Bank account name') as HTMLInputElement).value).toBe('Glow Pty Ltd');
    expect(screen.getByRole('button', { name: 'Remove Colour' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'The salon finder photo' }).getAttribute('src')).toBe(profile.sfPhotoUrl);
  });

  it("checks the BSB and account number with the domain's messages", async () => {
    const { calls } = renderRetailTab();
    await loaded();
    fireEvent.change(screen.getByLabelText('BSB'), { target: { value: '06200' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '12' } });
    fireEvent.click(save());
    expect(await screen.findByText(retailMessages.bsb)).toBeVisible();
    expect(screen.getByText('Account number must be 5 to 9 digits')).toBeVisible();
    expect(callsNamed(calls, 'UpdateSalon')).toHaveLength(0);
  });

  it('takes the bank details as people type them: a BSB with a dash, an account number with spaces', async () => {
    const { calls } = renderRetailTab();
    await loaded();
    fireEvent.change(screen.getByLabelText('BSB'), { target: { value: '062-000' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '1023 4567' } });
    fireEvent.click(save());
    await waitFor(() => expect(callsNamed(calls, 'UpdateRetailProfile')).toHaveLength(1));
    expect(callsNamed(calls, 'UpdateRetailProfile')[0]?.variables).toMatchObject({
      input: { bankBsb: '062000', bankAccountNumber: '10234567' },
    });
  });

  it('shows the red warning and will not save while the preferred brand is hidden', async () => {
    const { calls } = renderRetailTab();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: /Lumière Professionnel/ }));
    expect(screen.getByRole('alert').textContent).toBe(PREFERRED_BRAND_WARNING);
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Lumière Professionnel/ }));
    expect((save() as HTMLButtonElement).disabled).toBe(false);
    expect(callsNamed(calls, 'UpdateSalon')).toHaveLength(0);
  });

  it('saves the brands first, then the profile, with a spinner while busy and Saved successfully. after', async () => {
    const brandsSaved = deferred<{ data: unknown }>();
    const { calls } = renderRetailTab({ UpdateSalon: () => brandsSaved.promise });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: /Kōwhai Haircare/ }));
    fireEvent.change(screen.getByLabelText('Preferred recommendation brand'), { target: { value: 'b-kow' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Hide from the salon finder' }));
    fireEvent.change(screen.getByLabelText('BSB'), { target: { value: '062-111' } });
    fireEvent.change(screen.getByLabelText('New style'), { target: { value: ' Beach  waves ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add style' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Colour' }));
    fireEvent.click(save());

    await waitFor(() => expect(save().getAttribute('aria-busy')).toBe('true'));
    expect(callsNamed(calls, 'UpdateSalon')[0]?.variables).toEqual({
      id: SALON_ID,
      input: { brandsVisibleToClients: ['b-lum', 'b-kow'], preferredRecommendationBrand: 'b-kow' },
    });
    expect(callsNamed(calls, 'UpdateRetailProfile')).toHaveLength(0);
    brandsSaved.resolve({ data: { updateSalon: { id: SALON_ID } } });

    expect(await screen.findByText(SAVED_SUCCESSFULLY)).toBeVisible();
    expect(callsNamed(calls, 'UpdateRetailProfile')[0]?.variables).toEqual({
      salonId: SALON_ID,
      input: {
        hideFromFinder: true,
        bankAccountName: 'Glow Pty Ltd',
        bankBsb: '062111',
        bankAccountNumber: '10234567',
        sfPhoto: null,
        specialities: [],
        styles: ['Beach waves'],
      },
    });
    expect(save().getAttribute('aria-busy')).toBeNull();
  });

  it('stops when the brand update fails: no profile save, no message, not busy', async () => {
    const { calls } = renderRetailTab({
      UpdateSalon: () => ({
        data: null,
        errors: [{ message: 'Something went wrong', extensions: { code: 'INTERNAL' } }],
      }),
    });
    await loaded();
    fireEvent.click(save());
    await waitFor(() => expect(callsNamed(calls, 'UpdateSalon')).toHaveLength(1));
    await waitFor(() => expect(save().getAttribute('aria-busy')).toBeNull());
    expect(callsNamed(calls, 'UpdateRetailProfile')).toHaveLength(0);
    expect(screen.queryByText(SAVED_SUCCESSFULLY)).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows what the server said about the preferred brand when the brand update is refused', async () => {
    const { calls } = renderRetailTab({
      UpdateSalon: () => fieldError(PREFERRED_BRAND_WARNING, 'input.preferredRecommendationBrand'),
    });
    await loaded();
    fireEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(PREFERRED_BRAND_WARNING);
    expect(callsNamed(calls, 'UpdateRetailProfile')).toHaveLength(0);
  });

  it('refuses a photo that is too large or not an image before uploading anything', async () => {
    const { uploads } = renderRetailTab();
    await loaded();
    const input = screen.getByLabelText('Salon finder photo', { exact: false, selector: 'input' });
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(salonPhotoMessages.size)).toBeVisible();
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(salonPhotoMessages.type)).toBeVisible();
    expect(uploads).toHaveLength(0);
  });

  it('uploads a chosen photo, previews it and saves its path; Remove photo sends an empty path', async () => {
    const path = '/files/salons/salon-1/new.png';
    const { calls, uploads } = renderRetailTab(
      {},
      () => new Response(JSON.stringify({ path }), { headers: { 'content-type': 'application/json' } }),
    );
    await loaded();
    const input = screen.getByLabelText('Salon finder photo', { exact: false, selector: 'input' });
    const photo = new File(['png'], 'salon.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'The salon finder photo' }).getAttribute('src')).toBe(path),
    );
    expect(uploads).toEqual([
      {
        url: `/uploads/salons/${SALON_ID}/photo`,
        headers: { 'content-type': 'image/png', 'x-piiq-csrf': '1' },
        credentials: 'same-origin',
        body: photo,
      },
    ]);
    fireEvent.click(save());
    expect(await screen.findByText(SAVED_SUCCESSFULLY)).toBeVisible();
    expect(callsNamed(calls, 'UpdateRetailProfile')[0]?.variables.input).toMatchObject({ sfPhoto: path });

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'The salon finder photo' })).toBeNull();
    fireEvent.click(save());
    await waitFor(() => expect(callsNamed(calls, 'UpdateRetailProfile')).toHaveLength(2));
    expect(callsNamed(calls, 'UpdateRetailProfile')[1]?.variables.input).toMatchObject({ sfPhoto: '' });
  });

  it("shows the upload's refusal", async () => {
    const refusal = {
      errors: [{ message: 'Please upload a JPEG, PNG or WebP image', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }],
    };
    renderRetailTab(
      {},
      () => new Response(JSON.stringify(refusal), { status: 415, headers: { 'content-type': 'application/json' } }),
    );
    await loaded();
    const input = screen.getByLabelText('Salon finder photo', { exact: false, selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['fake'], 'fake.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('Please upload a JPEG, PNG or WebP image')).toBeVisible();
  });

  it('says the upload failed when the server answers without a reason', async () => {
    renderRetailTab({}, () => new Response('Bad gateway', { status: 502 }));
    await loaded();
    const input = screen.getByLabelText('Salon finder photo', { exact: false, selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['png'], 'salon.png', { type: 'image/png' })] } });
    expect(await screen.findByText(PHOTO_UPLOAD_FAILED)).toBeVisible();
  });
});
