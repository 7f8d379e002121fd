'use client';

import { useFieldArray, useFormContext } from 'react-hook-form';
import { blankPromoCode, type EventFormValues } from './event-form-values';
import { SelectField, TextField } from './form-fields';
import { RemovableRows } from './removable-rows';
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
  return (
    <div className={styles.field}>
      <h3 className={styles.rowTitle} id="promo-title">
        Promo codes
      </h3>
      <p className={styles.hint}>
        Discounts on sign-ups. Codes are not case-sensitive; times are in the event’s time zone.
      </p>
      <RemovableRows
        ids={fields.map((field) => field.id)}
        noun="Promo code"
        list={{ 'aria-labelledby': 'promo-title' }}
        titleLevel={4}
        onRemove={remove}
        addLabel="+ Add a promo code"
        onAdd={() => append(blankPromoCode(getValues('timeZone'), getValues('dateTime') ?? ''), { shouldFocus: false })}
      >
        {(index) => (
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
        )}
      </RemovableRows>
    </div>
  );
}
