import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { SiteShell } from '@/components/layout/site-shell';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Page not found' };

// Unknown URLs render outside any route group, so this page brings the site chrome itself.
export default function NotFound() {
  return (
    <SiteShell siteName={env.siteName} contactEmail={env.contactEmail}>
      <NotFoundMessage />
    </SiteShell>
  );
}
