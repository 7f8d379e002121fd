'use client';

import type { MouseEvent } from 'react';
import { useFormContext, type FieldErrors, type FieldPath } from 'react-hook-form';
import { fixTheseFields } from '@/lib/rules/messages';
import type { EventFormValues } from './event-form-values';
import { fieldId } from './form-fields';
import styles from './event-form.module.css';

type Name = FieldPath<EventFormValues>;

export const ERROR_SUMMARY_ID = 'error-summary';

/** Every message in react-hook-form's errors, by field name (a list's own message under the list's name). */
export function errorNames(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const name = key === 'root' ? prefix.replace(/\.$/, '') : `${prefix}${key}`;
    const own = typeof (value as { message?: unknown }).message === 'string' ? [name] : [];
    return [...own, ...errorNames(value as FieldErrors, `${name}.`).filter((nested) => nested !== name)];
  });
}

/** The text of a field's label, without its "(optional)" mark: how the summary names the field. */
function labelOf(name: string): string {
  if (typeof document === 'undefined') return name;
  const label = document.querySelector(`label[for="${fieldId(name)}"]`);
  const clone = label?.cloneNode(true) as HTMLElement | undefined;
  clone?.querySelectorAll('[data-optional-mark]').forEach((mark) => mark.remove());
  if (clone?.textContent?.trim()) return clone.textContent.trim();
  // A list, a check list or a picture: its control names itself for the summary.
  const control = document.getElementById(fieldId(name));
  return control?.dataset.summaryLabel ?? control?.getAttribute('aria-label') ?? '';
}

/** Fields in the order they stand on the page. */
function byPagePosition(a: string, b: string): number {
  const first = document.getElementById(fieldId(a));
  const second = document.getElementById(fieldId(b));
  if (!first || !second) return first ? -1 : second ? 1 : 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * After a failed save, the list of what to fix at the top of the form, each a link to its field
 * named by its label (the GOV.UK pattern, less the message, which the field itself shows). `names` are the fields that had an error at that save; a field drops out
 * of the list once it is fixed, and the summary goes when the list is empty. The form moves the
 * focus here, so a screen reader hears the list first.
 */
export function ErrorSummary({ names }: { names: readonly string[] }) {
  const { getFieldState, formState } = useFormContext<EventFormValues>();
  const items = names
    .map((name) => {
      const { error } = getFieldState(name as Name, formState);
      const message = error?.message ?? (error as { root?: { message?: string } } | undefined)?.root?.message;
      return message ? { name, message, label: labelOf(name) } : null;
    })
    .filter((item) => item !== null)
    .sort((a, b) => byPagePosition(a.name, b.name));
  if (items.length === 0) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const target = document.getElementById(fieldId(name));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  };

  return (
    <div
      id={ERROR_SUMMARY_ID}
      className={styles.summary}
      tabIndex={-1}
      role="group"
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {fixTheseFields(items.length)}
      </h2>
      <ul className={styles.summaryList}>
        {items.map((item) => (
          <li key={item.name}>
            {/* The field's name only: its message stands under the field the link leads to, and
                a message written twice on the page would read twice. */}
            <a href={`#${fieldId(item.name)}`} onClick={(event) => goTo(event, item.name)}>
              {item.label || item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
