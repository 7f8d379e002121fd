import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';
import './globals.css';

const description =
  'Run fundraising events and fundraisers, give securely online, and sign up for events that support the causes you care about.';

export const metadata: Metadata = {
  metadataBase: new URL(env.appUrl),
  title: { template: `%s · ${env.siteName}`, default: `${env.siteName}: fundraising and event signups` },
  description,
  applicationName: env.siteName,
  openGraph: { siteName: env.siteName, type: 'website', description },
};

export const viewport: Viewport = {
  themeColor: '#0b6464',
  width: 'device-width',
  initialScale: 1,
};

// The root layout is bare on purpose: normal pages get their chrome from app/(site)/layout.tsx,
// embeds from app/embed/layout.tsx (no navigation bar, no footer).
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
