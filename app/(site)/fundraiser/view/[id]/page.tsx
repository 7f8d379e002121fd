import { noStaticParams, targetRoute } from '@/app/(site)/target-route';

// /fundraiser?fundraiser-id={id}, served here through the rewrite in next.config.js (a query string would
// make the page render per visit): a fundraiser's public page (app/(site)/target-route.tsx).
export const revalidate = 60;
export const generateStaticParams = noStaticParams;
const route = targetRoute('fundraiser', 'id');
export const generateMetadata = route.generateMetadata;
export default route.Page;
