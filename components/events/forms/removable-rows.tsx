'use client';

import type { ReactNode } from 'react';
import { ShownAfterSubmit, useRowsSeenAt } from './form-fields';
import styles from './event-form.module.css';

/**
 * The rows of a list the organizer adds to and removes from (promo codes, sponsors): each row
 * titled "{noun} n" with its Remove button and its fields below, then the Add button. A row added
 * after a failed submit keeps its errors quiet until it is left (ShownAfterSubmit).
 */
export function RemovableRows({
  ids,
  noun,
  list,
  titleLevel,
  onRemove,
  addLabel,
  onAdd,
  children,
}: {
  /** The field array's row ids (useFieldArray's `fields[i].id`). */
  ids: string[];
  /** "Promo code": the row titles "Promo code 1", the Remove buttons "Remove promo code 1". */
  noun: string;
  /** How the list is named: by the heading above it, or by a label of its own. */
  list: { 'aria-labelledby': string } | { 'aria-label': string };
  /** The rows' headings sit one level under the list's. */
  titleLevel: 3 | 4;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
  children: (index: number) => ReactNode;
}) {
  const seenAt = useRowsSeenAt(ids);
  const Title = titleLevel === 4 ? 'h4' : 'h3';
  return (
    <>
      {ids.length > 0 && (
        <ul className={styles.rows} {...list}>
          {ids.map((id, index) => (
            <ShownAfterSubmit key={id} count={seenAt(id)}>
              <li className={styles.row}>
                <div className={styles.rowHeader}>
                  <Title className={styles.rowTitle}>{`${noun} ${index + 1}`}</Title>
                  <button type="button" className={styles.removeButton} onClick={() => onRemove(index)}>
                    Remove<span className="visually-hidden">{` ${noun.toLowerCase()} ${index + 1}`}</span>
                  </button>
                </div>
                {children(index)}
              </li>
            </ShownAfterSubmit>
          ))}
        </ul>
      )}
      <button type="button" className={styles.smallButton} onClick={onAdd}>
        {addLabel}
      </button>
    </>
  );
}
