import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { env } from '@/lib/env';

// Every normal page: navigation bar, 70 px top padding, footer.
// The layout reads nothing of the request (no session cookie), so the pages under it can be
// cached and served the same to everyone; the navigation bar's account slot asks the browser's
// session itself (components/layout/nav-account.tsx) and shows the avatar to a signed-in visitor.
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell siteName={env.siteName} contactEmail={env.contactEmail}>
      {children}
    </SiteShell>
  );
}
