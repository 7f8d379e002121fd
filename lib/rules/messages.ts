// Every user-facing message, once: the specifications' word for word, and ours where they are
// silent (marked so below). Import from here so each string exists once and the browser and the
// server say the same thing.
import { MAX_GALLERY_IMAGES, MAX_PARTICIPANTS_PER_SIGNUP } from './constants';

// Validation rules (accounts spec §5)
export const REQUIRED = 'required';
export const invalidEmail = (value: string): string => `${value} is not a valid email.`;
export const INVALID_CREDIT_CARD = 'Not a valid credit card number';
export const INVALID_URL = 'Not a valid URL';
export const INVALID_EXPIRATION = 'Not a valid MMYY expiration date';
/** A card whose expiry month is over, caught before paying (issue 21). */
export const CARD_EXPIRED = 'This card has expired: check the expiry date (MM/YY)';
export const INVALID_PHONE = 'Not a valid phone number';
export const PASSWORD_RULE = 'Password must be at least 7 characters, mix of uppercase and lowercase and number';
export const PASSWORD_CONFIRM_MISMATCH = 'Password confirmation must match Password';
export const RESET_PASSWORD_MISMATCH = 'Get those passwords right';
export const NEW_PASSWORD_CONFIRM_MISMATCH = 'Confirmation needs to match new password';

// Accounts (accounts spec §2, §8)
export const CANT_AUTHENTICATE = "can't authenticate";
export const EMAIL_ALREADY_USED = 'Email is already used. Enter another email.';
export const SIGNUP_EMAIL_SENT = 'An email has been sent to you. Please follow the instructions there';
export const USER_UPDATED = 'User Updated';
export const COULD_NOT_VALIDATE_PASSWORD = 'Could not validate current password';
export const enterNewPasswordFor = (email: string): string => `Enter new password for ${email}`;

// Uploads (both specs; the fundraising spec drops the final period of the last one)
export const UPLOAD_NO_SIGNED_URL = 'Could not get signed URL';
export const UPLOAD_FAILED = 'Could not upload file.';
export const UPLOAD_NO_FILE = 'No file selected.';
// Uploads: our wording where the spec is silent
export const UPLOAD_WRONG_TYPE = 'Only JPEG and PNG images can be uploaded.';
export const uploadTooLarge = (limit: string): string => `Each image must be ${limit} or smaller.`;
export const uploadTooMany = (max: number): string =>
  max === 1 ? 'Choose one image only.' : `You can upload up to ${max} images here.`;
export const UPLOAD_UNREADABLE = 'This image could not be read. Please try another file.';
export const UPLOAD_TOO_MANY_PIXELS = 'This image has too many pixels. Please choose a smaller one.';
export const UPLOAD_LINK_INVALID = 'This upload link is invalid or has expired.';
export const UPLOAD_UNKNOWN_KIND = 'Unknown image kind.';
export const TOO_MANY_UPLOADS = 'Too many uploads. Please wait a few minutes and try again.';
export const UPLOAD_PIXEL_BUDGET_USED =
  'You have sent a lot of large pictures. Please wait a few minutes, or send fewer or smaller ones.';
export const uploadQuotaReached = (limit: string): string =>
  `Your pictures have reached the ${limit} storage limit. Pictures you no longer use are removed after a day.`;

// Events, fundraisers, campaigns (fundraising spec §4, §5)
export const ADD_EVENT_CATEGORY = 'Please add at least one event category and its price';
export const CAMPAIGN_GOAL_TOO_LOW = "Please enter a Fundraising Goal that's more than $5";
export const CHOOSE_DATE_AFTER_TODAY = 'Choose a date after today';
export const DELETE_CONFIRM_1 = 'Do you really want to delete this event?';
export const DELETE_CONFIRM_2 = 'Really??';

// Donations (fundraising spec §5, §8)
export const DONATION_AMOUNT_TOO_LOW = "Please enter an amount that's more than $5";
export const SELECT_VALID_TEAM_CAMPAIGN = 'Please select a valid Team Campaign';
export const SELECT_VALID_INDIE_CAMPAIGN = 'Please select a valid Individual Campaign';
export const CARD_FIELD_INCOMPLETE = 'Credit Card field is not filled correctly';
export const CARD_PAYMENTS_NOT_CONFIGURED = 'Card payments are not configured on this server';
export const DONATION_SUCCESS = 'Thank you for your donation! An email confirmation has been sent to you.';
export const WAITING = "Hang on, we're getting there...don't refresh.";
export const CARD_PROVIDER_FAILURE =
  'Could not process your transaction with the payment processor. Please email the info address with the Issue Number for details';
export const HOSTED_PROVIDER_FAILURE =
  'Could not process your transaction. Please email the info address with the Issue Number for details';
/** Donate page; the signup query builder spells it with a capital C (QUERY_TEAM_CAMPAIGN_NOT_RIGHT). */
export const TEAM_CAMPAIGN_NOT_RIGHT = 'Team campaign is not right';
export const NO_QUERY_STRING = 'Could not get query string';
// Donations and payments: our wording where the spec is silent
export const DONATION_AMOUNT_TOO_HIGH = 'Please enter an amount of $100,000 or less';
export const DONATIONS_CLOSED = 'Donations are closed for this event.';
export const TOO_MANY_PAYMENT_ATTEMPTS = 'Too many payment attempts. Please wait a while and try again.';
/** 428 of a payment start while its event, email or address has had too many declines (the browser shows the check). */
export const PAYMENT_CHALLENGE_REQUIRED =
  'Many payments were tried here lately, so we need a quick check that you are a person. It runs by itself in a moment.';
export const PAYMENT_CHALLENGE_FAILED = 'The check expired or was already used. Please let it run once more.';
export const PAYMENT_PROVIDER_UNAVAILABLE =
  'The payment service did not answer. Nothing was charged; please try again in a few minutes.';
export const WRONG_PAYMENT_PROVIDER = 'This event takes card payments another way. Please reload the page.';
export const REDIRECT_NOT_ON_SITE = 'The redirect address must be on this site.';
export const CURRENCY_NOT_ACCEPTED = 'Only usd is accepted.';
export const PAYMENT_NOT_FOUND = 'We could not find this payment.';
export const PAYMENT_NOT_COMPLETED = 'This payment has not gone through.';
export const PAYMENT_DOES_NOT_MATCH = 'The payment does not match this donation.';
export const PAYMENT_FOR_SOMETHING_ELSE = 'This payment was made for something else.';
export const TOTAL_DOES_NOT_MATCH = 'The total does not match the amount and the fee.';
export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature.';
export const INVALID_TOKEN_ID = 'Not a valid token-id.';
export const ATTEMPT_MISMATCH = 'This payment attempt was started with other details. Please reload the page.';
export const DUPLICATE_COMPLETION = 'Duplicate transaction: this payment is being completed or was completed already';
export const PAYMENT_NOT_STARTED_HERE =
  'This payment was not started on this site, so it was cancelled: nothing was charged. Please start again.';
export const PAYMENT_AMOUNT_CHANGED =
  'This payment was started for another amount. Nothing was recorded; please start again.';
export const DONATION_DETAILS_MISSING =
  'We could not find the details of this donation in this browser. Nothing was recorded; please start again.';
export const ISSUE_NUMBER = 'Issue Number';
export const POSSIBLE_REASON = 'Possible reason';

// Offline donations (fundraising spec §8)
export const OFFLINE_FAILURE = 'Something went wrong. Could not submit donation';
export const OFFLINE_SUCCESS = 'Donation submitted';
export const OFFLINE_SUCCESS_POSTSCRIPT = 'The donation should be reflected in the campaign/event page momentarily.';
// Offline donations: our wording where the spec is silent
export const OFFLINE_NOT_ALLOWED = 'Only the creator of this campaign or of its event can add offline donations to it.';
export const TEAM_NOT_IN_EVENT = 'This team campaign does not belong to that event.';
export const INDIE_NOT_IN_EVENT = 'This individual campaign does not belong to that event.';
export const INDIE_NOT_IN_TEAM = 'This individual campaign does not belong to that team campaign.';
export const NO_EVENTS_FOR_OFFLINE_DONATIONS = 'You have not created any events or fundraisers yet.';
// Offline gifts entered by a campaign's creator, and the organizer's review of them: our wording
export const OFFLINE_AWAITING_CONFIRMATION = "Donation submitted: it awaits the organizer's confirmation";
export const OFFLINE_AWAITING_CONFIRMATION_POSTSCRIPT =
  "It will count toward the campaign's and the event's totals once the event's organizer confirms it.";
export const OFFLINE_AMOUNT_OVER_CAMPAIGN_LIMIT =
  "Gifts entered by a campaign's creator can be at most $10,000. Ask the event's organizer to enter larger ones.";
export const TOO_MANY_OFFLINE_GIFTS = 'You have entered many offline gifts in the last hour. Please wait a while.';
export const OFFLINE_GIFT_NOT_FOUND = 'Offline gift not found.';
export const OFFLINE_GIFT_ALREADY_CONFIRMED = 'This gift was already confirmed.';
export const OFFLINE_GIFT_ALREADY_REJECTED = 'This gift was already rejected.';
export const OFFLINE_GIFT_ALREADY_VOIDED = 'This gift was already voided.';
export const OFFLINE_GIFT_AWAITS_CONFIRMATION = 'This gift awaits confirmation: reject it instead of voiding it.';
export const OFFLINE_GIFT_CONFIRMED = 'Gift confirmed: it counts now.';
export const OFFLINE_GIFT_REJECTED = 'Gift rejected: it will not count.';
export const OFFLINE_GIFT_VOIDED = 'Gift voided: it no longer counts.';
export const OFFLINE_GIFT_UPDATED = 'Gift updated.';

// The donor's side of the public pages: our wording
export const BE_THE_FIRST_TO_DONATE = 'Be the first to donate';
export const GOAL_REACHED = 'Goal reached';
export const NO_GIFTS_YET = 'You have not made any donations yet.';

// Signups (fundraising spec §5, §8)
export const SELECT_VALID_EVENT_CATEGORY = 'Please select a valid Event Category';
export const SELECT_VALID_PURPOSE = 'Please select a valid answer to best time or for fun';
export const ACCEPT_WAIVER = 'Please read the waiver carefully and agree to the terms before continuing';
export const QUERY_TEAM_CAMPAIGN_NOT_RIGHT = 'Team Campaign is not right';
export const QUERY_EVENT_CATEGORY_NOT_RIGHT = 'Event category is not right';
export const SIGNUP_SUCCESS = 'Sign-up successfully completed! An email confirmation has been sent to you.';
export const SIGNUP_MOVED = 'Sign-ups for this event have been moved to another website by the organizer.';
export const SIGNUP_MOVED_LINK = 'sign up here instead';
export const SIGNUP_CONFIRMATION_TITLE = 'Signup Confirmation';
export const GO_BACK_TO_EVENT = 'Go back to Event';
// Signups: our wording where the spec is silent
export const REGISTRATION_CLOSED = 'Registration for this event is closed.';
/** A registration that would pass its category's capacity (CONTRACT §7, to the letter). */
export const soldOut = (category: string): string => `Sorry, ${category} is sold out.`;
export const SOLD_OUT_LABEL = 'Sold out';
export const CAPACITY_RULE = 'Capacity must be a whole number from 1 to 1,000,000 (or empty: no limit)';
export const SIGNUP_PAYMENT_REQUIRED = 'This sign-up has a price: it can only be completed with a payment.';
export const SIGNUP_AMOUNT_MISMATCH =
  'The amount paid does not match the price of this sign-up, so it was not recorded. Please contact the organizer.';
export const SIGNUP_NOT_FOUND = 'We could not find this sign-up. If you were charged, please contact the organizer.';
export const SIGNUP_FIX_FIELDS = 'Please correct the participant details marked above.';
export const SIGNUP_DATA_LOST =
  'This browser no longer has the sign-up details, so the payment was not completed. Please sign up again.';

// Events: our wording where the spec is silent
export const ORGANIZERS_ONLY =
  'Only Organizers can create events and fundraisers. You can become one from your profile (Edit Profile).';
export const EVENT_CREATOR_ONLY = 'Only the creator of this event can do this.';
export const EVENT_HAS_MONEY = 'This event has donations or sign-ups and cannot be deleted; hide it instead.';
export const TEST_EMAILS_ORGANIZERS_ONLY = 'Only Organizers can send test emails.';
export const WRITE_TEMPLATE_FIRST = 'Write the template first.';
export const TEST_EMAIL_OWN_ADDRESS_ONLY = 'Test emails go to your own email address only.';
export const TEST_EMAIL_ADDRESS_NOT_VERIFIED =
  'Please confirm your email address first: test emails go to your own, confirmed address.';
export const categoryHasSignups = (name: string): string =>
  `The category "${name}" has sign-ups, so it cannot be removed. Rename it or change its price instead.`;

// Campaigns: our wording where the spec is silent
export const TEAM_CAMPAIGNS_CLOSED = 'The organizer of this event is not taking new team campaigns.';
export const ONLY_CAMPAIGN_CREATOR = 'Only the creator of this campaign can do this.';

// Promo codes (fundraising spec §8)
export const INVALID_PROMO = 'Invalid Promo Code';
export const PROMO_APPLIED = 'Promo Code Applied';

// Accounts: messages the spec leaves unworded (CONTRACT §1 "Email verification", rate limits, links)
export const EMAIL_NOT_VERIFIED =
  'Please confirm your email address before logging in: follow the link in the email we sent you.';
export const VERIFICATION_RESENT = 'If that account still needs confirming, a new confirmation email is on its way.';
export const EMAIL_VERIFIED = 'Your email address is confirmed. You can log in now.';
export const VERIFICATION_LINK_INVALID = 'This confirmation link is invalid or has expired.';
export const FORGOT_EMAIL_SENT =
  'If an account exists for that email, we have sent it a link to reset the password. The link is valid for one hour.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can log in with it now.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const SIGNUP_TOO_LARGE =
  'This registration is too large to take in one payment. Please register fewer participants.';
export const TOO_MANY_SIGNUPS_OF_EMAIL =
  'This email address was signed up too many times in the last hour. Please try again later.';
export const TOO_MANY_SIGNUPS_OF_EVENT = 'This event is taking too many sign-ups right now. Please try again later.';
export const SOCIAL_ACCOUNT_NO_PASSWORD = 'This account signs in with Facebook and has no password to change.';
export const EMAIL_CHANGE_NEEDS_CONFIRMING = 'We sent a confirmation link to your new email address.';
export const CURRENT_PASSWORD_FOR_EMAIL = 'Enter your current password to change your email address.';
export const LOGGED_OUT = 'You are logged out.';
// Shared error answers (lib/app-error.ts): one wording each
export const PLEASE_LOG_IN = 'Please log in.';
export const FORBIDDEN = 'You are not allowed to do this.';
/** "Not found" in one wording: '<Thing> not found.', or 'Not found.' where there is no thing to name. */
export const notFoundMessage = (thing: string): string => `${thing} not found.`;
export const NOT_FOUND = 'Not found.';
export const EVENT_NOT_FOUND = notFoundMessage('Event');
export const FUNDRAISER_NOT_FOUND = notFoundMessage('Fundraiser');
export const USER_NOT_FOUND = notFoundMessage('User');
export const TEAM_CAMPAIGN_NOT_FOUND = notFoundMessage('Team campaign');
export const INDIE_CAMPAIGN_NOT_FOUND = notFoundMessage('Individual campaign');
/** A form's banner when fields need fixing; the messages stand under the fields themselves. */
export const FIX_FIELDS = 'Please correct the fields marked above.';
/** The heading of a form's error summary after a failed save. */
export const fixTheseFields = (count: number): string =>
  count === 1 ? 'There is 1 thing to fix before saving' : `There are ${count} things to fix before saving`;
/** The question before leaving a form with unsaved changes (the form's own dialog). */
export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave this page and lose them?';
export const LEAVE_WITHOUT_SAVING = 'Leave without saving';
export const STAY_ON_PAGE = 'Stay on this page';
export const SERVER_ERROR = 'Something went wrong. Please try again.';
export const BODY_NOT_JSON = 'The request body must be JSON.';
export const CROSS_SITE_REQUEST = 'This request did not come from this site.';
export const JSON_REQUIRED = 'Send the request body as JSON, with Content-Type: application/json.';
export const requestTooLarge = (limit: string): string => `The request is too large: ${limit} at most.`;
export const INVALID_ADDRESS = 'This address contains characters that are not allowed.';
export const FACEBOOK_EMAIL_REQUIRED =
  'Your Facebook account did not share an email address with us. Please allow access to your email, or sign up with email and password.';
export const FACEBOOK_NOT_CONFIGURED = 'Facebook login is not available on this site.';
export const FACEBOOK_UNAVAILABLE =
  'Facebook login is not working on this site right now. Please log in with your email and password.';

// The organizer's workspace: our wording (batch entry of offline gifts, its CSV import)
export const BATCH_NOT_FOUND = notFoundMessage('Batch');
export const BATCH_ALREADY_UNDONE = 'This batch was already undone.';
export const CSV_NEEDS_COLUMNS =
  'The first line must name the columns: First Name, Last Name (or Name) and Amount; Campaign, Anonymous and Message may follow.';
export const CSV_EMPTY = 'There are no gifts in this CSV.';

// Validation: our wording where the specifications are silent
export const INVALID_DATE = 'Not a valid date';
export const INVALID_BIRTH_DATE = 'Not a valid birth date';
export const INVALID_TIME_ZONE = 'Not a valid time zone';
export const INVALID_CHOICE = 'Please choose one of the options';
export const INVALID_SECURITY_CODE = 'Not a valid security code';
export const AT_MOST_TWO_DECIMALS = 'Use at most two decimal places';
export const NOT_NEGATIVE = 'Must be 0 or more';
export const PERCENTAGE_TOO_HIGH = 'A percentage cut cannot be more than 100';
export const SPONSOR_PRIORITY = 'Priority must be a whole number from 1 to 1,000,000';
export const AMOUNT_TOO_HIGH = 'Must be 20,000,000 or less';
export const PROMO_CODE_CHARACTERS = 'Use only letters, digits, - and _ (no spaces)';
export const CHOOSE_TSHIRT_SIZES = 'Choose the T-shirt sizes on offer, or tick “Don’t ask” for the T-shirt size';
/** A warning, not an error: a past event can still be saved (and edited later). */
export const EVENT_DATE_IN_PAST = 'This date is in the past: the page will show the event as over. You can still save.';
export const DUPLICATE_PROMO_CODE = 'This code is already used above';
export const TOO_MANY_PICTURES = `No more than ${MAX_GALLERY_IMAGES} pictures`;
export const tooManyDescriptions = (max: number): string => `No more than ${max} additional descriptions`;
export const PARTICIPANT_COUNT = `Between 1 and ${MAX_PARTICIPANTS_PER_SIGNUP} people can sign up at once`;
export const OFFLINE_TARGET_REQUIRED = 'Choose an event, team campaign or individual campaign';
// Batch entry of offline gifts
export const ADD_A_GIFT = 'Add at least one gift';
export const tooManyGifts = (max: number): string => `No more than ${max} gifts in one batch`;
export const YES_OR_NO = 'Use yes or no';
export const noSuchCampaign = (name: string): string => `No campaign of this event is called "${name}"`;
export const ambiguousCampaign = (name: string): string => `More than one campaign is called "${name}": use its id`;
export const CHOOSE_A_CAMPAIGN_OF_THIS_EVENT = 'Choose a campaign of this event';
export const INVALID_REQUEST_KEY = 'Not a valid request key';
/** A text over its limit (lib/validation/limits.ts). */
export const tooLong = (max: number): string => `Use at most ${max.toLocaleString('en-US')} characters`;
/** A list over its limit: "No more than 50 categories". */
export const tooManyItems = (max: number, noun: string): string =>
  `No more than ${max.toLocaleString('en-US')} ${noun}`;
export const NUL_CHARACTER = 'Text cannot contain NUL characters';
export const NOT_AN_OBJECT = 'Send the fields as one JSON object';
// Paying for a sign-up
export const INVALID_AMOUNT = 'Not a valid amount';
// Money back (CONTRACT §5): our wording
export const DONATION_NOT_FOUND = notFoundMessage('Donation');
export const REGISTRATION_NOT_FOUND = notFoundMessage('Registration');
export const REFUND_CREATOR_ONLY = 'Only the creator of this event can refund or cancel its payments.';
export const OFFLINE_GIFT_PARTLY_REFUNDED = 'Part of this gift was refunded: it can no longer be edited.';
export const NOTHING_TO_REFUND = 'Nothing is left to refund on this payment.';
export const NOT_REFUNDABLE = 'Only a completed payment can be refunded.';
export const REFUND_AMOUNT_POSITIVE = 'Enter an amount of more than $0.00.';
export const refundAmountTooHigh = (left: string): string => `Enter at most ${left}: that is what is left to refund.`;
export const refundRefused = (reason: string): string =>
  `The payment provider refused the refund (${reason}). Nothing was given back.`;
export const REFUND_UNCONFIRMED =
  'The payment provider has not confirmed the refund yet. It shows as pending; check again in a few minutes before trying again.';
export const ALREADY_CANCELLED = 'This registration was already cancelled.';
// Year-end statements (CONTRACT §6)
export const STATEMENT_YEAR_INVALID = 'Give the statement’s year as four digits, such as 2025.';
export const STATEMENT_LINK_NOT_FOUND =
  'This statement link is not valid. Log in to download your statements from your profile.';
// Event day (CONTRACT §7): tickets and check-in
export const CHECKIN_CREATOR_ONLY = 'Only the creator of this event can check people in.';
export const TICKET_NOT_FOUND = 'This ticket is not for this event.';
export const TICKET_CANCELLED = 'This registration was cancelled.';
export const TICKET_NOT_CHECKED_IN = 'This ticket is not checked in.';
export const TICKET_REQUIRED = 'Enter or scan a ticket code.';
export const alreadyCheckedIn = (at: string): string => `Already checked in at ${at}.`;
export const TICKET_PAGE_CANCELLED = 'Cancelled: this registration was cancelled, and this ticket no longer admits.';

// The supporter wall (issue 21): donor messages on event, team and individual pages
export const MESSAGE_HIDDEN = 'The message is hidden from the supporter wall.';
export const MESSAGE_SHOWN = 'The message is back on the supporter wall.';
export const WALL_EMPTY = 'No messages yet. Leave the first one with your gift!';
export const INVALID_WALL_CURSOR = 'Not a valid page cursor.';
export const WALL_COUNT_RULE = 'count must be a whole number from 1 to 50';
export const HIDE_MESSAGE_QUESTION = 'Hide this message from the supporter wall? The gift still counts.';
// Gifts that repeat (CONTRACT §6)
export const CHOOSE_A_FREQUENCY = 'Choose how often to give: once, weekly, monthly, quarterly or yearly';
export const PLAN_NOT_FOUND = notFoundMessage('Plan');
export const PLAN_CANCELLED = 'This plan was cancelled: nothing more will be charged.';
export const PLAN_NOT_PAUSED = 'Only a paused plan can be resumed.';
export const PLAN_ALREADY_PAUSED = 'This plan is already paused.';
export const CHARGE_DATE_IN_PAST = 'Choose a date from today on';
export const UNKNOWN_PLAN_ACTION = 'Choose pause, resume, cancel or update';
export const CARD_NOT_SAVED = 'The card could not be saved for the next gifts: try again or use another card.';
export const OFFER_A_WAY_TO_GIVE = 'Offer at least one way to give';
export const PLAN_WRONG_PROVIDER = 'This plan is paid through the other card provider.';
