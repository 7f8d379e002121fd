/** An id or token as one segment of a call's path. */
export const segment = (value: string) => encodeURIComponent(value);
