import { describe, expect, it } from 'vitest';
import { ALL_MAIL_PREFERENCES, mailPreferenceOf, wantsMail } from './mail-topics.ts';

const none = { order_placed: false, dispatched: false, statements: false };

describe('who wants which notice', () => {
  it('sends security mail, approval notices and cancellations to everyone, whatever they turned off', () => {
    for (const kind of [
      'password_reset',
      'staff.password_reset',
      'team.invitation',
      'approval.requested',
      'approval.approved',
      'approval.rejected',
      'order.cancelled',
    ]) {
      expect(mailPreferenceOf(kind)).toBeNull();
      expect(wantsMail(kind, none)).toBe(true);
    }
  });

  it('lets each optional notice be turned off by its own preference and no other', () => {
    expect(wantsMail('order.placed', { ...ALL_MAIL_PREFERENCES, order_placed: false })).toBe(false);
    expect(wantsMail('order.placed', { ...none, order_placed: true })).toBe(true);
    expect(wantsMail('order.dispatched', { ...ALL_MAIL_PREFERENCES, dispatched: false })).toBe(false);
    expect(wantsMail('order.ready_for_pickup', { ...ALL_MAIL_PREFERENCES, dispatched: false })).toBe(false);
    expect(wantsMail('order.ready_for_pickup', { ...none, dispatched: true })).toBe(true);
    expect(wantsMail('account.statement', { ...ALL_MAIL_PREFERENCES, statements: false })).toBe(false);
    expect(wantsMail('account.statement', { ...none, statements: true })).toBe(true);
  });
});
