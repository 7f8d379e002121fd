import { noStaticParams, targetRoute } from '@/app/(site)/target-route';

// /team_campaign/{teamCampaignId}: a team campaign's public page (app/(site)/target-route.tsx). A fundraiser's
// campaign goes to /fundraiser/campaign/{id}.
export const revalidate = 60;
export const generateStaticParams = noStaticParams;
const route = targetRoute('teamCampaign', 'teamCampaignId');
export const generateMetadata = route.generateMetadata;
export default route.Page;
