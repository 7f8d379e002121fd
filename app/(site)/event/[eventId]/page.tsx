import { noStaticParams, targetRoute } from '@/app/(site)/target-route';
import { EVENT_PARTS } from '@/components/targets/event-parts';

// /event/{eventId}: an event's public page (app/(site)/target-route.tsx). A fundraiser's id goes to its own page.
export const revalidate = 60;
export const generateStaticParams = noStaticParams;
const route = targetRoute('event', 'eventId', EVENT_PARTS);
export const generateMetadata = route.generateMetadata;
export default route.Page;
