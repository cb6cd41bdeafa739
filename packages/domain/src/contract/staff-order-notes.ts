import { z } from 'zod';
import { required } from '../messages.ts';
import { hasControlCharacters } from '../text.ts';

/** The longest internal note staff may keep on an order, counted after trimming. */
export const ORDER_NOTE_MAX_LENGTH = 2000;

/**
 * A note the supplier's staff keep on an order (`POST /api/staff/orders/{id}/notes`): trimmed, 1 to
 * ORDER_NOTE_MAX_LENGTH characters, line breaks allowed. Customers never see it.
 */
export const orderNoteRequest = z.object({
  text: z
    .string({ error: required('Note') })
    // Bounded before trimming too, so a huge body of spaces is refused without being trimmed.
    .max(ORDER_NOTE_MAX_LENGTH * 2, `must be at most ${ORDER_NOTE_MAX_LENGTH} characters`)
    .trim()
    .min(1, required('Note'))
    .max(ORDER_NOTE_MAX_LENGTH, `must be at most ${ORDER_NOTE_MAX_LENGTH} characters`)
    .refine((value) => !hasControlCharacters(value), 'must not contain control characters'),
});
export type OrderNoteRequest = z.infer<typeof orderNoteRequest>;

/** One internal note, as the staff order page lists them (newest first). */
export const orderNote = z.object({
  id: z.number().int(),
  text: z.string(),
  /** The name of the member of staff who wrote it. */
  by: z.string(),
  at: z.string(),
});
export type OrderNote = z.infer<typeof orderNote>;
