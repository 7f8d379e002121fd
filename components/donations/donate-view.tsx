import type { ReactNode } from 'react';
import { Banner } from '@/components/account/banner';
import { LinkButton } from '@/components/ui/link-button';
import { CARD_PAYMENTS_NOT_CONFIGURED, DONATIONS_CLOSED } from '@/lib/rules/messages';
import type { DonatePage } from '@/lib/services/donations/donation-view';
import { DonationForm } from './donation-form';
import styles from './donation-form.module.css';

/** What a donate page shows, as its server component loaded it (lib/services/donations/get-donate-page.ts). */
export type DonateViewData = DonatePage;

/** The frame of /donate, /fundraiser/donate and /afterdonate: one card, titled. */
export function DonateFrame({ eyebrow, title, children }: { eyebrow?: string; title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="donate-title">
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id="donate-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/** A message instead of the form (a bad query, a closed window, no card payments here). */
export function DonateNotice({ message, back }: { message: string; back?: { title: string; href: string } }) {
  return (
    <>
      <Banner tone="error">
        <p>{message}</p>
      </Banner>
      {back ? (
        <LinkButton href={back.href} variant="secondary" block>
          Back to {back.title}
        </LinkButton>
      ) : null}
    </>
  );
}

export function DonateView({
  data,
  prefill,
  contactEmail,
}: {
  data: DonateViewData;
  prefill: { firstName: string; lastName: string; email: string } | null;
  contactEmail: string;
}) {
  const { event, target, payment } = data;
  const eyebrow = target.title === event.title ? undefined : event.title;
  let content: ReactNode;
  if (!data.open) content = <DonateNotice message={DONATIONS_CLOSED} back={target} />;
  else if (payment.provider === 'unavailable')
    content = <DonateNotice message={CARD_PAYMENTS_NOT_CONFIGURED} back={target} />;
  else {
    content = (
      <DonationForm
        eventId={event.id}
        eventTitle={event.title}
        organizerName={data.organizerName}
        fundraiser={event.eventType === 'fundraiserDriven'}
        provider={payment.provider}
        publishableKey={payment.provider === 'stripe' ? payment.publishableKey : null}
        teams={data.teams}
        indies={data.indies}
        initialTeam={data.initialTeam}
        initialIndie={data.initialIndie}
        allowGeneral={data.allowGeneral}
        askIndie={data.askIndie}
        target={target}
        prefill={prefill}
        contactEmail={contactEmail}
        frequencies={data.giving.frequencies}
        initialFrequency={data.giving.initial}
      />
    );
  }
  return (
    <DonateFrame eyebrow={eyebrow} title={`Donate to ${target.title}`}>
      {content}
    </DonateFrame>
  );
}
