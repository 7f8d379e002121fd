'use client';

import { useFormContext } from 'react-hook-form';
import { PARTICIPANT_FIELD_GROUPS, type ParticipantFieldGroup } from '@/lib/rules/constants';
import { SHIRT_SIZES, type EventFormValues } from './event-form-values';
import { fieldId, NamedFieldError, useFieldError } from './form-fields';
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
  const sizesError = useFieldError('tshirtSizes');
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
                    {...register('disabledFields', { deps: ['tshirtSizes'] })}
                    aria-label={`${GROUP_LABELS[group]}: don’t ask`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset className={styles.sizes} aria-describedby={sizesError ? `${fieldId('tshirtSizes')}-error` : undefined}>
        <legend className={styles.label}>T-shirt sizes on offer</legend>
        <div className={styles.inlineChecks}>
          {sizes.map((size, index) => (
            <label key={size} className={styles.check}>
              <input
                type="checkbox"
                value={size}
                {...register('tshirtSizes')}
                // On the boxes: ARIA allows aria-invalid on a checkbox, not on a group.
                aria-invalid={sizesError ? true : undefined}
                // The first box is where the error summary's link for the sizes lands.
                id={index === 0 ? fieldId('tshirtSizes') : undefined}
                data-summary-label={index === 0 ? 'T-shirt sizes' : undefined}
              />
              <span>{size}</span>
            </label>
          ))}
        </div>
        <NamedFieldError name="tshirtSizes" />
      </fieldset>
    </>
  );
}
