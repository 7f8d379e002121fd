import fields from '@/components/account/form.module.css';
import styles from './event-picker.module.css';

export type PickableEvent = { id: string; title: string; fundraiser: boolean; hidden: boolean };

/**
 * Step one of /organizer-add-donation: which event or fundraiser the gift is for. A plain GET
 * form, so it works before any script has loaded; the page then shows the form for that event.
 */
export function EventPicker({
  action,
  events,
  selected,
}: {
  action: string;
  events: PickableEvent[];
  selected: string | null;
}) {
  return (
    <form method="get" action={action} className={styles.picker} data-testid="event-picker">
      <div className={fields.field}>
        <label htmlFor="offline-event" className={fields.label}>
          Event or fundraiser
        </label>
        <select id="offline-event" name="event" defaultValue={selected ?? ''} className={fields.input} required>
          <option value="" disabled>
            Select one
          </option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}
              {event.fundraiser ? ' (fundraiser)' : ''}
              {event.hidden ? ' (hidden)' : ''}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={fields.secondary}>
        Choose
      </button>
    </form>
  );
}
