import { donateMetadata, renderDonatePage, type DonateSearch } from '../../donate/render-donate-page';

// /fundraiser/donate?event&team_campaign: the fundraiser variant of the donation form.
export const metadata = donateMetadata;

export default function FundraiserDonatePage({ searchParams }: { searchParams: DonateSearch }) {
  return renderDonatePage(searchParams);
}
