'use client';

import { useFieldArray, useFormContext } from 'react-hook-form';
import { blankCategory, type EventFormValues } from './event-form-values';
import { FieldError, TextField, useFieldError } from './form-fields';
import styles from './event-form.module.css';

/** Category rows (name and price); the event needs at least one. */
export function CategoryRows() {
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'eventCategories' });
  const listError = useFieldError('eventCategories');
  return (
    <div className={styles.field}>
      <h3 className={styles.rowTitle} id="categories-title">
        Categories and prices
      </h3>
      <p className={styles.hint}>What people sign up for, such as “5K Run” at $35. Use 0 for a free category.</p>
      <ul className={styles.rows} aria-labelledby="categories-title">
        {fields.map((field, index) => (
          <li key={field.id} className={`${styles.row} ${styles.categoryRow}`}>
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
            <button type="button" className={styles.removeButton} onClick={() => remove(index)}>
              Remove<span className="visually-hidden"> category {index + 1}</span>
            </button>
          </li>
        ))}
      </ul>
      <FieldError id="field-eventCategories-error" message={listError} />
      <button type="button" className={styles.smallButton} onClick={() => append(blankCategory())}>
        + Add a category
      </button>
    </div>
  );
}
