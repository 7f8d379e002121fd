import { describe, it, expect } from 'vitest';
import * as c from './constants';

describe('business constants', () => {
  it('accounts', () => {
    expect(c.AUTH_COOKIE_NAME).toBe('auth_token');
    expect(c.AUTH_COOKIE_MAX_AGE_SECONDS).toBe(24 * 60 * 60);
    expect(c.PASSWORD_MIN_LENGTH).toBe(7);
    expect(c.USER_TYPES).toEqual(['General', 'Organizer']);
  });

  it('events', () => {
    expect(c.HOME_EVENT_COUNT).toBe(3);
    expect(c.EVENT_TYPES).toEqual(['eventDriven', 'fundraiserDriven']);
    expect(c.DEFAULT_TIME_ZONE).toBe('America/New_York');
    expect(c.MAX_EVENT_OTHER_DESCRIPTIONS).toBe(3);
    expect(c.MAX_FUNDRAISER_OTHER_DESCRIPTIONS).toBe(2);
    expect(c.DONATION_OPEN_MONTHS_AFTER_EVENT).toBe(1);
  });

  it('payments', () => {
    expect(c.PAYMENT_PROVIDERS).toEqual(['safesave', 'stripe']);
    expect(c.DEFAULT_PAYMENT_PROVIDER).toBe('safesave');
    expect(c.PAYMENT_CURRENCY).toBe('usd');
    expect(c.PAY_FEES_BY_DEFAULT).toBe(true);
    expect(c.RESULT_STATUS).toEqual({ success: 1, failure: 0 });
    expect(c.CARD_PROVIDER_FAILURE_CODE).toBe(998);
    expect(c.HOSTED_PROVIDER_FAILURE_CODE).toBe(999);
    expect(c.SIGNUP_REDIRECT_EMPTY_CODE).toBe(1000);
    expect(c.PLACEHOLDER_CATEGORY_ID_PREFIX).toBe('Category');
  });

  it('donations and campaigns: 5.00 minimum everywhere', () => {
    expect(c.MIN_DONATION_CENTS).toBe(500);
    expect(c.MIN_OFFLINE_DONATION_CENTS).toBe(500);
    expect(c.MIN_CAMPAIGN_GOAL_CENTS).toBe(500);
    expect(c.PRESET_DONATION_AMOUNTS).toEqual([50, 100, 250]);
    expect(c.DEFAULT_CAMPAIGN_GOAL_DOLLARS).toBe(1000);
    expect(c.AMOUNT_STEP_DOLLARS).toBe(0.01);
  });

  it('signups and promo codes', () => {
    expect(c.MAX_PARTICIPANTS_PER_SIGNUP).toBe(4);
    expect(c.DEFAULT_PROMO_EXPIRY_DAYS).toBe(10);
    expect(c.PURPOSES).toEqual(['best time', 'for fun']);
    expect(c.PARTICIPANT_FIELD_GROUPS).toEqual(['gender', 'birthdate', 'shirtSize', 'address', 'emergency']);
  });

  it('special ids', () => {
    expect(c.GENERAL_CAMPAIGN_ID).toBe('---General---');
    expect(c.SELECT_ONE_ID).toBe('XXX');
    expect(c.DONATION_TARGET_TYPE).toEqual({ event: 1, teamCampaign: 2, indieCampaign: 3 });
  });

  it('display', () => {
    expect(c.DESCRIPTION_COLLAPSED_HEIGHT_PX).toBe(300);
    expect(c.COUNTDOWN_INTERVAL_MS).toBe(1000);
    expect(c.GALLERY_AUTOPLAY_MS).toBe(5000);
    expect(c.GALLERY_SPEED_MS).toBe(500);
    expect(c.CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(c.EMBED_IFRAME).toEqual({ width: 277, height: 440 });
    expect(c.SHARE_WINDOWS).toEqual({ large: { width: 750, height: 600 }, small: { width: 660, height: 460 } });
  });

  it('uploads', () => {
    expect(c.ACCEPTED_IMAGE_TYPES).toEqual(['image/jpeg', 'image/png']);
    expect(c.MAX_GALLERY_IMAGES).toBe(16);
    expect(c.IMAGE_SIZES).toEqual({
      profile: 500,
      logo: 900,
      gallery: 2000,
      header: 4000,
      overlay: 2000,
      campaignPicture: 2000,
      sponsor: 2000,
    });
  });
});
