import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { AnchorButton } from '@/components/ui/anchor-button';

export const metadata: Metadata = { title: 'Page not found' };

// The 404 of routes outside the (site) group that have none of their own (the sandbox mailbox).
// Unknown addresses get the (site) one, with the site chrome ((site)/[...path]/page.tsx). This one
// is part of every route's payload, the embeds' included, so it imports no client component
// (not even next/link): the embeds stay plain HTML and CSS in other sites' iframes.
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundMessage Button={AnchorButton} detail="The link may be out of date, or the page may have been removed." />
    </main>
  );
}
