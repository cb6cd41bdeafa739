import { messageForError } from '@tyreline/domain/messages';
import { createHttpClient } from './http-client.ts';
import { accessToken, signOut } from './session.ts';

/**
 * The shop's calls: the customer's token, and every failure mapped through docs/product.md §6's catalogue,
 * shown and acted on (401 → sign in again and come back; 499 / 429 → sign out).
 */
export const { http, download } = createHttpClient({ accessToken, signOut, describe: messageForError });
