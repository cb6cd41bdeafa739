import { describe, expect, it } from 'vitest';
import { MESSAGES, messageForError, required } from './messages.ts';

describe('MESSAGES', () => {
  it('carries the texts of docs/product.md §6 word for word', () => {
    expect(MESSAGES.loginExpired).toBe('Login info expired, please login again');
    expect(MESSAGES.notFound).toBe('404 Not Found');
    expect(MESSAGES.accountDisabled).toBe('Current Account can not login, please contact the administrator');
    expect(MESSAGES.tooManyAttempts).toBe('Too many attempts, please slow down the fresh pace');
    expect(MESSAGES.unknownError).toBe('Unknown Error');
    expect(MESSAGES.httpError).toBe('Http Error');
    expect(MESSAGES.priceCreditExhausted).toBe(
      'The credit for getting prices has been used up, please call us to adjust the credit.',
    );
    expect(MESSAGES.removeFromCartTitle).toBe('Tip');
    expect(MESSAGES.removeFromCartConfirm).toBe('Are you sure to remove this item from your shopping cart?');
    expect(MESSAGES.subtotalTooltip).toBe('total amount excluding GST');
    expect(MESSAGES.deliveryTooltip).toBe(
      'no delivery charge, contact third-party logistics for more information',
    );
    expect(MESSAGES.callUs).toBe('Call Us');
    expect(MESSAGES.outOfStock).toBe('out of stock');
  });

  it('keeps the required template literal for Ant Design to fill in', () => {
    expect(MESSAGES.requiredTemplate).toBe('$' + '{label} is required');
  });

  it('builds the required message for a label', () => {
    expect(required('Username')).toBe('Username is required');
    expect(MESSAGES.required('Password')).toBe('Password is required');
  });
});

describe('messageForError', () => {
  it('says "Http Error" when no response arrived', () => {
    expect(messageForError(undefined, undefined)).toEqual({ text: 'Http Error', logout: false });
    expect(messageForError(0, { message: 'ignored' })).toEqual({ text: 'Http Error', logout: false });
  });

  it('shows the server message on 401 and logs out', () => {
    expect(messageForError(401, { message: 'Wrong password' })).toEqual({
      text: 'Wrong password',
      logout: true,
    });
  });

  it('falls back to "Login info expired" on 401 without a message', () => {
    expect(messageForError(401, null)).toEqual({ text: MESSAGES.loginExpired, logout: true });
    expect(messageForError(401, { message: '' })).toEqual({ text: MESSAGES.loginExpired, logout: true });
  });

  it('always says "404 Not Found" on 404, whatever the server said', () => {
    expect(messageForError(404, { message: 'Order 12 belongs to someone else' })).toEqual({
      text: '404 Not Found',
      logout: false,
    });
  });

  it('says the account is disabled on 499 and logs out', () => {
    expect(messageForError(499, { message: 'x' })).toEqual({ text: MESSAGES.accountDisabled, logout: true });
  });

  it('says to slow down on 429 and logs out', () => {
    expect(messageForError(429, {})).toEqual({ text: MESSAGES.tooManyAttempts, logout: true });
  });

  it('shows a 500 server message as given, keeping an array as paragraphs', () => {
    expect(messageForError(500, { message: 'Something broke' })).toEqual({
      text: 'Something broke',
      logout: false,
    });
    expect(messageForError(500, { message: ['First', 'Second'] })).toEqual({
      text: ['First', 'Second'],
      logout: false,
    });
  });

  it('says "Unknown Error" on 500 without a usable message', () => {
    expect(messageForError(500, '<html>')).toEqual({ text: 'Unknown Error', logout: false });
    expect(messageForError(500, { message: [] })).toEqual({ text: 'Unknown Error', logout: false });
    expect(messageForError(500, { message: [1, 2] })).toEqual({ text: 'Unknown Error', logout: false });
  });

  it('shows the server message for any other status, or "Unknown Error"', () => {
    expect(messageForError(403, { message: MESSAGES.priceCreditExhausted })).toEqual({
      text: MESSAGES.priceCreditExhausted,
      logout: false,
    });
    expect(messageForError(422, { message: ['Name is required'], errors: {} })).toEqual({
      text: ['Name is required'],
      logout: false,
    });
    expect(messageForError(409, undefined)).toEqual({ text: 'Unknown Error', logout: false });
  });
});
