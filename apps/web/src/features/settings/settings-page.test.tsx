// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSettings, SALON_ID } from './test/settings-test-utils.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const never = () => new Promise<never>(() => undefined);

describe('settings page', () => {
  it('links each tab to its own address and marks the one shown', async () => {
    renderSettings(`/${SALON_ID}/settings/account`, { GetSalonAccount: never });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-selected')])).toEqual([
      ['Salon', `/${SALON_ID}/settings/salon`, 'false'],
      ['Retail', `/${SALON_ID}/settings/retail`, 'false'],
      ['Client records', `/${SALON_ID}/settings/client-records`, 'false'],
      ['Account and billing', `/${SALON_ID}/settings/account`, 'true'],
      ['Integrations', `/${SALON_ID}/settings/integrations`, 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Account and billing' })).toBeVisible();
  });

  it('shows the loading chip while a tab loads', async () => {
    renderSettings(`/${SALON_ID}/settings/retail`, { GetSalonCatalogBrands: never, GetRetailProfile: never });
    expect((await screen.findByRole('status')).textContent).toContain('Loading');
  });

  it('says Not found for a tab that does not exist', () => {
    renderSettings(`/${SALON_ID}/settings/billing`, {});
    expect(screen.getByText('Not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Salon Settings' }).getAttribute('href')).toBe(
      `/${SALON_ID}/settings/salon`,
    );
  });
});
