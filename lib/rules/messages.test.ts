import { describe, it, expect } from 'vitest';
import * as m from './messages';

describe('messages', () => {
  it('keeps the spec wording for validation', () => {
    expect(m.REQUIRED).toBe('required');
    expect(m.invalidEmail('bob@')).toBe('bob@ is not a valid email.');
    expect(m.PAYMENT_AMOUNT_TOO_LOW).toBe('Needs to be at least 5.00');
    expect(m.INVALID_CREDIT_CARD).toBe('Not a valid credit card number');
    expect(m.INVALID_URL).toBe('Not a valid URL');
    expect(m.INVALID_EXPIRATION).toBe('Not a valid MMYY expiration date');
    expect(m.INVALID_PHONE).toBe('Not a valid phone number');
    expect(m.PASSWORD_RULE).toBe('Password must be at least 7 characters, mix of uppercase and lowercase and number');
    expect(m.PASSWORD_CONFIRM_MISMATCH).toBe('Password confirmation must match Password');
    expect(m.RESET_PASSWORD_MISMATCH).toBe('Get those passwords right');
    expect(m.NEW_PASSWORD_CONFIRM_MISMATCH).toBe('Confirmation needs to match new password');
  });

  it('keeps the spec wording for accounts and uploads', () => {
    expect(m.CANT_AUTHENTICATE).toBe("can't authenticate");
    expect(m.EMAIL_ALREADY_USED).toBe('Email is already used. Enter another email.');
    expect(m.SIGNUP_EMAIL_SENT).toBe('An email has been sent to you. Please follow the instructions there');
    expect(m.USER_UPDATED).toBe('User Updated');
    expect(m.COULD_NOT_VALIDATE_PASSWORD).toBe('Could not validate current password');
    expect(m.enterNewPasswordFor('a@b.co')).toBe('Enter new password for a@b.co');
    expect(m.UPLOAD_NO_SIGNED_URL).toBe('Could not get signed URL');
    expect(m.UPLOAD_FAILED).toBe('Could not upload file.');
    expect(m.UPLOAD_NO_FILE).toBe('No file selected.');
  });

  it('keeps the spec wording for events and campaigns', () => {
    expect(m.ADD_EVENT_CATEGORY).toBe('Please add at least one event category and its price');
    expect(m.CAMPAIGN_GOAL_TOO_LOW).toBe("Please enter a Fundraising Goal that's more than $5");
    expect(m.CHOOSE_DATE_AFTER_TODAY).toBe('Choose a date after today');
    expect(m.DELETE_CONFIRM_1).toBe('Do you really want to delete this event?');
    expect(m.DELETE_CONFIRM_2).toBe('Really??');
  });

  it('keeps the spec wording for donations', () => {
    expect(m.DONATION_AMOUNT_TOO_LOW).toBe("Please enter an amount that's more than $5");
    expect(m.SELECT_VALID_TEAM_CAMPAIGN).toBe('Please select a valid Team Campaign');
    expect(m.SELECT_VALID_INDIE_CAMPAIGN).toBe('Please select a valid Individual Campaign');
    expect(m.CARD_FIELD_INCOMPLETE).toBe('Credit Card field is not filled correctly');
    expect(m.CARD_PAYMENTS_NOT_CONFIGURED).toBe('Card payments are not configured on this server');
    expect(m.DONATION_SUCCESS).toBe('Thank you for your donation! An email confirmation has been sent to you.');
    expect(m.WAITING).toBe("Hang on, we're getting there...don't refresh.");
    expect(m.CARD_PROVIDER_FAILURE).toBe(
      'Could not process your transaction with the payment processor. Please email the info address with the Issue Number for details',
    );
    expect(m.HOSTED_PROVIDER_FAILURE).toBe(
      'Could not process your transaction. Please email the info address with the Issue Number for details',
    );
    expect(m.TEAM_CAMPAIGN_NOT_RIGHT).toBe('Team campaign is not right');
    expect(m.NO_QUERY_STRING).toBe('Could not get query string');
    expect(m.OFFLINE_FAILURE).toBe('Something went wrong. Could not submit donation');
    expect(m.OFFLINE_SUCCESS).toBe('Donation submitted');
    expect(m.OFFLINE_SUCCESS_POSTSCRIPT).toBe(
      'The donation should be reflected in the campaign/event page momentarily.',
    );
  });

  it('keeps the spec wording for signups and promo codes', () => {
    expect(m.SELECT_VALID_EVENT_CATEGORY).toBe('Please select a valid Event Category');
    expect(m.SELECT_VALID_PURPOSE).toBe('Please select a valid answer to best time or for fun');
    expect(m.ACCEPT_WAIVER).toBe('Please read the waiver carefully and agree to the terms before continuing');
    expect(m.QUERY_TEAM_CAMPAIGN_NOT_RIGHT).toBe('Team Campaign is not right');
    expect(m.QUERY_EVENT_CATEGORY_NOT_RIGHT).toBe('Event category is not right');
    expect(m.SIGNUP_SUCCESS).toBe('Sign-up successfully completed! An email confirmation has been sent to you.');
    expect(m.SIGNUP_MOVED).toBe('Sign-ups for this event have been moved to another website by the organizer.');
    expect(m.SIGNUP_MOVED_LINK).toBe('sign up here instead');
    expect(m.INVALID_PROMO).toBe('Invalid Promo Code');
    expect(m.PROMO_APPLIED).toBe('Promo Code Applied');
  });

  it('holds every string once', () => {
    const strings: unknown[] = Object.values(m).filter((value) => typeof value === 'string');
    expect(new Set(strings).size).toBe(strings.length);
  });
});
