'use client';

import { useRouter } from 'next/navigation';
import { flushSync } from 'react-dom';
import { useId, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { apiCall } from '@/lib/client/api';
import { previewOfflineBatchCall, saveOfflineBatchCall } from '@/lib/contracts/donations';
import type { BatchPreview } from '@/lib/services/donations/donation-view';
import { GENERAL_CAMPAIGN_ID } from '@/lib/rules/constants';
import { offlineBatchRowSchema } from '@/lib/validation/offline-batch';
import { blankRow, isBlankRow, rowsFromCsv, toRowInput, type CampaignOption, type GridRow } from './batch-rows';
import styles from './batch.module.css';

type Field = 'firstName' | 'lastName' | 'amount' | 'campaign' | 'anonymous' | 'message';
type RowErrors = Partial<Record<Field, string>>;

export type BatchEntryProps = {
  eventId: string;
  eventTitle: string;
  teams: CampaignOption[];
  indies: CampaignOption[];
};

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const TARGET_KIND = { event: 'Event', teamCampaign: 'Team', indieCampaign: 'Individual' } as const;

/**
 * Batch entry of offline gifts: a grid made for typing from a paper sheet (Tab across, Enter for
 * the next gift), or rows pasted or uploaded as CSV. "Check" asks the server what would be saved
 * (the same checks as the save, writing nothing) and shows every row's problems in place; "Save"
 * then writes all of them or none.
 */
export function BatchEntry({ eventId, eventTitle, teams, indies }: BatchEntryProps) {
  const router = useRouter();
  const [rows, setRows] = useState<GridRow[]>(() => [blankRow()]);
  const [campaignId, setCampaignId] = useState('');
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [formError, setFormError] = useState('');
  const [preview, setPreview] = useState<BatchPreview | null>(null);
  const [phase, setPhase] = useState<'idle' | 'checking' | 'saving'>('idle');
  const [saved, setSaved] = useState('');
  const gridId = useId();
  const previewId = useId();
  const savedId = useId();

  const campaigns = [...teams, ...indies];
  const filled = rows.filter((row) => !isBlankRow(row));

  function focusCell(rowKey: string, field: Field = 'firstName') {
    document.getElementById(gridId)?.querySelector<HTMLElement>(`[data-cell="${rowKey}:${field}"]`)?.focus();
  }

  /** Brings a message or the preview into view and reads it out: with forty rows it is far below. */
  function focusLater(id: string) {
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  function changed() {
    setPreview(null);
    setSaved('');
    setFormError('');
  }

  function update(key: string, field: Field, value: string | boolean) {
    changed();
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
    setErrors((current) =>
      current[key]?.[field] ? { ...current, [key]: { ...current[key], [field]: undefined } } : current,
    );
  }

  /** On leaving a cell: the row's own rules (names, amount), as the server will check them. */
  function checkCell(row: GridRow, field: Field) {
    if (isBlankRow(row) || field === 'campaign') return;
    const result = offlineBatchRowSchema.safeParse(toRowInput(row));
    const message = result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
    setErrors((current) => ({ ...current, [row.key]: { ...current[row.key], [field]: message } }));
  }

  function addRowAfter(index: number) {
    const row = blankRow();
    // Drawn and focused before this key or click is over: the typist's next keystroke, however
    // quick, lands in the new row (a focus after the next frame lost it to the row before).
    flushSync(() => setRows((current) => [...current.slice(0, index + 1), row, ...current.slice(index + 1)]));
    focusCell(row.key);
  }

  function onCellKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault(); // Enter moves to the next gift; it never submits the form.
    const next = rows[index + 1];
    if (next) focusCell(next.key);
    else addRowAfter(index);
  }

  function removeRow(key: string) {
    changed();
    setRows((current) => {
      const left = current.filter((row) => row.key !== key);
      return left.length > 0 ? left : [blankRow()];
    });
  }

  function addCsvRows(imported: GridRow[]) {
    changed();
    setRows((current) => [...current.filter((row) => !isBlankRow(row)), ...imported, blankRow()]);
  }

  function payload() {
    return { eventId, campaignId, rows: filled.map(toRowInput) };
  }

  /** The server's field errors (`rows.{n}.{field}` of the rows sent) onto the grid's rows. */
  function showErrors(fieldErrors: Record<string, string[]> | undefined, fallback: string | null) {
    const byRow: Record<string, RowErrors> = {};
    let general = '';
    for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
      const match = /^rows\.(\d+)\.(\w+)$/.exec(key);
      const row = match ? filled[Number(match[1])] : undefined;
      if (row && match) byRow[row.key] = { ...byRow[row.key], [match[2] as Field]: messages[0] };
      else general ||= messages[0];
    }
    setErrors(byRow);
    const bad = Object.keys(byRow).length;
    setFormError(
      general ||
        (bad > 0
          ? `${bad} ${bad === 1 ? 'gift needs' : 'gifts need'} fixing: see the messages in the rows below.`
          : (fallback ?? '')),
    );
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    setSaved('');
    if (filled.length === 0) {
      setFormError('Type at least one gift, or add rows from a CSV.');
      return;
    }
    setPhase('checking');
    const result = await apiCall(previewOfflineBatchCall, { body: payload() });
    setPhase('idle');
    if (result.ok) {
      setErrors({});
      setFormError('');
      setPreview(result.data);
      focusLater(previewId);
      return;
    }
    if (result.status !== 401) showErrors(result.data.fieldErrors, result.error);
  }

  async function save() {
    setPhase('saving');
    const result = await apiCall(saveOfflineBatchCall, { body: payload() });
    setPhase('idle');
    if (result.ok) {
      setSaved(result.data.message);
      setPreview(null);
      setErrors({});
      setRows([blankRow()]);
      focusLater(savedId);
      router.refresh(); // the list of saved batches below
      return;
    }
    setPreview(null);
    if (result.status !== 401) showErrors(result.data.fieldErrors, result.error);
  }

  const errorCount = Object.values(errors).filter((rowErrors) => Object.values(rowErrors).some(Boolean)).length;

  return (
    <form className={styles.entry} onSubmit={check} noValidate aria-busy={phase !== 'idle'}>
      <div className={styles.defaults}>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Credit every gift to</span>
          <select
            value={campaignId}
            onChange={(event) => {
              changed();
              setCampaignId(event.target.value);
            }}
            data-testid="batch-campaign"
          >
            <option value="">{eventTitle} (no campaign)</option>
            <CampaignOptions teams={teams} indies={indies} />
          </select>
          <span className={styles.hint}>A gift can go somewhere else: choose its campaign in its row.</span>
        </label>
        <CsvImport campaigns={campaigns} onRows={addCsvRows} />
      </div>

      <div className={styles.gridHead} aria-hidden="true">
        <span>#</span>
        <span>First name</span>
        <span>Last name</span>
        <span>Amount ($)</span>
        <span>Campaign</span>
        <span>Message</span>
        <span>Anonymous</span>
        <span />
      </div>
      <ol className={styles.grid} id={gridId} aria-label="Gifts">
        {rows.map((row, index) => {
          const n = index + 1;
          const rowErrors = errors[row.key] ?? {};
          const cell = (field: Field) => ({
            'data-cell': `${row.key}:${field}`,
            'aria-invalid': rowErrors[field] ? true : undefined,
            'aria-describedby': rowErrors[field] ? `${row.key}-${field}-error` : undefined,
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => onCellKeyDown(event, index),
            onBlur: () => checkCell(row, field),
          });
          const text = (field: 'firstName' | 'lastName' | 'amount' | 'message') => ({
            ...cell(field),
            value: row[field],
            onChange: (event: ChangeEvent<HTMLInputElement>) => update(row.key, field, event.target.value),
          });
          return (
            <li key={row.key} className={styles.row} data-testid="batch-row">
              <span className={styles.number} aria-hidden="true">
                {n}
              </span>
              <Cell label="First name" n={n} error={rowErrors.firstName} id={`${row.key}-firstName-error`}>
                <input {...text('firstName')} autoComplete="off" />
              </Cell>
              <Cell label="Last name" n={n} error={rowErrors.lastName} id={`${row.key}-lastName-error`}>
                <input {...text('lastName')} autoComplete="off" />
              </Cell>
              <Cell label="Amount" n={n} error={rowErrors.amount} id={`${row.key}-amount-error`}>
                <input {...text('amount')} inputMode="decimal" autoComplete="off" className={styles.amount} />
              </Cell>
              <Cell label="Campaign" n={n} error={rowErrors.campaign} id={`${row.key}-campaign-error`}>
                <select
                  {...cell('campaign')}
                  value={row.campaign}
                  onChange={(event) => update(row.key, 'campaign', event.target.value)}
                >
                  <option value="">Same as above</option>
                  <option value={GENERAL_CAMPAIGN_ID}>{eventTitle} (no campaign)</option>
                  <CampaignOptions teams={teams} indies={indies} />
                  {row.campaign &&
                  row.campaign !== GENERAL_CAMPAIGN_ID &&
                  !campaigns.some((c) => c.id === row.campaign) ? (
                    <option value={row.campaign}>{row.campaign} (from the CSV)</option>
                  ) : null}
                </select>
              </Cell>
              <Cell label="Message" n={n} error={rowErrors.message} id={`${row.key}-message-error`} optional>
                <input {...text('message')} autoComplete="off" />
              </Cell>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  {...cell('anonymous')}
                  checked={row.anonymous}
                  onChange={(event) => update(row.key, 'anonymous', event.target.checked)}
                />
                <span>
                  Anonymous<span className="visually-hidden"> (gift {n})</span>
                </span>
              </label>
              <button
                type="button"
                className={styles.remove}
                onClick={() => removeRow(row.key)}
                aria-label={`Remove gift ${n}`}
                title={`Remove gift ${n}`}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className={styles.addRow} onClick={() => addRowAfter(rows.length - 1)}>
        + Add a gift
      </button>
      <p className={styles.hint}>Tab moves to the next box; Enter starts the next gift. Empty rows are left out.</p>

      <div className={styles.footer}>
        <p className={styles.tally} aria-live="polite">
          {filled.length} {filled.length === 1 ? 'gift' : 'gifts'} typed
          {errorCount > 0 ? `, ${errorCount} to fix` : ''}
        </p>
        <button type="submit" className={styles.primary} disabled={phase !== 'idle'}>
          {phase === 'checking' ? 'Checking…' : 'Check gifts'}
        </button>
      </div>

      <div role="alert" className={formError ? styles.error : undefined} data-testid="batch-error">
        {formError}
      </div>
      <div
        role="status"
        id={savedId}
        tabIndex={-1}
        className={saved ? styles.success : undefined}
        data-testid="batch-saved"
      >
        {saved}
      </div>

      {preview ? (
        <section className={styles.preview} aria-labelledby={previewId} data-testid="batch-preview">
          <h2 id={previewId} className={styles.previewTitle} tabIndex={-1}>
            Ready to save: {preview.count} {preview.count === 1 ? 'gift' : 'gifts'}, {dollars.format(preview.total)}
          </h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Donor</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Goes to</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row, index) => (
                  <tr key={index}>
                    <td>{index + 1}</td>
                    <th scope="row">
                      {row.firstName} {row.lastName}
                      {row.anonymous ? <span className={styles.muted}> (anonymous)</span> : null}
                      {row.message ? <span className={styles.note}>{row.message}</span> : null}
                    </th>
                    <td>{dollars.format(row.amount)}</td>
                    <td>
                      <span className={styles.muted}>{TARGET_KIND[row.target.type]}: </span>
                      {row.target.title}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.footer}>
            <p className={styles.hint}>Nothing is saved yet. Saving records all of them, or none if anything fails.</p>
            <button type="button" className={styles.primary} onClick={save} disabled={phase !== 'idle'}>
              {phase === 'saving'
                ? 'Saving…'
                : `Save ${preview.count} ${preview.count === 1 ? 'gift' : 'gifts'} (${dollars.format(preview.total)})`}
            </button>
          </div>
        </section>
      ) : null}
    </form>
  );
}

function Cell({
  label,
  n,
  error,
  id,
  optional = false,
  children,
}: {
  label: string;
  n: number;
  error?: string;
  id: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={styles.cell}>
      <span className={styles.cellLabel}>
        {label}
        {optional ? ' (optional)' : ''}
        <span className="visually-hidden"> (gift {n})</span>
      </span>
      {children}
      {error ? (
        <span id={id} className={styles.cellError}>
          {error}
        </span>
      ) : null}
    </label>
  );
}

function CampaignOptions({ teams, indies }: { teams: CampaignOption[]; indies: CampaignOption[] }) {
  return (
    <>
      {teams.length > 0 ? (
        <optgroup label="Team campaigns">
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.title}
            </option>
          ))}
        </optgroup>
      ) : null}
      {indies.length > 0 ? (
        <optgroup label="Individual campaigns">
          {indies.map((indie) => (
            <option key={indie.id} value={indie.id}>
              {indie.title}
            </option>
          ))}
        </optgroup>
      ) : null}
    </>
  );
}

/** Paste or upload a CSV; its rows join the grid (nothing is checked or saved yet). */
function CsvImport({ campaigns, onRows }: { campaigns: CampaignOption[]; onRows: (rows: GridRow[]) => void }) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [open, setOpen] = useState(false);

  function load(csv: string) {
    const { rows, problems } = rowsFromCsv(csv, campaigns);
    if (problems.length > 0) {
      setMessage({ kind: 'error', text: problems.join(' ') });
      return;
    }
    onRows(rows);
    setText('');
    setMessage({ kind: 'ok', text: `Added ${rows.length} ${rows.length === 1 ? 'row' : 'rows'} to the grid below.` });
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) load(await file.text());
  }

  return (
    <details className={styles.csv} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Paste or upload a CSV</summary>
      <p className={styles.hint}>
        The first line names the columns: <strong>First Name</strong>, <strong>Last Name</strong> (or one{' '}
        <strong>Name</strong>) and <strong>Amount</strong>; <strong>Campaign</strong> (a name or id),{' '}
        <strong>Anonymous</strong> (yes or no) and <strong>Message</strong> may follow.
      </p>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>CSV text</span>
        <textarea
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={'First Name,Last Name,Amount,Campaign\nAnn,Cash,20,Fast Feet'}
          spellCheck={false}
        />
      </label>
      <div className={styles.csvActions}>
        <button type="button" className={styles.secondary} onClick={() => load(text)} disabled={!text.trim()}>
          Add these rows
        </button>
        <label className={styles.file}>
          <span>Or choose a CSV file</span>
          <input type="file" accept=".csv,text/csv,text/plain" onChange={readFile} />
        </label>
      </div>
      <p role="status" className={message?.kind === 'error' ? styles.cellError : styles.muted}>
        {message?.text}
      </p>
    </details>
  );
}
