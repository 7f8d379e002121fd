// Validation messages the specifications do not word. The spec's own messages live in
// ../rules/messages; nothing here repeats one of them.
import { MAX_GALLERY_IMAGES, MAX_PARTICIPANTS_PER_SIGNUP } from '../rules/constants';

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
