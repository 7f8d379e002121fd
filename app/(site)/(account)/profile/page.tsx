import type { Metadata } from 'next';
import { Avatar, avatarUrl } from '@/components/account/avatar';
import { LogoutButton } from '@/components/account/logout-button';
import styles from '@/components/account/profile.module.css';
import { GiftList } from '@/components/giving/gift-list';
import { StatementList } from '@/components/giving/statement-list';
import { LinkButton } from '@/components/ui/link-button';
import { requirePageUser } from '@/lib/auth';
import { DASHBOARD_PATH, editProfilePath, profilePath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getDonationTotal } from '@/lib/services/accounts/get-donation-total';
import { getOwnAccount } from '@/lib/services/accounts/get-user';
import { listDonorGifts } from '@/lib/services/donations/list-donor-gifts';
import { listStatementYears } from '@/lib/services/statements/read-statement';
import { listMyCampaigns } from '@/lib/services/campaigns/list-my-campaigns';
import { MyCampaigns } from '@/components/account/my-campaigns';
import { DonorPlans } from '@/components/recurring/donor-plans';
import { listDonorPlans } from '@/lib/services/recurring/recurring-summaries';

export const metadata: Metadata = { title: 'Profile' };

// Rendered per request (it reads the session), from the database: a new gift shows in the total
// and the list on the next visit, with no cache to expire.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default async function ProfilePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const viewer = await requirePageUser(profilePath(), await searchParams);
  const [user, { total }, gifts, statementYears, campaigns, plans] = await Promise.all([
    getOwnAccount({ userId: viewer.id }),
    getDonationTotal({ userId: viewer.id }),
    listDonorGifts({ userId: viewer.id }),
    listStatementYears({ donorEmail: viewer.email }),
    listMyCampaigns({ userId: viewer.id }),
    listDonorPlans({ user: viewer }),
  ]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="profile-name">
        <Avatar src={avatarUrl(user)} name={user.name} size={120} />
        <h1 id="profile-name" className={styles.name}>
          {user.name}
        </h1>
        {user.userType === 'Organizer' ? <p className={styles.badge}>Organizer</p> : null}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Total donations</dt>
            <dd data-testid="donation-total">{dollars.format(total)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          {user.userType === 'Organizer' ? <LinkButton href={DASHBOARD_PATH}>Your dashboard</LinkButton> : null}
          <LinkButton href={editProfilePath()}>Edit Profile</LinkButton>
          <LogoutButton />
        </div>
      </section>
      <MyCampaigns campaigns={campaigns} />
      <DonorPlans plans={plans} />
      <GiftList gifts={gifts.gifts} count={gifts.count} />
      <StatementList years={statementYears} />
    </div>
  );
}
