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
export const SPONSOR_PRIORITY = 'Priority must be a whole number of 1 or more';
export const AMOUNT_TOO_HIGH = 'Must be 20,000,000 or less';
export const DUPLICATE_PROMO_CODE = 'This code is already used above';
export const TOO_MANY_PICTURES = `No more than ${MAX_GALLERY_IMAGES} pictures`;
export const tooManyDescriptions = (max: number): string => `No more than ${max} additional descriptions`;
export const PARTICIPANT_COUNT = `Between 1 and ${MAX_PARTICIPANTS_PER_SIGNUP} people can sign up at once`;
export const OFFLINE_TARGET_REQUIRED = 'Choose an event, team campaign or individual campaign';
export const tooLong = (max: number): string => `Must be ${max} characters or fewer`;
export const NOT_AN_OBJECT = 'Send the fields as one JSON object';
