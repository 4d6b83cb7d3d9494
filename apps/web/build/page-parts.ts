import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PART_MARKER = /^([ \t]*)<!-- piiq:([a-z-]+) -->$/gm;

/**
 * Puts page-parts/<name>.html in place of each `<!-- piiq:<name> -->` line of a page's HTML, indented
 * as the marker was; a part may hold markers of its own. What the pages share (the head every page
 * has; the salon app's and the portal's whole page but their script) is so written once, and each
 * page keeps only what is its own. A marker without its part fails the build rather than ship a page
 * without it.
 */
export function fillPageParts(html: string, readPart: (name: string) => string): string {
  return html.replace(PART_MARKER, (_marker, indent: string, name: string) =>
    fillPageParts(readPart(name), readPart)
      .trimEnd()
      .split('\n')
      .map((line) => (line === '' ? line : indent + line))
      .join('\n'),
  );
}

/** A part as written, from build/page-parts/. */
export function readPagePart(name: string): string {
  return readFileSync(new URL(`./page-parts/${name}.html`, import.meta.url), 'utf8');
}

/** The build's and the dev server's pages, filled in before Vite reads their scripts and styles. */
export function pagePartsPlugin(): Plugin {
  return {
    name: 'piiq-page-parts',
    transformIndexHtml: { order: 'pre', handler: (html) => fillPageParts(html, readPagePart) },
  };
}
