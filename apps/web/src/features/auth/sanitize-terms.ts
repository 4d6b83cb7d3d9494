import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;

/**
 * A private DOMPurify instance: its link hook must not leak into other features that sanitise
 * HTML with the shared default instance.
 */
function termsPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    // A link in the terms must not navigate away from the gate the person has to answer.
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
 * The server sends its own trusted HTML, but the browser still sanitises it (defence in depth):
 * no scripts, no inline handlers, no forms, and no inline styles that could fight the theme.
 */
export function sanitizeTermsHtml(html: string): string {
  return termsPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
