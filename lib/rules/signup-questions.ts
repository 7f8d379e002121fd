import type { ParticipantFieldGroup } from './constants';

// Which participant questions an event's signup asks (fundraising spec §2, §5): a group the
// event disables is not asked, an optional one is asked but not required, and the T-shirt size is
// not asked when the event offers no sizes. The form and the server's schema both start here.

/** What an event stores about its sign-up questions (its public JSON has the same fields). */
export interface SignupEventFields {
  disabledFields: readonly string[];
  optionalFields: readonly string[];
  tshirtSizes: readonly string[];
  waiver: string | null;
}

export interface SignupQuestions {
  /** Groups not asked, so never required. */
  disabledFields: string[];
  /** Groups asked but not required. */
  optionalFields: string[];
  /** The sizes on offer; a size must be one of them. */
  tshirtSizes: string[];
  /** An event with a waiver needs it accepted. */
  waiver: string | null;
}

export function signupQuestionsFor(event: SignupEventFields): SignupQuestions {
  const disabled = event.tshirtSizes.length === 0 ? [...event.disabledFields, 'shirtSize'] : event.disabledFields;
  return {
    disabledFields: [...new Set(disabled)],
    optionalFields: [...event.optionalFields],
    tshirtSizes: [...event.tshirtSizes],
    waiver: event.waiver,
  };
}

export const asksGroup = (questions: SignupQuestions, group: ParticipantFieldGroup): boolean =>
  !questions.disabledFields.includes(group);

export const isOptionalGroup = (questions: SignupQuestions, group: ParticipantFieldGroup): boolean =>
  questions.optionalFields.includes(group);
