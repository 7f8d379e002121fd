import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DonationReceipt } from '@/components/giving/donation-receipt';
import { requirePageUser } from '@/lib/auth';
import { env } from '@/lib/env';
import { receiptPath } from '@/lib/shared/paths';
import type { PageSearchParams } from '@/lib/shared/redirect-path';
import { getDonationReceipt } from '@/lib/services/donations/get-donation-receipt';

// /profile/receipt/{donationId}: the receipt of one of your own gifts, printable. Anyone else's
// donation (or an unknown id) is a 404, so a receipt address tells a stranger nothing.

export const metadata: Metadata = { title: 'Donation receipt', robots: { index: false } };

type Props = { params: Promise<{ donationId: string }>; searchParams: Promise<PageSearchParams> };

export default async function ReceiptPage({ params, searchParams }: Props) {
  const { donationId } = await params;
  const user = await requirePageUser(receiptPath(donationId), await searchParams);
  const receipt = await getDonationReceipt({ userId: user.id, donationId });
  if (!receipt) notFound();
  return <DonationReceipt receipt={receipt} siteName={env.siteName} />;
}
