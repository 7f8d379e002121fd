'use client';

import { useFormContext } from 'react-hook-form';
import { PARTICIPANT_FIELD_GROUPS, type ParticipantFieldGroup } from '@/lib/rules/constants';
import { SHIRT_SIZES, type EventFormValues } from './event-form-values';
import styles from './event-form.module.css';

const GROUP_LABELS: Record<ParticipantFieldGroup, string> = {
  gender: 'Gender',
  birthdate: 'Birth date',
  shirtSize: 'T-shirt size',
  address: 'Address',
  emergency: 'Emergency contact',
};

/** Which questions the sign-up form asks, and the T-shirt sizes on offer. */
export function ParticipantFields() {
  const { register, getValues } = useFormContext<EventFormValues>();
  // Sizes saved before that are not in the usual list stay offered.
  const sizes = [
    ...SHIRT_SIZES,
    ...getValues('tshirtSizes').filter((size) => !(SHIRT_SIZES as readonly string[]).includes(size)),
  ];
  return (
    <>
      <div className={styles.field}>
        <table className={styles.table}>
          <caption className={styles.caption}>Sign-up questions</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Optional</th>
              <th scope="col">Don’t ask</th>
            </tr>
          </thead>
          <tbody>
            {PARTICIPANT_FIELD_GROUPS.map((group) => (
              <tr key={group}>
                <th scope="row">{GROUP_LABELS[group]}</th>
                <td>
                  <input
                    type="checkbox"
                    value={group}
                    {...register('optionalFields')}
                    aria-label={`${GROUP_LABELS[group]}: optional`}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    value={group}
                    {...register('disabledFields')}
                    aria-label={`${GROUP_LABELS[group]}: don’t ask`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset className={styles.sizes}>
        <legend className={styles.label}>T-shirt sizes on offer</legend>
        <div className={styles.inlineChecks}>
          {sizes.map((size) => (
            <label key={size} className={styles.check}>
              <input type="checkbox" value={size} {...register('tshirtSizes')} />
              <span>{size}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
