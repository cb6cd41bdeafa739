// Made on first use: building an Intl formatter costs tens of milliseconds on a phone, too much for module load.
let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;

/** '21 Nov 2026, 9:41 am' in the browser's time zone. */
export const formatDateTime = (iso: string) =>
  (dateTime ??= new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(iso),
  );

/** '21 Nov 2026'. */
export const formatDate = (iso: string) =>
  (dateOnly ??= new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' })).format(new Date(iso));
