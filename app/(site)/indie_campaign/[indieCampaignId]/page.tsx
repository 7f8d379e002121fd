import { noStaticParams, targetRoute } from '@/app/(site)/target-route';

// /indie_campaign/{indieCampaignId}: an individual campaign's public page (app/(site)/target-route.tsx).
export const revalidate = 60;
export const generateStaticParams = noStaticParams;
const route = targetRoute('indieCampaign', 'indieCampaignId');
export const generateMetadata = route.generateMetadata;
export default route.Page;
