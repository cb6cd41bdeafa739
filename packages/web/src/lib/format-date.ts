const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

/** '21 Nov 2026, 9:41 am' in the browser's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** '21 Nov 2026'. */
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
