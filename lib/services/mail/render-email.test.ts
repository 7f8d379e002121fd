import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail } from './render-email';

describe('renderEmail', () => {
  it('escapes every value in the HTML and keeps the text as typed', () => {
    const { html, text } = renderEmail({
      heading: 'Hi <b>Bob</b> & "Co"',
      paragraphs: ["It's <script>alert(1)</script>"],
      action: { label: 'Open', url: 'https://site.example/reset/a?b=1&c="2"' },
      note: '<i>small</i>',
    });
    expect(html).not.toMatch(/<b>|<script>|<i>/);
    expect(html).toContain('Hi &lt;b&gt;Bob&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('href="https://site.example/reset/a?b=1&amp;c=&quot;2&quot;"');
    expect(text).toContain('Hi <b>Bob</b> & "Co"');
    expect(text).toContain('Open: https://site.example/reset/a?b=1&c="2"');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
