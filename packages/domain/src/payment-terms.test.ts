import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysOverdue,
  describePaymentTerms,
  dueDate,
  endOfMonth,
  type PaymentTerms,
} from './payment-terms.ts';

const eom = (days: number): PaymentTerms => ({ days, basis: 'month_end' });
const net = (days: number): PaymentTerms => ({ days, basis: 'invoice' });

describe('the end of a month', () => {
  it('is the 30th, 31st, 28th or, in a leap year, the 29th', () => {
    expect(endOfMonth('2026-04-01')).toBe('2026-04-30');
    expect(endOfMonth('2026-12-15')).toBe('2026-12-31');
    expect(endOfMonth('2027-02-10')).toBe('2027-02-28');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2100-02-01')).toBe('2100-02-28');
    expect(endOfMonth('2000-02-01')).toBe('2000-02-29');
  });
});

describe('the due date of an invoice', () => {
  it('counts days from the invoice date under terms from invoice', () => {
    expect(dueDate('2026-03-10', net(14))).toBe('2026-03-24');
    expect(dueDate('2026-03-25', net(7))).toBe('2026-04-01');
    expect(dueDate('2026-12-20', net(30))).toBe('2027-01-19');
  });

  it('is the invoice date itself with no days to pay (due on invoice)', () => {
    expect(dueDate('2026-03-10', net(0))).toBe('2026-03-10');
  });

  it('counts days from the last day of the invoice’s month under end-of-month terms', () => {
    expect(dueDate('2026-03-10', eom(30))).toBe('2026-04-30');
    expect(dueDate('2026-03-31', eom(30))).toBe('2026-04-30');
    expect(dueDate('2026-04-01', eom(30))).toBe('2026-05-30');
    expect(dueDate('2026-12-05', eom(30))).toBe('2027-01-30');
    expect(dueDate('2026-06-18', eom(0))).toBe('2026-06-30');
  });

  it('counts February’s 29th day in a leap year, for both kinds of terms', () => {
    expect(dueDate('2027-01-15', eom(30))).toBe('2027-03-02');
    expect(dueDate('2028-01-15', eom(30))).toBe('2028-03-01');
    expect(dueDate('2028-02-29', eom(30))).toBe('2028-03-30');
    expect(dueDate('2027-02-15', net(14))).toBe('2027-03-01');
    expect(dueDate('2028-02-15', net(14))).toBe('2028-02-29');
  });

  it('never falls before the invoice date, and end-of-month terms never fall before terms from invoice', () => {
    const day = fc
      .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 365 }), (date, days) => {
        expect(dueDate(date, net(days)) >= date).toBe(true);
        expect(dueDate(date, eom(days)) >= dueDate(date, net(days))).toBe(true);
        expect(daysOverdue(date, dueDate(date, net(days)))).toBe(days);
      }),
    );
  });
});

describe('days overdue', () => {
  it('are 0 on the due day, negative before it and count across a month’s end', () => {
    expect(daysOverdue('2026-04-30', '2026-04-30')).toBe(0);
    expect(daysOverdue('2026-04-30', '2026-04-29')).toBe(-1);
    expect(daysOverdue('2026-04-30', '2026-05-31')).toBe(31);
    expect(daysOverdue('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('payment terms in words', () => {
  it('read as a person says them', () => {
    expect(describePaymentTerms(eom(30))).toBe('30 days end of month');
    expect(describePaymentTerms(net(14))).toBe('14 days from invoice');
    expect(describePaymentTerms(net(1))).toBe('1 day from invoice');
    expect(describePaymentTerms(net(0))).toBe('Due on invoice');
    expect(describePaymentTerms(eom(0))).toBe('End of month');
  });
});
