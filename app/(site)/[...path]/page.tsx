import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// Every address no route claims lands here, inside the (site) layout, so its 404 page
// ((site)/not-found.tsx) has the navigation bar and footer. The root not-found.tsx then brings no
// site chrome, and with it none of the chrome's client components, into the routes outside (site):
// the embeds stay plain HTML and CSS in other sites' iframes.

export const metadata: Metadata = { title: 'Page not found' };

export default function UnknownAddress() {
  notFound();
}
