import { GENERAL_CAMPAIGN_ID, SELECT_ONE_ID } from './constants';

/**
 * Does a campaign select's value name a campaign? Not "General" (the parent gets the gift),
 * not "Select one" (nothing chosen yet) and not blank. The donation form asks for the team's
 * individual campaigns only then.
 */
export function isChosenCampaign(choice: string): boolean {
  return choice !== GENERAL_CAMPAIGN_ID && choice !== SELECT_ONE_ID && choice !== '';
}
