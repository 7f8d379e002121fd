import { GENERAL_CAMPAIGN_ID, SELECT_ONE_ID } from '@/lib/rules/constants';
import { signupQuestionsFor, type SignupQuestions } from '@/lib/rules/signup-questions';

// The signup form's own value shape (what the inputs hold: strings and checkboxes) and the
// body it posts. The server reads the very same shape with the event's schema.

export type ParticipantValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  smsEnabled: boolean;
  shirtSize: string;
  gender: string;
  birthMonth: string;
  birthDate: string;
  birthYear: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  addressSame: boolean;
  emergencyName: string;
  emergencyPhone: string;
  emergencyRelationship: string;
};

export type SignupFormValues = {
  eventCategory: string;
  teamCampaignId: string;
  purpose: string | null;
  waiverAccepted: boolean;
  promoCode: string;
  payFees: boolean;
  participants: ParticipantValues[];
};

/** The body of POST /api/participation/add_record and /api/safesave/complete_eventsignup/{tokenId}. */
export type SignupPayload = SignupFormValues & { eventId: string; idempotencyKey?: string };

/** A new participant: "same as main participant" is ticked for everyone after the first. */
export function blankParticipant(isMain: boolean): ParticipantValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    smsEnabled: true,
    shirtSize: '',
    gender: '',
    birthMonth: '',
    birthDate: '',
    birthYear: '',
    address: '',
    city: '',
    state: '',
    zip: '',
    addressSame: !isMain,
    emergencyName: '',
    emergencyPhone: '',
    emergencyRelationship: '',
  };
}

export function initialSignupValues(initial: { eventCategory: string; teamCampaignId: string }): SignupFormValues {
  return {
    eventCategory: initial.eventCategory || SELECT_ONE_ID,
    teamCampaignId: initial.teamCampaignId || SELECT_ONE_ID,
    purpose: null,
    waiverAccepted: false,
    promoCode: '',
    payFees: true,
    participants: [blankParticipant(true)],
  };
}

/** The schema settings of the form, from the event the page passes in. */
export function formConfig(event: {
  disabledFields: string[];
  optionalFields: string[];
  tshirtSizes: string[];
  hasWaiver: boolean;
}): SignupQuestions {
  return signupQuestionsFor({ ...event, waiver: event.hasWaiver ? 'waiver' : null });
}

export const isGeneral = (teamCampaignId: string) => teamCampaignId === GENERAL_CAMPAIGN_ID;
