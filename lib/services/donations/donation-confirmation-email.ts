import 'server-only';
import { env } from '@/lib/env';
import { formatDollarsAndCents } from '@/lib/rules/money';
import type { Mail } from '@/lib/services/mail/enqueue-mail';
import { escapeHtml, renderEmailTemplate } from '@/lib/services/events/render-email-template';

// The donor's confirmation, which doubles as their receipt: the event's own donation template
// (markdown, rendered and sanitized, merge fields filled in escaped), or ours when it has none,
// then the receipt (organizer, what the gift went to, amounts, date, transaction id).

/** Used when the organizer wrote no donation template. */
export const DEFAULT_DONATION_TEMPLATE = `# Thank you, {{firstName}}!

Your gift of **{{amount}}** to *{{campaign}}* has been received. Thank you for your generosity.`;

export type DonationEmailInput = {
  to: string;
  firstName: string;
  lastName: string;
  eventTitle: string;
  /** What the gift went to: the individual or team campaign, else the event. */
  campaignTitle: string;
  organizerName: string;
  template: string | null;
  baseCents: number;
  totalCents: number;
  transactionId: string;
  date: Date;
  timeZone: string;
  /** A monthly plan's gift: its manage link, in every receipt of the plan (CONTRACT §6). */
  plan?: { manageUrl: string; frequency: string | null } | null;
};

function formatDate(date: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}

export function donationConfirmationEmail(input: DonationEmailInput): Mail {
  const { html: body, text: bodyText } = renderEmailTemplate(input.template?.trim() || DEFAULT_DONATION_TEMPLATE, {
    firstName: input.firstName,
    lastName: input.lastName,
    amount: formatDollarsAndCents(input.baseCents),
    event: input.eventTitle,
    campaign: input.campaignTitle,
    transactionId: input.transactionId,
  });
  const feeCents = input.totalCents - input.baseCents;
  // The receipt's headline names the page given to: the person or the team, not only the event (issue 21).
  const givenTo =
    input.campaignTitle === input.eventTitle ? input.eventTitle : `${input.campaignTitle} (${input.eventTitle})`;
  const headline = `Receipt: your gift to ${givenTo}`;
  const rows: Array<[string, string]> = [
    ['Organizer', input.organizerName || env.siteName],
    [
      'Donation to',
      input.campaignTitle === input.eventTitle ? input.eventTitle : `${input.campaignTitle} (${input.eventTitle})`,
    ],
    ['Gift', formatDollarsAndCents(input.baseCents)],
    ...(feeCents > 0
      ? ([['Processing fee you covered', formatDollarsAndCents(feeCents)]] as Array<[string, string]>)
      : []),
    ['Total charged', formatDollarsAndCents(input.totalCents)],
    ['Date', formatDate(input.date, input.timeZone)],
    ['Transaction ID', input.transactionId],
    ['Donor', `${input.firstName} ${input.lastName}`],
  ];
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f6f7f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1b2430;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:28px;background:#ffffff;border-radius:12px">
${body}
<h2 style="margin:28px 0 8px;font-size:18px">${escapeHtml(headline)}</h2>
<table style="border-collapse:collapse;font-size:15px">
${table}
</table>
${
  input.plan
    ? `<p style="margin:20px 0 0">This gift is part of your recurring donation. Change the amount, pause, update your card or cancel anytime: <a href="${escapeHtml(input.plan.manageUrl)}" style="color:#0b6464">manage your recurring gift</a> (${escapeHtml(input.plan.manageUrl)}).</p>`
    : ''
}
<p style="margin:20px 0 0;font-size:13px;color:#4f5b67">Keep this email as the receipt of your donation. Questions: ${escapeHtml(env.contactEmail)}.</p>
</div></body></html>`;
  const text = [
    bodyText,
    '',
    headline,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(input.plan
      ? [
          `This gift is part of your recurring donation. Change the amount, pause, update your card or cancel anytime: ${input.plan.manageUrl}`,
          '',
        ]
      : []),
    `Keep this email as the receipt of your donation. Questions: ${env.contactEmail}.`,
    `— ${env.siteName}`,
  ].join('\n');
  return { to: input.to, subject: `Thank you for your donation to ${input.eventTitle}`, html, text };
}
