import createDOMPurify, { type DOMPurify } from 'dompurify';
import { storedHtmlPolicy } from '@piiq/domain/stored-html';

let purifier: Promise<DOMPurify> | undefined;

/** jsdom is loaded on the first save of console HTML, not at every server start. */
function storedHtmlPurifier(): Promise<DOMPurify> {
  purifier ??= import('jsdom').then(({ JSDOM }) => createDOMPurify(new JSDOM('').window));
  return purifier;
}

/**
 * HTML the provider writes in the console (terms, transcripts) is stored sanitised, whoever wrote it,
 * by the same policy the browser applies where it is shown.
 */
export async function sanitizeStoredHtml(html: string): Promise<string> {
  return (await storedHtmlPurifier()).sanitize(html, storedHtmlPolicy);
}
