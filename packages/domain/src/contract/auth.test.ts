import { describe, expect, it } from 'vitest';
import { changePasswordRequest, PASSWORD_LABELS } from './auth.ts';

const messages = (body: unknown) =>
  changePasswordRequest.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the change-password request', () => {
  it('makes each required message from the label the form shows, one message per empty field', () => {
    expect(messages({ old_password: '', new_password: '', new_password_confirmation: '' })).toEqual([
      ['old_password', `${PASSWORD_LABELS.old_password} is required`],
      ['new_password', `${PASSWORD_LABELS.new_password} is required`],
      ['new_password_confirmation', `${PASSWORD_LABELS.new_password_confirmation} is required`],
    ]);
    expect(PASSWORD_LABELS).toEqual({
      old_password: 'Current password',
      new_password: 'New password',
      new_password_confirmation: 'Confirm new password',
    });
  });

  it('still says a short new password is too short', () => {
    expect(
      messages({ old_password: 'a', new_password: 'short', new_password_confirmation: 'short' }),
    ).toEqual([['new_password', 'New password must be at least 8 characters']]);
  });
});
