import 'server-only';
import { Resend } from 'resend';

// Resend behind one function. The outbox id is the idempotency key, so a retry after a
// crash between "sent" and "recorded" does not send the email twice.

export type OutgoingMail = { from: string; to: string; subject: string; html: string; text: string };

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  constructor(
    message: string,
    /** The provider's HTTP status; null when it was never reached (network, DNS, timeout). */
    readonly statusCode: number | null,
  ) {
    super(message);
  }
}

export async function sendWithResend(
  mail: OutgoingMail,
  options: { apiKey: string; baseUrl: string; idempotencyKey: string },
): Promise<{ providerMessageId: string }> {
  const resend = new Resend(options.apiKey, { baseUrl: options.baseUrl });
  const { data, error } = await resend.emails.send(
    { from: mail.from, to: [mail.to], subject: mail.subject, html: mail.html, text: mail.text },
    { idempotencyKey: options.idempotencyKey },
  );
  if (error || !data?.id) {
    const statusCode = error && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : null;
    const status = statusCode ? ` (${statusCode})` : '';
    throw new MailDeliveryError(
      `${error?.name ?? 'no_id'}${status}: ${error?.message ?? 'Resend answered without an id'}`,
      statusCode,
    );
  }
  return { providerMessageId: data.id };
}
