import type { FastifyRequest } from 'fastify';
import {
  MAX_CLAIM_PHOTOS,
  MAX_CLAIM_PHOTO_BYTES,
  imageTypeOf,
  type ClaimPhotoType,
} from '@tyreline/domain/warranty';
import { AppError, invalid } from '../../lib/errors.ts';

export interface ReceivedPhoto {
  fileName: string;
  contentType: ClaimPhotoType;
  bytes: Buffer;
}

export interface ReceivedClaim {
  fields: Record<string, string>;
  photos: ReceivedPhoto[];
  /** What is wrong with the photos, by field: too many, or not an image (a 422 with the fields' own). */
  photoErrors: string[];
}

/** The limits busboy enforces while reading: a photo stops at 5 MB (and counts as too large past it). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_CLAIM_PHOTO_BYTES,
  // Counted here past MAX_CLAIM_PHOTOS, so 6 photos answer "at most 5" rather than the plugin's 413.
  files: 20,
  fields: 20,
  fieldSize: 10_000,
  parts: 40,
};

const MB = 1024 * 1024;

/** A file name as the claim keeps it: the last path segment, printable, at most 120 characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}"]/gu, '').slice(-120) || 'photo';

/**
 * Reads a claim's multipart/form-data body to its end: its text fields, and each `photos` file (at most 5 MB,
 * kept in memory, at most 5 of them told apart by their first bytes as JPEG, PNG or WebP). A photo over 5 MB is
 * a 413 naming it; too many photos, or one that is not an image, come back as `photoErrors`. The whole body
 * is read before answering, so a refused upload never leaves the client writing into a closed request.
 */
export async function receiveClaim(request: FastifyRequest): Promise<ReceivedClaim> {
  if (!request.isMultipart())
    throw invalid(
      { photos: ['Send the claim as multipart/form-data'] },
      'Send the claim as multipart/form-data, with its photos as `photos` files.',
    );
  const fields: Record<string, string> = {};
  const photos: ReceivedPhoto[] = [];
  const tooLarge: string[] = [];
  const notImages: string[] = [];
  let files = 0;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      // An empty file input still sends a part with no name and no bytes.
      if (part.filename === '' && bytes.length === 0) continue;
      const name = cleanName(part.filename);
      if (part.fieldname !== 'photos') {
        notImages.push(`"${name}" was sent as ${part.fieldname}: send photos as photos`);
        continue;
      }
      files += 1;
      if (files > MAX_CLAIM_PHOTOS) continue;
      if (part.file.truncated) {
        tooLarge.push(name);
        continue;
      }
      const contentType = imageTypeOf(bytes);
      if (!contentType) notImages.push(`"${name}" is not a photo: send a JPEG, PNG or WebP image`);
      else photos.push({ fileName: name, contentType, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw invalid({ photos: [`Send at most ${MAX_CLAIM_PHOTOS} photos`] });
    if (error instanceof AppError) throw error;
    // busboy's own words for a body it cannot read (no boundary, a part cut short…).
    throw invalid(
      { photos: ['The claim could not be read: send it as multipart/form-data'] },
      'The claim could not be read: send it as multipart/form-data, with its photos as `photos` files.',
    );
  }
  if (tooLarge.length > 0) {
    const limit = `${MAX_CLAIM_PHOTO_BYTES / MB} MB`;
    const messages = tooLarge.map((name) => `"${name}" is larger than ${limit}`);
    throw new AppError('too_large', `${messages.join('; ')}. Send each photo at ${limit} or less.`, {
      photos: messages,
    });
  }
  const photoErrors = [...notImages];
  if (files > MAX_CLAIM_PHOTOS)
    photoErrors.unshift(`Send at most ${MAX_CLAIM_PHOTOS} photos (${files} were sent)`);
  return { fields, photos, photoErrors };
}
