import { noStaticParams, targetRoute } from '@/app/(site)/target-route';
import { FUNDRAISER_PARTS } from '@/components/targets/fundraiser-parts';

// /fundraiser?fundraiser-id={id}, served here through the rewrite in next.config.js (a query string would
// make the page render per visit): a fundraiser's public page (app/(site)/target-route.tsx).
export const revalidate = 60;
export const generateStaticParams = noStaticParams;
const route = targetRoute('fundraiser', 'id', FUNDRAISER_PARTS);
export const generateMetadata = route.generateMetadata;
export default route.Page;
