import 'server-only';
import { env } from '@/lib/env';
import { formatDollarsAndCents } from '@/lib/rules/money';
import { eventPath, ticketPath, ticketQrPath } from '@/lib/shared/paths';
import { escapeHtml, renderEmailTemplate } from '@/lib/services/events/render-email-template';
import type { Mail } from '@/lib/services/mail/enqueue-mail';
import { signupOnward, type SignupOnwardEvent } from './signup-onward';

// The participation email: the event's own markdown template (emailTemplate.participation, with
// {{firstName}}, {{lastName}}, {{amount}} and {{event}} filled in), then the facts of the signup.
// Every participant with an address of their own gets one, addressed to them; a family sharing
// one address gets one email.

/** Used when the organizer wrote no template. */
export const DEFAULT_PARTICIPATION_TEMPLATE = `# You're signed up!

Thank you for signing up for **{{event}}**, {{firstName}}. We look forward to seeing you there.`;

export type ParticipationEmailInput = {
  event: { id: string; title: string; emailTemplateParticipation: string | null } & Partial<SignupOnwardEvent>;
  /** The chosen team: "Start fundraising" makes an individual page under it. */
  teamCampaignId?: string | null;
  /** `ticket`: the participant's ticket token (CONTRACT §7), linked with its QR code. */
  participants: Array<{ firstName: string; lastName: string; email: string; ticket?: string | null }>;
  categoryName: string;
  teamTitle: string | null;
  totalCents: number;
  transactionId: string;
};

export function participationEmails(input: ParticipationEmailInput): Mail[] {
  const seen = new Set<string>();
  const recipients = input.participants.filter((person) => {
    const address = person.email.trim().toLowerCase();
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
  return recipients.map((person, index) => participationEmail(input, person, index === 0));
}

type Person = ParticipationEmailInput['participants'][number];

/**
 * The tickets an email carries: the main participant's email carries everyone's (they signed
 * the family up); each other email those of the participants sharing its address.
 */
function ticketsFor(participants: Person[], to: Person, main: boolean): Person[] {
  const address = to.email.trim().toLowerCase();
  return participants.filter((person) => person.ticket && (main || person.email.trim().toLowerCase() === address));
}

function ticketsHtml(tickets: Person[]): string {
  if (tickets.length === 0) return '';
  const cards = tickets
    .map((person) => {
      const url = escapeHtml(`${env.appUrl}${ticketPath(person.ticket!)}`);
      const qr = escapeHtml(`${env.appUrl}${ticketQrPath(person.ticket!)}`);
      const name = escapeHtml(`${person.firstName} ${person.lastName}`);
      return `<div style="margin:0 0 16px;padding:16px;border:1px solid #dde3e1;border-radius:12px;text-align:center">
<p style="margin:0 0 8px;font-weight:700">${name}</p>
<a href="${url}"><img src="${qr}" width="200" height="200" alt="Ticket QR code for ${name}" style="display:block;margin:0 auto;width:200px;height:200px;border:0"></a>
<p style="margin:8px 0 0"><a href="${url}" style="color:#0b6464">Open ${name}'s ticket</a></p>
</div>`;
    })
    .join('\n');
  return `<h2 style="margin:24px 0 8px;font-size:18px">${tickets.length === 1 ? 'Your ticket' : 'Your tickets'}</h2>
<p style="margin:0 0 12px">Show the code at the door, on your phone or printed.</p>
${cards}`;
}

function participationEmail(
  { event, participants, categoryName, teamTitle, totalCents, transactionId, teamCampaignId }: ParticipationEmailInput,
  to: Person,
  main: boolean,
): Mail {
  const tickets = ticketsFor(participants, to, main);
  const template = event.emailTemplateParticipation?.trim() || DEFAULT_PARTICIPATION_TEMPLATE;
  const message = renderEmailTemplate(template, {
    firstName: to.firstName,
    lastName: to.lastName,
    amount: formatDollarsAndCents(totalCents),
    event: event.title,
  });
  const eventUrl = `${env.appUrl}${eventPath(event.id)}`;
  const onward = signupOnward(
    {
      id: event.id,
      dateTime: event.dateTime ?? null,
      timeZone: event.timeZone ?? '',
      location: event.location ?? '',
      teamCampaignCreationEnabled: event.teamCampaignCreationEnabled ?? false,
    },
    teamCampaignId ?? null,
  );
  const facts: Array<[string, string]> = [
    ['Event', event.title],
    ...(onward.date ? [['Date', onward.date] as [string, string]] : []),
    ...(onward.time ? [['Time', onward.time] as [string, string]] : []),
    ...(onward.location ? [['Location', onward.location] as [string, string]] : []),
    ['Category', categoryName],
    ...(teamTitle ? [['Team', teamTitle] as [string, string]] : []),
    ['Participants', participants.map((person) => `${person.firstName} ${person.lastName}`).join(', ')],
    ['Total', formatDollarsAndCents(totalCents)],
    ['Transaction ID', transactionId],
  ];
  // Onward: the .ics file and a page of one's own (absolute: an email has no site to be relative to).
  const links: Array<[string, string]> = [
    ...(onward.calendarPath
      ? [['Add to calendar (.ics)', `${env.appUrl}${onward.calendarPath}`] as [string, string]]
      : []),
    ...(onward.fundraisePath
      ? [['Start fundraising for this event', `${env.appUrl}${onward.fundraisePath}`] as [string, string]]
      : []),
  ];
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f6f7f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1b2430;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:28px;background:#ffffff;border-radius:12px">
<p style="margin:0 0 20px;font-weight:800;color:#0b6464">${escapeHtml(env.siteName)}</p>
${message.html}
<h2 style="margin:24px 0 8px;font-size:18px">Your sign-up</h2>
<table role="presentation" style="border-collapse:collapse">
${rows}
</table>
${ticketsHtml(tickets)}
${links
  .map(
    ([label, url]) =>
      `<p style="margin:16px 0 0"><a href="${escapeHtml(url)}" style="color:#0b6464;font-weight:600">${escapeHtml(label)}</a></p>`,
  )
  .join('\n')}
<p style="margin:24px 0 0"><a href="${escapeHtml(eventUrl)}" style="color:#0b6464">${escapeHtml(event.title)}</a></p>
</div></body></html>`;
  const text = [
    message.text,
    '',
    'Your sign-up',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(tickets.length > 0
      ? [
          '',
          'Tickets',
          ...tickets.map(
            (person) => `${person.firstName} ${person.lastName}: ${env.appUrl}${ticketPath(person.ticket!)}`,
          ),
        ]
      : []),
    '',
    ...links.map(([label, url]) => `${label}: ${url}`),
    ...(links.length > 0 ? [''] : []),
    eventUrl,
    `— ${env.siteName}`,
  ].join('\n');
  return { to: to.email, subject: `You're signed up for ${event.title}`, html, text };
}
