import type { Metadata } from 'next';
import Link from 'next/link';
import { EditProfileForm } from '@/components/account/edit-profile-form';
import styles from '@/components/account/account.module.css';
import { requirePageUser } from '@/lib/auth';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getOwnAccount } from '@/lib/services/accounts/get-user';
import { editProfilePath, profilePath } from '@/lib/shared/paths';

export const metadata: Metadata = { title: 'Edit profile' };

export default async function EditProfilePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const viewer = await requirePageUser(editProfilePath(), await searchParams);
  const user = await getOwnAccount({ userId: viewer.id });

  return (
    <div className={styles.page}>
      <div className={styles.wideColumn}>
        <p className={styles.eyebrow}>
          <Link href={profilePath()}>Profile</Link>
        </p>
        <h1 className={styles.title}>Edit Profile</h1>
        <p className={styles.lead}>
          Change how you appear on your campaigns, your login details and your organizer settings.
        </p>
        <EditProfileForm user={user} />
      </div>
    </div>
  );
}
