import { formatDollarsAndCents } from '@/lib/rules/money';
import { declineReasonText } from '@/lib/rules/recurring-words';
import type { EventRecurringSummary } from '@/lib/services/recurring/recurring-view';
import styles from './manage-plan.module.css';

// The dashboard's monthly giving: per event, what its active plans give in a month, how many
// plans in each status, and the plans that need attention (a declined card).

const STATUS_LABEL: Record<string, string> = {
  active: 'active',
  paused: 'paused',
  past_due: 'past due',
  needs_card: 'need a card',
  cancelled: 'cancelled',
};

export function RecurringSummary({ events }: { events: EventRecurringSummary[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="recurring-summary" className={styles.history} data-testid="recurring-summary">
      <h2 id="recurring-summary" className={styles.heading}>
        Monthly giving
      </h2>
      {events.map((event) => (
        <div key={event.eventId} className={styles.summary}>
          <strong>{event.eventTitle}</strong>
          <span data-testid="monthly-recurring">{formatDollarsAndCents(event.monthlyCents)} a month</span>
          <a style={{ gridColumn: '1 / -1' }} href={`/api/report/plans?event=${encodeURIComponent(event.eventId)}`}>
            Download the plans (CSV)
          </a>
          <span style={{ gridColumn: '1 / -1' }}>
            {Object.entries(event.counts)
              .filter(([, count]) => count > 0)
              .map(([status, count]) => `${count} ${STATUS_LABEL[status] ?? status}`)
              .join(' · ')}
          </span>
          {event.attention.length > 0 ? (
            <ul style={{ gridColumn: '1 / -1' }} aria-label="Plans that need attention">
              {event.attention.map((plan) => (
                <li key={plan._id}>
                  <span>{plan.donor}</span>
                  <span>{formatDollarsAndCents(plan.amountCents)}</span>
                  <span className={styles.failed}>
                    {STATUS_LABEL[plan.status]}
                    {plan.reason ? `: ${declineReasonText(plan.reason)}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </section>
  );
}
