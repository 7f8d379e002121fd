import { describe, expect, it } from 'vitest';
import { asksGroup, isOptionalGroup, signupQuestionsFor } from './signup-questions';

const event = { disabledFields: ['gender'], optionalFields: ['birthdate'], tshirtSizes: ['S', 'M'], waiver: 'Rules' };

describe('signupQuestionsFor', () => {
  it("takes the event's settings", () => {
    const questions = signupQuestionsFor(event);
    expect(questions).toEqual({
      disabledFields: ['gender'],
      optionalFields: ['birthdate'],
      tshirtSizes: ['S', 'M'],
      waiver: 'Rules',
    });
    expect(asksGroup(questions, 'gender')).toBe(false);
    expect(asksGroup(questions, 'birthdate')).toBe(true);
    expect(isOptionalGroup(questions, 'birthdate')).toBe(true);
    expect(isOptionalGroup(questions, 'address')).toBe(false);
  });

  it('does not ask for a T-shirt size when the event offers none', () => {
    const questions = signupQuestionsFor({ ...event, tshirtSizes: [] });
    expect(asksGroup(questions, 'shirtSize')).toBe(false);
    expect(signupQuestionsFor({ ...event, disabledFields: ['shirtSize'], tshirtSizes: [] }).disabledFields).toEqual([
      'shirtSize',
    ]);
  });
});
