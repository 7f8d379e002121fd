'use client';

import { useFieldArray, useFormContext } from 'react-hook-form';
import { blankPromoCode, type EventFormValues } from './event-form-values';
import { SelectField, ShownAfterSubmit, TextField, useRowsSeenAt } from './form-fields';
import styles from './event-form.module.css';

const PROMO_TYPE_OPTIONS = [
  { value: 'perItemPriceCut', label: '$ off per person' },
  { value: 'percentageCut', label: '% off the price' },
];

/** Promo code rows: code (upper-cased as typed), type, value, expiry (ten days ahead by default). */
export function PromoCodeRows() {
  const { control, getValues, watch } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'promoCodes' });
  const promoCodes = watch('promoCodes');
  const seenAt = useRowsSeenAt(fields.map((field) => field.id));
  return (
    <div className={styles.field}>
      <h3 className={styles.rowTitle} id="promo-title">
        Promo codes
      </h3>
      <p className={styles.hint}>
        Discounts on sign-ups. Codes are not case-sensitive; times are in the event’s time zone.
      </p>
      {fields.length > 0 && (
        <ul className={styles.rows} aria-labelledby="promo-title">
          {fields.map((field, index) => (
            <ShownAfterSubmit key={field.id} count={seenAt(field.id)}>
              <li className={styles.row}>
                <div className={styles.rowHeader}>
                  <h4 className={styles.rowTitle}>Promo code {index + 1}</h4>
                  <button type="button" className={styles.removeButton} onClick={() => remove(index)}>
                    Remove<span className="visually-hidden"> promo code {index + 1}</span>
                  </button>
                </div>
                <div className={styles.promoFields}>
                  <TextField
                    name={`promoCodes.${index}.code`}
                    label="Code"
                    labelContext={`promo code ${index + 1}`}
                    upperCase
                    monospace
                    placeholder="EARLYBIRD"
                  />
                  <SelectField
                    name={`promoCodes.${index}.promoType`}
                    label="Type"
                    labelContext={`promo code ${index + 1}`}
                    options={PROMO_TYPE_OPTIONS}
                  />
                  <TextField
                    name={`promoCodes.${index}.value`}
                    label="Value"
                    labelContext={`promo code ${index + 1}`}
                    type="number"
                    unit={promoCodes[index]?.promoType === 'percentageCut' ? '%' : '$'}
                  />
                  <TextField
                    name={`promoCodes.${index}.expiration`}
                    label="Expires"
                    labelContext={`promo code ${index + 1}`}
                    type="datetime-local"
                  />
                </div>
              </li>
            </ShownAfterSubmit>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={styles.smallButton}
        onClick={() =>
          append(blankPromoCode(getValues('timeZone'), getValues('dateTime') ?? ''), { shouldFocus: false })
        }
      >
        + Add a promo code
      </button>
    </div>
  );
}
