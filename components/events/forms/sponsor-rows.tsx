'use client';

import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { ImageUpload } from '@/components/uploads/image-upload';
import type { UploadTracker } from '@/components/uploads/use-upload-tracker';
import { blankSponsor, type EventFormValues } from './event-form-values';
import { fieldId, NamedFieldError, TextField } from './form-fields';
import { RemovableRows } from './removable-rows';
import styles from './event-form.module.css';

/** Sponsors: name, link, logo and priority (1 shows first). */
export function SponsorRows({ tracker }: { tracker: UploadTracker }) {
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'sponsors' });
  return (
    <RemovableRows
      ids={fields.map((field) => field.id)}
      noun="Sponsor"
      list={{ 'aria-label': 'Sponsors' }}
      titleLevel={3}
      onRemove={remove}
      addLabel="+ Add a sponsor"
      onAdd={() => append(blankSponsor(fields.length + 1), { shouldFocus: false })}
    >
      {(index) => (
        <>
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
        </>
      )}
    </RemovableRows>
  );
}
