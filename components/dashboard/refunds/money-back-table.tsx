'use client';

import { Fragment, useState, type ReactNode } from 'react';
import styles from './money-back.module.css';

/** What a money-back dialog hands back: the row's new values and the sentence said above the table. */
export type RowChange<Row> = { changes: Partial<Row>; message: string };

/**
 * An event's gifts or registrations for its creator, newest first: a table on a laptop, a card per
 * row on a phone (money-back.module.css). A row may have one action (Refund, Cancel registration)
 * that opens its dialog; what the dialog did changes the row in place and is said above the table.
 */
export function MoneyBackTable<Row extends { id: string; createdAt: Date | string }>({
  rows: initialRows,
  timeZone,
  testId,
  statusTestId,
  headers,
  isOut,
  cells,
  action,
  dialog,
}: {
  rows: Row[];
  timeZone: string;
  /** `${testId}-table` on the table, `${testId}-row` on each row. */
  testId: string;
  statusTestId: string;
  /** The column headers between Date and the actions. */
  headers: string[];
  /** Out of the totals or the lists: the row is shown faded. */
  isOut: (row: Row) => boolean;
  /** The row's cells between Date and the actions. */
  cells: (row: Row, date: Intl.DateTimeFormat) => ReactNode;
  action: (row: Row) => { label: string; ariaLabel: string } | null;
  dialog: (row: Row, onClose: () => void, onDone: (done: RowChange<Row>) => void) => ReactNode;
}) {
  const [rows, setRows] = useState(initialRows);
  const [open, setOpen] = useState<Row | null>(null);
  const [status, setStatus] = useState('');
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });

  return (
    <>
      <p className={styles.status} role="status" data-testid={statusTestId}>
        {status}
      </p>
      <table className={styles.table} data-testid={`${testId}-table`}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const act = action(row);
            return (
              <tr key={row.id} className={isOut(row) ? styles.out : undefined} data-testid={`${testId}-row`}>
                <td data-label="Date" className={styles.num}>
                  {date.format(new Date(row.createdAt))}
                </td>
                {cells(row, date)}
                <td className={styles.actionCell}>
                  {act ? (
                    <button
                      type="button"
                      className={styles.action}
                      onClick={() => setOpen(row)}
                      aria-label={act.ariaLabel}
                    >
                      {act.label}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {open ? (
        <Fragment key={open.id}>
          {dialog(
            open,
            () => setOpen(null),
            ({ changes, message }) => {
              setRows((current) => current.map((row) => (row.id === open.id ? { ...row, ...changes } : row)));
              setStatus(message);
              setOpen(null);
            },
          )}
        </Fragment>
      ) : null}
    </>
  );
}
