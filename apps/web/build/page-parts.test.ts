import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillPageParts, readPagePart } from './page-parts.ts';

const parts: Record<string, string> = {
  head: '<meta charset="UTF-8" />\n',
  'salon-app-head': '<!-- piiq:head -->\n<style>\n  body { margin: 0; }\n</style>\n',
};
const readPart = (name: string) => {
  const part = parts[name];
  if (part === undefined) throw new Error(`no part ${name}`);
  return part;
};

describe('the pages filled in from their shared parts', () => {
  it('puts a part in place of its marker, indented as the marker, with the parts it names itself', () => {
    const page = '<head>\n    <!-- piiq:salon-app-head -->\n    <title>piiq</title>\n</head>';
    expect(fillPageParts(page, readPart)).toBe(
      '<head>\n    <meta charset="UTF-8" />\n    <style>\n      body { margin: 0; }\n    </style>\n    <title>piiq</title>\n</head>',
    );
  });

  it('leaves other comments as they are', () => {
    const page = '  <!-- the wordmark -->\n  <!--piiq:head-->';
    expect(fillPageParts(page, readPart)).toBe(page);
  });

  it('fails on a marker without its part rather than ship the page without it', () => {
    expect(() => fillPageParts('<!-- piiq:missing -->', readPart)).toThrow('no part missing');
  });

  it('gives the salon app and the portal the page the server fills in by its session marker', () => {
    for (const page of ['index.html', 'portal.html']) {
      const html = fillPageParts(readFileSync(new URL(`../${page}`, import.meta.url), 'utf8'), readPagePart);
      expect(html).toContain('\n    <meta name="piiq-session" content="unknown" />\n');
      expect(html).not.toContain('<!-- piiq:');
    }
  });
});
