'use client';

import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ParticipantFieldGroup } from '@/lib/rules/constants';
import { GENDERS, US_STATES } from '@/lib/rules/lookups';
import { COPIED_FROM_MAIN, type SignupFormValues } from './signup-form-values';
import { BirthDateInput, Checkbox, ChoiceInput, SelectInput, TextInput } from './signup-fields';
import styles from './signup-form.module.css';

type ParticipantFieldsetProps = {
  index: number;
  /** Whether the event asks, and requires, each group of questions. */
  asks: (group: ParticipantFieldGroup) => boolean;
  optional: (group: ParticipantFieldGroup) => boolean;
  tshirtSizes: string[];
  onRemove?: () => void;
};

const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * One participant's questions. The first is the main participant; the others may share their
 * address. Browser autofill only fills the main participant's fields (the others are other people).
 */
export function ParticipantFieldset({ index, asks, optional, tshirtSizes, onRemove }: ParticipantFieldsetProps) {
  const isMain = index === 0;
  const { control } = useFormContext<SignupFormValues>();
  const sameAddress = useWatch({ control, name: `participants.${index}.addressSame` });
  const contactTick = useWatch({ control, name: `participants.${index}.contactSame` });
  const emergencyTick = useWatch({ control, name: `participants.${index}.emergencySame` });
  const sameContact = !isMain && contactTick === true;
  const sameEmergency = !isMain && emergencyTick === true;
  useCopyFromMain(index, 'contactSame', sameContact);
  useCopyFromMain(index, 'emergencySame', sameEmergency);
  const who = isMain ? 'Participant 1 (main participant)' : `Participant ${index + 1}`;
  const auto = (token: string) => (isMain ? token : 'off');
  const p = `participants.${index}` as const;

  return (
    <fieldset className={styles.participant} data-testid={`participant-${index}`}>
      <legend className={styles.participantLegend}>{who}</legend>
      {onRemove ? (
        <button type="button" className={styles.remove} onClick={onRemove}>
          Remove<span className="visually-hidden"> participant {index + 1}</span>
        </button>
      ) : null}

      <div className={styles.grid2}>
        <TextInput name={`${p}.firstName`} label="First name" context={who} autoComplete={auto('given-name')} />
        <TextInput name={`${p}.lastName`} label="Last name" context={who} autoComplete={auto('family-name')} />
      </div>
      {!isMain ? (
        <Checkbox name={`${p}.contactSame`} context={who}>
          Same email and phone as participant 1
        </Checkbox>
      ) : null}
      {!sameContact ? (
        <div className={styles.grid2}>
          <TextInput
            name={`${p}.email`}
            label="Email"
            type="email"
            inputMode="email"
            autoCapitalize="none"
            context={who}
            autoComplete={auto('email')}
          />
          <TextInput name={`${p}.phone`} label="Phone" type="tel" context={who} autoComplete={auto('tel')} />
        </div>
      ) : null}
      <Checkbox name={`${p}.smsEnabled`} context={who}>
        Text me updates about the event (SMS)
      </Checkbox>

      {asks('address') ? (
        <div className={styles.group}>
          {!isMain ? (
            <Checkbox name={`${p}.addressSame`} context={who}>
              Same address as main participant
            </Checkbox>
          ) : null}
          {isMain || !sameAddress ? (
            <div className={styles.grid2}>
              <div className={styles.wide}>
                <TextInput
                  name={`${p}.address`}
                  label="Street address"
                  optional={optional('address')}
                  context={who}
                  autoComplete={auto('street-address')}
                />
              </div>
              <TextInput
                name={`${p}.city`}
                label="City"
                optional={optional('address')}
                context={who}
                autoComplete={auto('address-level2')}
              />
              <div className={styles.grid2Tight}>
                <SelectInput
                  name={`${p}.state`}
                  label="State"
                  optional={optional('address')}
                  context={who}
                  options={STATE_OPTIONS}
                  placeholder={{ label: 'Select…' }}
                  autoComplete={auto('address-level1')}
                />
                <TextInput
                  name={`${p}.zip`}
                  label="ZIP"
                  inputMode="numeric"
                  optional={optional('address')}
                  context={who}
                  autoComplete={auto('postal-code')}
                />
              </div>
            </div>
          ) : null}
        </div>
      ) : null}

      {asks('gender') ? (
        <ChoiceInput
          name={`${p}.gender`}
          label="Gender"
          optional={optional('gender')}
          context={who}
          options={GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }))}
        />
      ) : null}
      {asks('shirtSize') ? (
        <ChoiceInput
          name={`${p}.shirtSize`}
          label="T-shirt size"
          optional={optional('shirtSize')}
          context={who}
          options={tshirtSizes.map((size) => ({ value: size, label: size }))}
        />
      ) : null}

      {asks('birthdate') ? (
        <BirthDateInput path={p} optional={optional('birthdate')} context={who} autoComplete={auto('bday')} />
      ) : null}

      {asks('emergency') ? (
        <fieldset className={styles.subgroup}>
          <legend className={styles.label}>
            Emergency contact<span className="visually-hidden"> ({who})</span>
          </legend>
          {!isMain ? (
            <Checkbox name={`${p}.emergencySame`} context={who}>
              Same emergency contact as participant 1
            </Checkbox>
          ) : null}
          {!sameEmergency ? (
            <div className={styles.grid2}>
              <TextInput name={`${p}.emergencyName`} label="Name" optional context={who} autoComplete="off" />
              <TextInput
                name={`${p}.emergencyPhone`}
                label="Phone"
                type="tel"
                optional={optional('emergency')}
                context={who}
                autoComplete="off"
              />
              <TextInput
                name={`${p}.emergencyRelationship`}
                label="Relationship"
                optional
                context={who}
                autoComplete="off"
              />
            </div>
          ) : null}
        </fieldset>
      ) : null}
    </fieldset>
  );
}

/**
 * While a "same as participant 1" tick is on, this participant's copied fields follow
 * participant 1's as they are typed, so what is checked and sent is an ordinary value.
 */
function useCopyFromMain(index: number, tick: keyof typeof COPIED_FROM_MAIN, on: boolean) {
  const { control, setValue, clearErrors } = useFormContext<SignupFormValues>();
  const fields = COPIED_FROM_MAIN[tick];
  const main = useWatch({ control, name: fields.map((field) => `participants.0.${field}` as const) });
  const key = JSON.stringify(main);
  useEffect(() => {
    if (!on || index === 0) return;
    const values = JSON.parse(key) as string[];
    fields.forEach((field, at) => setValue(`participants.${index}.${field}`, values[at] ?? ''));
    // Participant 1's own fields show what is wrong with them.
    clearErrors(fields.map((field) => `participants.${index}.${field}` as const));
  }, [on, index, key, fields, setValue, clearErrors]);
}
