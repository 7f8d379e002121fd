import { describe, expect, it } from 'vitest';
import { PAY_FEES_BY_DEFAULT } from '../rules/constants';
import { CARD_DONATION_SPEC, HOSTED_DONATION_SPEC } from './donation-record';
import { checkForm } from './form-spec';
import { specFormDefaults } from './spec-values';

describe('specFormDefaults', () => {
  it("gives every field of the spec: '' to type or pick, a checkbox at its fallback", () => {
    const blank = specFormDefaults(CARD_DONATION_SPEC);
    expect(Object.keys(blank).sort()).toEqual(Object.keys(CARD_DONATION_SPEC.fields).sort());
    expect(blank).toMatchObject({ baseAmount: '', firstName: '', teamCampaignId: '', birthYear: '' });
    expect(blank.payFees).toBe(PAY_FEES_BY_DEFAULT);
    expect(blank.anonymous).toBe(false);
  });

  it('leaves out the fields the form does not hold', () => {
    expect(specFormDefaults(HOSTED_DONATION_SPEC, ['totalAmount'])).not.toHaveProperty('totalAmount');
  });

  it('is a form its spec reads: a blank donation asks for what is required, and nothing else', () => {
    const result = checkForm(HOSTED_DONATION_SPEC, specFormDefaults(HOSTED_DONATION_SPEC, ['totalAmount']));
    expect(result.ok).toBe(false);
    expect(Object.keys(result.fieldErrors).sort()).toEqual(
      [
        'address',
        'baseAmount',
        'city',
        'email',
        'firstName',
        'indieCampaignId',
        'lastName',
        'state',
        'teamCampaignId',
        'zip',
      ].sort(),
    );
  });
});
