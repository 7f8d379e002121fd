import { describe, expect, it } from 'vitest';
import {
  endOfDay,
  newCampaignFormValues,
  toCampaignFormValues,
  toCampaignPayload,
  today,
} from './campaign-form-values';

const values = { title: 'Crew', description: 'We row', targetFund: '1250.5', picture: '', expiration: '2031-03-01' };

describe('campaign form values', () => {
  it('start from the default goal', () => {
    expect(newCampaignFormValues(1000)).toEqual({
      title: '',
      description: '',
      targetFund: '1000',
      picture: '',
      expiration: '',
    });
  });

  it('show a stored end as the day in the fundraiser’s time zone', () => {
    const campaign = {
      title: 'T',
      description: '',
      targetFund: 5,
      picture: null,
      expiration: '2031-03-02T04:59:59.000Z',
    };
    expect(toCampaignFormValues(campaign, 'America/New_York')).toMatchObject({ expiration: '2031-03-01', picture: '' });
    expect(toCampaignFormValues({ ...campaign, expiration: null }, 'UTC').expiration).toBe('');
  });

  it('send the end of the chosen day, and only for a fundraiser’s campaign', () => {
    expect(endOfDay('2031-03-01', 'America/New_York')).toBe('2031-03-02T04:59:59.000Z');
    expect(endOfDay('2031-07-01', 'Europe/Paris')).toBe('2031-07-01T21:59:59.000Z');
    expect(endOfDay('', 'UTC')).toBeNull();
    expect(toCampaignPayload('fundraiser', values, 'UTC')).toEqual({
      title: 'Crew',
      description: 'We row',
      targetFund: 1250.5,
      picture: null,
      expiration: '2031-03-01T23:59:59.000Z',
    });
    expect(toCampaignPayload('team', values, 'UTC')).not.toHaveProperty('expiration');
    expect(toCampaignPayload('indie', { ...values, picture: '/demo/river-run.svg' }, 'UTC').picture).toBe(
      '/demo/river-run.svg',
    );
  });

  it('know today in the time zone', () => {
    const now = new Date('2031-03-02T03:00:00Z');
    expect(today('America/New_York', now)).toBe('2031-03-01');
    expect(today('UTC', now)).toBe('2031-03-02');
  });
});
