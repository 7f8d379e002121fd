'use client';

import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { ImageUpload } from '@/components/uploads/image-upload';
import type { UploadTracker } from '@/components/uploads/use-upload-tracker';
import { blankSponsor, type EventFormValues } from './event-form-values';
import { fieldId, NamedFieldError, ShownAfterSubmit, TextField, useRowsSeenAt } from './form-fields';
import styles from './event-form.module.css';

/** Sponsors: name, link, logo and priority (1 shows first). */
export function SponsorRows({ tracker }: { tracker: UploadTracker }) {
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'sponsors' });
  const seenAt = useRowsSeenAt(fields.map((field) => field.id));
  return (
    <>
      {fields.length > 0 && (
        <ul className={styles.rows} aria-label="Sponsors">
          {fields.map((field, index) => (
            <ShownAfterSubmit key={field.id} count={seenAt(field.id)}>
              <li className={styles.row}>
                <div className={styles.rowHeader}>
                  <h3 className={styles.rowTitle}>Sponsor {index + 1}</h3>
                  <button type="button" className={styles.removeButton} onClick={() => remove(index)}>
                    Remove<span className="visually-hidden"> sponsor {index + 1}</span>
                  </button>
                </div>
                <div className={styles.sponsorFields}>
                  <TextField name={`sponsors.${index}.name`} label="Name" labelContext={`sponsor ${index + 1}`} />
                  <TextField
                    name={`sponsors.${index}.link`}
                    label="Website"
                    labelContext={`sponsor ${index + 1}`}
                    type="url"
                    optional
                    placeholder="https://"
                  />
                  <TextField
                    name={`sponsors.${index}.priority`}
                    label="Priority"
                    labelContext={`sponsor ${index + 1}`}
                    type="number"
                    hint="1 shows first"
                  />
                </div>
                <Controller
                  control={control}
                  name={`sponsors.${index}.picture`}
                  render={({ field: picture }) => (
                    <div className={styles.field}>
                      <ImageUpload
                        kind="sponsor"
                        label={`Sponsor ${index + 1} logo`}
                        value={picture.value ? [picture.value] : []}
                        onChange={(urls) => picture.onChange(urls[0] ?? '')}
                        tracker={tracker}
                        id={fieldId(`sponsors.${index}.picture`)}
                      />
                      <NamedFieldError name={`sponsors.${index}.picture`} />
                    </div>
                  )}
                />
              </li>
            </ShownAfterSubmit>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => append(blankSponsor(fields.length + 1), { shouldFocus: false })}
      >
        + Add a sponsor
      </button>
    </>
  );
}
