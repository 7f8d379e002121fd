import { formatWholeDollars } from '@/lib/rules/money';
import { TargetCard, type EventCardProps } from './event-card';
import { fundraiserPath } from '@/lib/shared/paths';

/** The same figures as an event card; a fundraiser always links to its own page under an h2. */
export type FundraiserCardProps = Omit<EventCardProps, 'href' | 'headingLevel'>;

/** A fundraiser in the /fundraiser_list grid: its amount raised and goal in whole dollars as figures. */
export function FundraiserCard({ id, ...card }: FundraiserCardProps) {
  return (
    <TargetCard
      {...card}
      testId="fundraiser-card"
      href={fundraiserPath(id)}
      // The query-string address is rewritten on the server; a prefetch of it answered 404.
      prefetch={false}
      headingLevel={2}
      figures={
        <>
          <p>
            <strong data-testid="fundraiser-raised">{formatWholeDollars(card.amountRaisedCents)}</strong> raised
          </p>
          <p>of {formatWholeDollars(card.targetFundCents)}</p>
        </>
      }
    />
  );
}
