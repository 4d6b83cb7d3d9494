/**
 * What HTML the provider writes in the console (the terms, IBB and academy transcripts) may hold,
 * as DOMPurify options: the server applies it when it stores the HTML, the browser again where it
 * shows it, so both sides keep the same rule. No scripts, inline handlers, styles, forms or frames;
 * links and images over http(s), mail and phone links only.
 */
export const storedHtmlPolicy = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style'],
  // DOMPurify's own pattern with fewer schemes: a relative address, or http(s), mailto and tel.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};
