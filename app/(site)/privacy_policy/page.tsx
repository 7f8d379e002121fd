import type { Metadata } from 'next';
import Link from 'next/link';
import { env } from '@/lib/env';
import styles from './page.module.css';
import { profilePath } from '@/lib/shared/paths';

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description: 'What we collect when you donate or sign up, why, who sees it, and how to have it deleted.',
};

// Static: prerendered at build time and served as a file (the benchmark's baseline page). The site
// name and contact address it shows are those of the build's environment.
export const dynamic = 'force-static';

const LAST_UPDATED = 'November 22, 2026';

const sections = [
  { id: 'summary', title: 'The short version' },
  { id: 'collect', title: 'What we collect' },
  { id: 'cards', title: 'Card payments' },
  { id: 'use', title: 'How we use it' },
  { id: 'sharing', title: 'Who sees it' },
  { id: 'emails', title: 'Emails' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'choices', title: 'Your choices and deletion' },
  { id: 'security', title: 'Security' },
  { id: 'contact', title: 'Changes and contact' },
];

export default function PrivacyPolicyPage() {
  const site = env.siteName;
  const email = env.contactEmail;
  const mail = <a href={`mailto:${email}`}>{email}</a>;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <p className="eyebrow">Legal</p>
          <h1 className={styles.title}>Privacy Policy</h1>
          <p className={styles.lead}>
            {site} exists to help nonprofits and community groups raise money and run events. We collect only what that
            takes, we never sell it, and you can ask us to delete it.
          </p>
          <p className={styles.updated}>Last updated {LAST_UPDATED}</p>
        </div>
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-label="On this page">
          <p className={styles.tocTitle}>On this page</p>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <article className={styles.prose}>
          <section id="summary">
            <h2>The short version</h2>
            <ul>
              <li>We collect the details you type into a donation, signup or account form, and little else.</li>
              <li>Your card number goes to our payment processor, not to us.</li>
              <li>
                We share your details with the organizer of the event or campaign you support, and never sell them.
              </li>
              <li>The only cookie we set is the one that keeps you signed in.</li>
              <li>Email {mail} to see, correct or delete your data.</li>
            </ul>
          </section>

          <section id="collect">
            <h2>What we collect</h2>
            <h3>When you donate</h3>
            <p>
              Your name, email address, the amount, whether you chose to cover the processing fee, and an optional
              message. Some organizers also ask for a phone number, postal address or date of birth, usually for tax
              receipts; those fields are marked and only collected when the organizer asks. You can give anonymously,
              and you do not need an account.
            </p>
            <h3>When you sign up for an event</h3>
            <p>
              For each person you register (up to four per signup): name, email, phone, and whatever the organizer needs
              to run the event, such as address, gender, date of birth, an emergency contact, a T-shirt size and whether
              you accepted the event’s waiver. We also keep the category you chose, any promo code, and the billing name
              and address for the payment.
            </p>
            <h3>When you create an account</h3>
            <p>
              Your name, email address and a password, which we store only as a one-way hash. If you sign in with a
              social account we receive your name, email and profile picture from it, and no password. You may add a
              profile picture; organizers may add a logo and an about text, which are public.
            </p>
            <h3>Automatically</h3>
            <p>
              Like every web server, ours records requests (IP address, browser, the page asked for, time) to keep the
              service running and to stop abuse such as repeated login attempts. We do not use analytics or advertising
              trackers.
            </p>
          </section>

          <section id="cards">
            <h2>Card payments</h2>
            <p>
              Card numbers, expiry dates and security codes are sent directly to our payment processor, which meets the
              PCI DSS security standard for card data. They are never stored on our servers. We keep only what the
              processor tells us back: a transaction reference, the amount, the date and whether the payment succeeded.
            </p>
          </section>

          <section id="use">
            <h2>How we use it</h2>
            <ul>
              <li>To take your donation or registration and credit it to the right event, team or campaign.</li>
              <li>To send you receipts, confirmations and the account emails you ask for.</li>
              <li>To give organizers what they need to run their event and thank their supporters.</li>
              <li>To keep the service secure and to meet our legal and accounting obligations.</li>
            </ul>
            <p>We do not use your data for advertising, and we do not build profiles of you.</p>
          </section>

          <section id="sharing">
            <h2>Who sees it</h2>
            <p>
              <strong>The organizer.</strong> The organizer of the event or fundraiser you give to or sign up for can
              see and export the details you entered for it. Their own privacy practices apply to what they do with it
              afterwards.
            </p>
            <p>
              <strong>The public.</strong> Campaign pages may list recent donations with the donor’s name, amount and
              message; choose “anonymous” and your name is hidden. Participant lists show only a first name and last
              initial. Email addresses, phone numbers, addresses and birth dates are never shown publicly.
            </p>
            <p>
              <strong>Service providers.</strong> Our payment processor, our email delivery service and our hosting and
              file storage providers process data on our behalf and only to provide their service to us.
            </p>
            <p>
              <strong>Nobody else.</strong> We never sell, rent or trade personal information. We disclose it to
              authorities only when the law requires it.
            </p>
          </section>

          <section id="emails">
            <h2>Emails</h2>
            <p>
              We send transactional emails only: donation receipts, signup confirmations, email verification and
              password resets. Organizers may write the text of the receipt or confirmation for their event. We do not
              add you to a mailing list; if an organizer contacts you separately, their list has its own unsubscribe.
            </p>
          </section>

          <section id="cookies">
            <h2>Cookies</h2>
            <p>
              We set a single cookie, <code>auth_token</code>, when you sign in. It keeps you signed in, expires after
              one day, and is removed when you log out. It is strictly necessary, so we do not ask for consent. We set
              no analytics, advertising or third-party cookies.
            </p>
          </section>

          <section id="retention">
            <h2>How long we keep it</h2>
            <p>
              Account details stay until you delete your account. Donation and registration records are financial
              records: we keep them as long as the organizer and the law require for accounting and tax purposes
              (generally seven years), then delete them. Server logs are kept for no more than 30 days.
            </p>
          </section>

          <section id="choices">
            <h2>Your choices and deletion</h2>
            <p>
              You can update your name, email, password and picture at any time from your{' '}
              <Link href={profilePath()}>profile</Link>. To get a copy of your data, correct a donation or signup, or
              delete your account and personal data, email {mail} from the address you used. We will confirm it is you
              and reply within 30 days. Where we must keep a financial record, we keep only the minimum (amount, date,
              reference) and remove everything else.
            </p>
            <p>
              Our service is not directed at children under 13. A parent or guardian may register a child as a
              participant in an event.
            </p>
          </section>

          <section id="security">
            <h2>Security</h2>
            <p>
              Connections to {site} are encrypted, passwords are hashed, access to personal data is limited to the
              people who need it, and card data never touches our servers. No system is perfectly secure; if we learn of
              a breach that affects you, we will tell you promptly.
            </p>
          </section>

          <section id="contact">
            <h2>Changes and contact</h2>
            <p>
              If we change this policy we will update the date at the top of this page, and tell account holders by
              email about any significant change before it takes effect.
            </p>
            <p>Questions, requests or concerns: {mail}.</p>
          </section>
        </article>
      </div>
    </div>
  );
}
