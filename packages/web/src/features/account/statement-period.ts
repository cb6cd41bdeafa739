/** A statement period as the server takes it: two calendar dates, both inclusive. */
export interface Period {
  from: string;
  to: string;
}

export const PERIOD_CHOICES = [
  'This month',
  'Last month',
  'Last 3 months',
  'This financial year',
  'Last financial year',
  'Custom dates',
] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/** The dates of a preset, counted from `today` (the Australian financial year starts on 1 July). */
export function presetPeriod(choice: Exclude<PeriodChoice, 'Custom dates'>, today: Date): Period {
  const [y, m, d] = [today.getFullYear(), today.getMonth(), today.getDate()];
  const fyStart = m >= 6 ? y : y - 1;
  switch (choice) {
    case 'This month':
      return { from: iso(y, m, 1), to: iso(y, m, d) };
    case 'Last month':
      return { from: iso(y, m - 1, 1), to: iso(y, m, 0) };
    case 'Last 3 months':
      return { from: iso(y, m - 2, 1), to: iso(y, m, d) };
    case 'This financial year':
      return { from: iso(fyStart, 6, 1), to: iso(y, m, d) };
    case 'Last financial year':
      return { from: iso(fyStart - 1, 6, 1), to: iso(fyStart, 5, 30) };
  }
}
