import 'server-only';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Organizers write their confirmation emails in markdown. Markdown allows raw HTML, so the
// rendered HTML is sanitized: no scripts, styles, iframes or forms, no event handler
// attributes, and links and images only over http(s) (mailto for links).

/** Placeholders a template may use; the sender fills them in ({{firstName}} → "Dana"). */
export const TEMPLATE_PLACEHOLDERS = ['firstName', 'lastName', 'amount', 'event', 'campaign', 'transactionId'] as const;
export type TemplateValues = Partial<Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>>;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Tags whose content must go too, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function fill(text: string, values: TemplateValues, encode: (value: string) => string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = values[name as keyof TemplateValues];
    return value === undefined ? match : encode(value);
  });
}

/**
 * A markdown template as email HTML (rendered, then sanitized) and plain text. Placeholder
 * values are put into the HTML escaped, after rendering, so a donor's name is never markup.
 */
export function renderEmailTemplate(markdown: string, values: TemplateValues = {}): { html: string; text: string } {
  const rendered = marked.parse(markdown, { async: false, gfm: true });
  const html = sanitizeHtml(fill(rendered, values, escapeHtml), SANITIZE);
  // The plain-text part: the text of the sanitized HTML, one block per paragraph.
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|tr|blockquote|pre)>|<br\s*\/?>/g, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { html, text };
}
