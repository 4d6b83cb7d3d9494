import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { storedHtmlPolicy } from '@piiq/domain/stored-html';

let purifier: Purifier | null = null;

/** A private DOMPurify instance: its link hook must not leak into anything else sanitising with the default one. */
function serverHtmlPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    // A link in the terms or a lesson must not navigate away from the page the person is reading.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && node instanceof Element && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/**
 * HTML the server keeps (the terms of service, IBB transcripts) is sanitised again where it is shown,
 * by the policy the server stored it with, whoever wrote it. Links open in a new tab.
 */
export function sanitizeServerHtml(html: string): string {
  return serverHtmlPurifier().sanitize(html, storedHtmlPolicy);
}
