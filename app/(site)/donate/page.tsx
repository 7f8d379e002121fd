import { donateMetadata, renderDonatePage, type DonateSearch } from './render-donate-page';

// /donate?event&team_campaign&indie_campaign&event_category: the donation form (fundraising spec §2).
export const metadata = donateMetadata;

export default function DonatePage({ searchParams }: { searchParams: DonateSearch }) {
  return renderDonatePage(searchParams);
}
