import { describe, expect, it } from 'vitest';
import { sanitizeStoredHtml } from './html.ts';

describe('sanitizeStoredHtml', () => {
  it('keeps the text and its structure, and drops scripts, handlers, styles and javascript: links', async () => {
    const stored = await sanitizeStoredHtml(
      '<h2 style="color:red">Terms</h2><script>alert(1)</script><p onclick="steal()">Read <a href="javascript:alert(2)">this</a> and <a href="https://piiq.example/terms">that</a>.</p><img src="https://cdn.example/a.png" onerror="x()"><iframe src="https://evil.example"></iframe>',
    );
    expect(stored).toBe(
      '<h2>Terms</h2><p>Read <a>this</a> and <a href="https://piiq.example/terms">that</a>.</p><img src="https://cdn.example/a.png">',
    );
  });

  it('keeps web, mail and phone links and drops every other scheme', async () => {
    const stored = await sanitizeStoredHtml(
      '<a href="mailto:help@piiq.example">mail</a><a href="tel:+61298765432">call</a><a href="ftp://files.example/x">ftp</a><a href="vbscript:run">vb</a><a href="/terms#privacy">here</a>',
    );
    expect(stored).toBe(
      '<a href="mailto:help@piiq.example">mail</a><a href="tel:+61298765432">call</a><a>ftp</a><a>vb</a><a href="/terms#privacy">here</a>',
    );
  });
});
