import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// /fundraiser?fundraiser-id={id} is rewritten to the cached page fundraiser/view/[id]
// (next.config.js). What reaches this route has no fundraiser id: a friendly 404.

export const metadata: Metadata = { title: 'Fundraiser not found' };

export default function FundraiserWithoutId() {
  notFound();
}
