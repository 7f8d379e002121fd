import { describe, expect, it } from 'vitest';
import { renderEmailTemplate } from './render-email-template';

describe('renderEmailTemplate', () => {
  it('renders markdown to HTML and plain text', () => {
    const { html, text } = renderEmailTemplate('# Thanks\n\nSee you **soon**.\n\n- one\n- two');
    expect(html).toBe(
      '<h1>Thanks</h1>\n<p>See you <strong>soon</strong>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    );
    expect(text).toBe('Thanks\n\nSee you soon.\n\none\n\ntwo');
  });

  it('fills the placeholders, escaped, and leaves unknown ones alone', () => {
    const { html, text } = renderEmailTemplate('Hi {{ firstName }}, {{unknown}}', { firstName: '<b>Bo</b> & Co' });
    expect(html).toBe('<p>Hi &lt;b&gt;Bo&lt;/b&gt; &amp; Co, {{unknown}}</p>\n');
    expect(text).toBe('Hi <b>Bo</b> & Co, {{unknown}}');
  });

  it('removes scripts, handlers, frames, styles and javascript: links', () => {
    const { html } = renderEmailTemplate(
      '<script>alert(1)</script><img src="javascript:x" onerror="alert(2)"><iframe src="https://x"></iframe>\n\n[a](javascript:alert(3)) <a href="//evil.example">b</a> <form><input></form><style>p{}</style>',
    );
    expect(html).not.toMatch(/script|alert|onerror|iframe|javascript|evil|form|input|style/i);
  });

  it('keeps safe links and images, and marks links noopener', () => {
    const { html } = renderEmailTemplate(
      '[site](https://example.org) ![logo](https://example.org/logo.png) [mail](mailto:a@example.org)',
    );
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<img src="https://example.org/logo.png" alt="logo" />');
    expect(html).toContain('href="mailto:a@example.org"');
  });
});
