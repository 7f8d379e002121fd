/** The illustration shown when an event or campaign has no picture of its own. */
export const DEFAULT_EVENT_IMAGE = '/images/default-event.svg';
