import { describe, expect, it } from 'vitest';
import { ORDER_NOTE_MAX_LENGTH, orderNoteRequest } from './staff-order-notes.ts';

const messages = (body: unknown) =>
  orderNoteRequest.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('an internal note on an order', () => {
  it('is trimmed and keeps its line breaks', () => {
    expect(orderNoteRequest.parse({ text: '  Leave at the gate.\nNo signature.\n ' })).toEqual({
      text: 'Leave at the gate.\nNo signature.',
    });
  });

  it('is required: missing, empty and only spaces all say so', () => {
    for (const body of [{}, { text: '' }, { text: ' \n\t ' }])
      expect(messages(body)).toEqual([['text', 'Note is required']]);
  });

  it('holds at most 2,000 characters once trimmed', () => {
    expect(messages({ text: `  ${'a'.repeat(ORDER_NOTE_MAX_LENGTH)}  ` })).toEqual([]);
    expect(messages({ text: 'a'.repeat(ORDER_NOTE_MAX_LENGTH + 1) })).toEqual([
      ['text', 'must be at most 2000 characters'],
    ]);
  });

  it('refuses control characters other than line breaks and tabs', () => {
    expect(messages({ text: 'bell\u0007' })).toEqual([['text', 'must not contain control characters']]);
  });
});
