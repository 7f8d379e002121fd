'use client';

import { useFieldArray, useFormContext } from 'react-hook-form';
import { blankCategory, type EventFormValues } from './event-form-values';
import { FieldError, fieldId, ShownAfterSubmit, TextField, useFieldError, useRowsSeenAt } from './form-fields';
import styles from './event-form.module.css';

/** Category rows (name, price and an optional capacity); the event needs at least one. */
export function CategoryRows() {
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'eventCategories' });
  const listError = useFieldError('eventCategories');
  const seenAt = useRowsSeenAt(fields.map((field) => field.id));
  return (
    <div className={styles.field}>
      <h3 className={styles.rowTitle} id="categories-title">
        Categories and prices
      </h3>
      <p className={styles.hint}>
        What people sign up for, such as “5K Run” at $35. Use 0 for a free category. Capacity is how many participants a
        category takes; leave it empty for no limit.
      </p>
      <ul className={styles.rows} aria-labelledby="categories-title">
        {fields.map((field, index) => (
          <ShownAfterSubmit key={field.id} count={seenAt(field.id)}>
            <li className={`${styles.row} ${styles.categoryRow}`}>
              <TextField
                name={`eventCategories.${index}.name`}
                label={`Category ${index + 1} name`}
                placeholder="5K Run"
              />
              <TextField
                name={`eventCategories.${index}.price`}
                label={`Category ${index + 1} price`}
                type="number"
                unit="$"
              />
              <TextField
                name={`eventCategories.${index}.capacity`}
                label={`Category ${index + 1} capacity`}
                type="number"
                placeholder="No limit"
                optional
              />
              <button type="button" className={styles.removeButton} onClick={() => remove(index)}>
                Remove<span className="visually-hidden"> category {index + 1}</span>
              </button>
            </li>
          </ShownAfterSubmit>
        ))}
      </ul>
      <FieldError id="field-eventCategories-error" message={listError} />
      {/* The target of the error summary's link for "add at least one category". */}
      <button
        type="button"
        id={fieldId('eventCategories')}
        data-summary-label="Categories"
        className={styles.smallButton}
        onClick={() => append(blankCategory(), { shouldFocus: false })}
      >
        + Add a category
      </button>
    </div>
  );
}
