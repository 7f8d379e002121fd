import { describe, expect, it } from 'vitest';
import { isChosenCampaign } from './campaign-choice';
import { GENERAL_CAMPAIGN_ID, SELECT_ONE_ID } from './constants';

describe('isChosenCampaign', () => {
  it('is true for a campaign id', () => {
    expect(isChosenCampaign('team-1')).toBe(true);
  });

  it('is false for General, Select one and a blank choice', () => {
    expect(isChosenCampaign(GENERAL_CAMPAIGN_ID)).toBe(false);
    expect(isChosenCampaign(SELECT_ONE_ID)).toBe(false);
    expect(isChosenCampaign('')).toBe(false);
  });
});
