import { formatDollarsAndCents } from '@/lib/rules/money';
import { FREQUENCY_LABEL, type Frequency } from '@/lib/rules/recurring';
import type { DonorPlan } from '@/lib/services/recurring/recurring-view';
import styles from './manage-plan.module.css';

// The profile's recurring gifts: every plan of the logged-in donor, each with its manage link.

export function DonorPlans({ plans }: { plans: DonorPlan[] }) {
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="donor-plans" className={styles.history} data-testid="donor-plans">
      <h2 id="donor-plans" className={styles.heading}>
        Your recurring gifts
      </h2>
      <ul>
        {plans.map((plan) => (
          <li key={plan._id}>
            <a href={plan.manageUrl}>{plan.eventTitle}</a>
            <span>
              {formatDollarsAndCents(plan.amountCents)} {FREQUENCY_LABEL[plan.frequency as Frequency]?.toLowerCase()}
            </span>
            <span>{plan.status.replace('_', ' ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
