import { GENERAL_CAMPAIGN_ID, SELECT_ONE_ID } from '@/lib/rules/constants';
import { signupQuestionsFor, type SignupQuestions } from '@/lib/rules/signup-questions';
import type { SchemaFormValues } from '@/lib/validation/form-values';
import type { makeParticipantSchema, makeSignupSchema } from '@/lib/validation/signup';

// The signup form's values (what the inputs hold: strings and checkboxes, typed from the shared
// schema; type imports only, so zod stays out of the page's first download) and the body it
// posts. The server reads the very same shape with the event's schema.

type ParticipantSchemaValues = SchemaFormValues<ReturnType<typeof makeParticipantSchema>>;

/** One participant as the form holds it (derived from the shared schema, so they cannot drift apart); '' before a gender is picked. */
export type ParticipantValues = Omit<ParticipantSchemaValues, 'gender'> & {
  gender: ParticipantSchemaValues['gender'] | '';
  /**
   * The form's own ticks (never sent): "Same email and phone as participant 1" and "Same emergency
   * contact as participant 1". While ticked, the form copies participant 1's values into this
   * participant's fields, so the schema and the server read ordinary values.
   */
  contactSame?: boolean;
  emergencySame?: boolean;
};

/** The copied groups: which fields each "Same as participant 1" tick fills. */
export const COPIED_FROM_MAIN = {
  contactSame: ['email', 'phone'],
  emergencySame: ['emergencyName', 'emergencyPhone', 'emergencyRelationship'],
} as const satisfies Record<'contactSame' | 'emergencySame', ReadonlyArray<keyof ParticipantValues>>;

/** A participant as the server reads it: without the form's own ticks. */
export function participantPayload({ contactSame, emergencySame, ...person }: ParticipantValues) {
  void contactSame;
  void emergencySame;
  return person;
}

type SignupSchemaValues = SchemaFormValues<ReturnType<typeof makeSignupSchema>>;

/** The whole form: the schema's fields, a participant list, and no purpose until one is picked. */
export type SignupFormValues = Omit<SignupSchemaValues, 'participants' | 'purpose'> & {
  purpose: SignupSchemaValues['purpose'] | null;
  participants: ParticipantValues[];
};

/** The body of POST /api/participation/add_record and /api/safesave/complete_eventsignup/{tokenId}. */
export type SignupPayload = SignupFormValues & { eventId: string; idempotencyKey?: string };

/** A new participant: every "same as participant 1" is ticked for everyone after the first (a family types once). */
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
    contactSame: !isMain,
    emergencySame: !isMain,
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
