// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { TermsAndConditionsPage } from './terms-and-conditions-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Terms and Conditions page', () => {
  it('shows the terms the gate would ask this browser to accept, with their version, sanitised', async () => {
    mockGraphql({
      GetTermsOfService: () => ({
        data: {
          locale: null,
          country: {
            bodyHtml: '<h2>1. Your account</h2><script>window.ran = true</script>',
            locale: 'en-US',
            version: 4,
          },
          language: { bodyHtml: '<p>Not these</p>', locale: 'en-GB', version: 2 },
          default: null,
        },
      }),
    });
    renderWithQueryClient(<TermsAndConditionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: '1. Your account' })).toBeVisible();
    expect(screen.getByText('Version 4')).toBeVisible();
    expect(screen.queryByText('Not these')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('says so when no terms are published, and offers Try again when they cannot be loaded', async () => {
    mockGraphql({
      GetTermsOfService: () => ({ data: { locale: null, country: null, language: null, default: null } }),
    });
    renderWithQueryClient(<TermsAndConditionsPage />);
    expect(await screen.findByText('No terms are published yet.')).toBeVisible();
    cleanup();

    mockGraphql({ GetTermsOfService: () => apiError('The server is busy.', 'INTERNAL_SERVER_ERROR') });
    renderWithQueryClient(<TermsAndConditionsPage />);
    expect(await screen.findByText(/We couldn't load the terms\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
