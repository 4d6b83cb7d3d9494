import sanitizeHtml from 'sanitize-html';

/**
 * HTML the provider writes in the console (terms, transcripts) is stored sanitised, whoever wrote it:
 * no scripts, inline handlers, styles, forms or frames; images and links over http(s) only. The
 * browser sanitises it again where it is shown.
 */
export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: true,
  });
}
