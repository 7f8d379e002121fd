import 'server-only';
import { env } from '@/lib/env';

// One plain, widely rendered email layout with an HTML and a text body. Every value is
// escaped here, so names and addresses typed by users can never become markup.

export type EmailContent = {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button, e.g. how long the link works. */
  note?: string;
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

export function renderEmail({ heading, paragraphs, action, note }: EmailContent): { html: string; text: string } {
  const site = escapeHtml(env.siteName);
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#0b6464;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4f5b67">Or open this link: <a href="${escapeHtml(action.url)}" style="color:#0b6464;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const small = note ? `<p style="margin:0 0 16px;font-size:13px;color:#4f5b67">${escapeHtml(note)}</p>` : '';
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f6f7f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1b2430;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:28px;background:#ffffff;border-radius:12px">
<p style="margin:0 0 20px;font-weight:800;color:#0b6464">${site}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${body}
${button}
${small}
</div></body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(note ? [note, ''] : []),
    `— ${env.siteName}`,
  ].join('\n');
  return { html, text };
}
