// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from '../../lib/sanitize-html.ts';
import { pickTerms, termsLookup } from '../../lib/api/terms-of-service.ts';
import { hasAcceptedTerms } from './use-terms-of-service.ts';

const terms = (locale: string, version = 2) => ({ bodyHtml: `<p>${locale}</p>`, locale, version });

describe('terms look-up', () => {
  it('asks for the browser locale, its country, its language and the default', () => {
    expect(termsLookup('en-AU')).toEqual({ locale: 'en-AU', country: 'AU', language: 'en', defaultLocale: 'en-GB' });
  });

  it('falls back to the product’s country when the browser gives no region, and to the default for nonsense', () => {
    expect(termsLookup('fr')).toEqual({ locale: 'fr', country: 'GB', language: 'fr', defaultLocale: 'en-GB' });
    expect(termsLookup('not a locale!')).toEqual({
      locale: 'en-GB',
      country: 'GB',
      language: 'en',
      defaultLocale: 'en-GB',
    });
    expect(termsLookup(undefined)).toEqual({ locale: 'en-GB', country: 'GB', language: 'en', defaultLocale: 'en-GB' });
  });

  it('uses the first answer in the order locale, country, language, default', () => {
    expect(
      pickTerms({ locale: null, country: terms('en-AU'), language: terms('en-US'), default: terms('en-GB') })?.locale,
    ).toBe('en-AU');
    expect(pickTerms({ locale: null, country: null, language: null, default: terms('en-GB') })?.locale).toBe('en-GB');
    expect(pickTerms({ locale: null, country: null, language: null, default: null })).toBeNull();
  });

  it('counts the terms as accepted only for the same locale and version', () => {
    expect(hasAcceptedTerms({ termsOfServiceLocale: 'en-AU', termsOfServiceVersion: 2 }, terms('en-AU', 2))).toBe(true);
    expect(hasAcceptedTerms({ termsOfServiceLocale: 'en-AU', termsOfServiceVersion: 1 }, terms('en-AU', 2))).toBe(
      false,
    );
    expect(hasAcceptedTerms({ termsOfServiceLocale: 'en-GB', termsOfServiceVersion: 2 }, terms('en-AU', 2))).toBe(
      false,
    );
    expect(hasAcceptedTerms({ termsOfServiceLocale: null, termsOfServiceVersion: null }, terms('en-AU', 2))).toBe(
      false,
    );
  });
});

describe('terms HTML', () => {
  it('drops scripts, inline handlers and styles, and opens links in a new tab', () => {
    const clean = sanitizeServerHtml(
      '<h2 style="color:red">Terms</h2><script>alert(1)</script><p onclick="steal()">Read <a href="https://piiq.com.au/terms">this</a></p><img src=x onerror="steal()">',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|style=/);
    expect(clean).toContain('<h2>Terms</h2>');
    expect(clean).toContain('<a href="https://piiq.com.au/terms" target="_blank" rel="noopener noreferrer">this</a>');
  });
});
