import Link from 'next/link';
import { formatShortEventDate } from '@/lib/rules/event-date';
import { LinkButton } from '@/components/ui/link-button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDollarsAndCents, formatWholeDollars, percentRaised, progressPercent } from '@/lib/rules/money';
import {
  addDonationPath,
  batchEntryPath,
  editEventPagePath,
  eventGiftsPath,
  eventPagePath,
  eventRegistrationsPath,
  fundraiserCampaignPath,
  indieCampaignPath,
  offlineGiftsPath,
  teamCampaignPath,
} from '@/lib/shared/paths';
import type { CampaignFigures, DashboardEvent } from '@/lib/services/dashboard/dashboard-view';
import { SOLD_OUT_LABEL } from '@/lib/rules/messages';
import { RaisedChart } from './raised-chart';
import { ReportLinks } from './report-links';
import styles from './dashboard.module.css';

/** What the dashboard shows of one event or fundraiser (lib/services/dashboard, in cents). */
export type DashboardEventView = DashboardEvent;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * One event on the dashboard: how it is doing, its campaigns, and everything to do with it;
 * `awaitingCount` offline gifts wait for the organizer's confirmation.
 */
export function DashboardEventCard({
  event,
  awaitingCount = 0,
}: {
  event: DashboardEventView;
  awaitingCount?: number;
}) {
  const isEvent = event.eventType === 'eventDriven';
  const headingId = `event-${event.id}-title`;
  const campaignCount = event.teams.reduce((sum, team) => sum + 1 + team.indies.length, event.indies.length);
  const teamPath = isEvent ? teamCampaignPath : fundraiserCampaignPath;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="dashboard-event">
      <header className={styles.cardHead}>
        <p className={styles.badges}>
          <span className={isEvent ? styles.kindEvent : styles.kindFundraiser}>{isEvent ? 'Event' : 'Fundraiser'}</span>
          {event.isHidden ? <span className={styles.hidden}>Hidden</span> : null}
        </p>
        <h2 id={headingId} className={styles.cardTitle}>
          {/* No prefetch: a fundraiser's address is /fundraiser?fundraiser-id=…, rewritten on the server; its RSC prefetch answered 404. */}
          <Link href={eventPagePath(event)} prefetch={false}>
            {event.title}
          </Link>
        </h2>
        <p className={styles.when}>
          {event.dateTime
            ? formatShortEventDate(event.dateTime.toISOString(), event.timeZone)
            : isEvent
              ? 'No date set'
              : 'Open-ended'}
        </p>
      </header>

      <div className={styles.cardBody}>
        <div className={styles.figures}>
          <p className={styles.raised}>
            <strong>{formatWholeDollars(event.raisedCents)}</strong> raised
            {event.targetFundCents > 0 ? <> of {formatWholeDollars(event.targetFundCents)}</> : null}
          </p>
          {event.refundedCents > 0 || event.disputedCents > 0 ? (
            <p className={styles.moneyBack} data-testid="money-back">
              {event.refundedCents > 0 ? (
                <span>
                  <strong>{formatDollarsAndCents(event.refundedCents)}</strong> refunded
                </span>
              ) : null}
              {event.disputedCents > 0 ? (
                <span className={styles.disputed}>
                  <strong>{formatDollarsAndCents(event.disputedCents)}</strong> disputed
                </span>
              ) : null}
              <span className={styles.of}>not counted in raised</span>
            </p>
          ) : null}
          <ProgressBar
            value={progressPercent(event.raisedCents, event.targetFundCents)}
            label={`${event.title}: ${percentRaised(event.raisedCents, event.targetFundCents)}% of the goal`}
          />
          <dl className={styles.stats}>
            <div>
              <dt>Of goal</dt>
              <dd>{percentRaised(event.raisedCents, event.targetFundCents)}%</dd>
            </div>
            <div>
              <dt>Donations</dt>
              <dd data-testid="donation-count">{event.donationCount.toLocaleString('en-US')}</dd>
            </div>
            {isEvent ? (
              <div>
                <dt>Participants</dt>
                <dd data-testid="participant-count">{event.participantCount.toLocaleString('en-US')}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <RaisedChart
          id={`chart-${event.id}`}
          title={event.title}
          daily={event.daily}
          targetFundCents={event.targetFundCents}
        />
      </div>

      <div className={styles.actions}>
        <div className={styles.actionLinks}>
          <LinkButton href={eventPagePath(event)} variant="secondary" size="sm" prefetch={false}>
            View
          </LinkButton>
          <LinkButton href={editEventPagePath(event)} variant="secondary" size="sm" prefetch={false}>
            Edit
          </LinkButton>
          <LinkButton href={addDonationPath({ event: event.id })} variant="secondary" size="sm" prefetch={false}>
            Add offline gift
          </LinkButton>
          <LinkButton href={batchEntryPath(event.id)} variant="secondary" size="sm" prefetch={false}>
            Batch entry
          </LinkButton>
          <LinkButton href={eventGiftsPath(event.id)} variant="secondary" size="sm" prefetch={false}>
            Donations and refunds
          </LinkButton>
          {isEvent ? (
            <LinkButton href={eventRegistrationsPath(event.id)} variant="secondary" size="sm" prefetch={false}>
              Participants
            </LinkButton>
          ) : null}
          <LinkButton href={offlineGiftsPath(event.id)} variant="secondary" size="sm" prefetch={false}>
            Offline gifts{awaitingCount > 0 ? ` (${awaitingCount.toLocaleString('en-US')} to confirm)` : ''}
          </LinkButton>
        </div>
        <ReportLinks eventId={event.id} title={event.title} participants={isEvent} />
      </div>

      {isEvent && event.categories.length > 0 ? (
        <details className={styles.campaigns} open data-testid="category-places">
          <summary>Registrations by category</summary>
          <table className={styles.table}>
            <caption className="visually-hidden">Registrations and places left by category of {event.title}</caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Registered</th>
                <th scope="col">Places left</th>
              </tr>
            </thead>
            <tbody>
              {event.categories.map((category) => (
                <tr key={category.id} data-testid="category-row">
                  <th scope="row">{category.name}</th>
                  <td>{category.registered.toLocaleString('en-US')}</td>
                  <td>
                    {category.placesLeft === null ? (
                      <span className={styles.of}>No limit</span>
                    ) : category.placesLeft === 0 ? (
                      <strong>{SOLD_OUT_LABEL}</strong>
                    ) : (
                      category.placesLeft.toLocaleString('en-US')
                    )}
                    {category.capacity !== null ? (
                      <span className={styles.of}> of {category.capacity.toLocaleString('en-US')}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}

      {campaignCount > 0 ? (
        <details className={styles.campaigns}>
          <summary>{count(campaignCount, 'campaign', 'campaigns')}</summary>
          <table className={styles.table}>
            <caption className="visually-hidden">Campaigns of {event.title}</caption>
            <thead>
              <tr>
                <th scope="col">Campaign</th>
                <th scope="col">Raised</th>
                <th scope="col">Gifts</th>
              </tr>
            </thead>
            <tbody>
              {event.teams.map((team) => [
                <CampaignRow key={team.id} campaign={team} href={teamPath(team.id)} />,
                ...team.indies.map((indie) => (
                  <CampaignRow key={indie.id} campaign={indie} href={indieCampaignPath(indie.id)} nested />
                )),
              ])}
              {event.indies.map((indie) => (
                <CampaignRow key={indie.id} campaign={indie} href={indieCampaignPath(indie.id)} />
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </article>
  );
}

function CampaignRow({
  campaign,
  href,
  nested = false,
}: {
  campaign: CampaignFigures;
  href: string;
  nested?: boolean;
}) {
  return (
    <tr>
      <th scope="row" className={nested ? styles.nested : undefined}>
        <Link href={href} prefetch={false}>
          {campaign.title}
        </Link>
      </th>
      <td>
        {formatWholeDollars(campaign.raisedCents)}
        <span className={styles.of}> of {formatWholeDollars(campaign.targetFundCents)}</span>
      </td>
      <td>{campaign.donationCount.toLocaleString('en-US')}</td>
    </tr>
  );
}
