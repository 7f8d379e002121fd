import { noStaticParams, targetRoute } from '@/app/(site)/target-route';

// /fundraiser/campaign/{campaignId}: a fundraiser's campaign (app/(site)/target-route.tsx). The embeds' link
// points here for any campaign (the spec), so an event's team or an individual campaign goes on to its own page.
export const revalidate = 60;
export const generateStaticParams = noStaticParams;
const route = targetRoute('fundraiserCampaign', 'campaignId');
export const generateMetadata = route.generateMetadata;
export default route.Page;
