import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { processAlive } from './data-dir-lock.ts';
import { AppError } from './errors.ts';

export const CSV = 'text/csv';

/** The request body of an upload, kept aside: the body itself stays empty so no hook walks a stream. */
const uploads = new WeakMap<FastifyRequest, Readable>();

const MB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Lets a scope's routes take a text/csv body as a stream (`uploadOf`), never parsed or buffered whole. */
export function acceptCsvUploads(scope: FastifyInstance): void {
  scope.addContentTypeParser(CSV, (request, payload, done) => {
    uploads.set(request, payload);
    done(null, undefined);
  });
}

/** The upload as a stream of at most `maxBytes`, or the 4xx for a missing, mistyped or too large file. */
export function uploadOf(request: FastifyRequest, maxBytes: number): Readable {
  const tooLarge = () =>
    new AppError('too_large', `The file is larger than ${sizeText(maxBytes)}. Split it into smaller files.`);
  const stream = uploads.get(request);
  if (!stream) {
    if (request.headers['content-type'] && !request.headers['content-type'].startsWith(CSV)) {
      throw new AppError('invalid', 'Send the file as text/csv.', { file: ['Send the file as text/csv'] });
    }
    throw new AppError('invalid', 'File is required', { file: ['File is required'] });
  }
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      seen += chunk.length;
      next(seen > maxBytes ? tooLarge() : null, chunk);
    },
  });
  stream.on('error', (error) => limited.destroy(error));
  return stream.pipe(limited);
}

/** Drains whatever is left of an upload, so the answer is never stuck behind it. */
export function drainUpload(request: FastifyRequest): void {
  uploads.get(request)?.resume();
}

/** Where uploads are spooled: one folder per process, named by its pid and a mark of this run. */
export const spoolRoot = () => join(tmpdir(), 'tyreline-uploads');
const thisRun = `${process.pid}-${randomBytes(4).toString('hex')}`;
export const processSpoolDir = () => join(spoolRoot(), thisRun);

/**
 * Removes the spool folders of processes that died mid-upload (killed, out of memory): their pid is gone, or it
 * is ours again from an earlier run (a container restarts its pids). Run at start-up (decision 0053).
 */
export async function sweepDeadSpools(): Promise<void> {
  const names = await readdir(spoolRoot()).catch(() => [] as string[]);
  for (const name of names) {
    const pid = Number(name.split('-')[0]);
    const dead = !Number.isInteger(pid) || (pid === process.pid ? name !== thisRun : !processAlive(pid));
    if (dead) await rm(join(spoolRoot(), name), { recursive: true, force: true });
  }
}

/**
 * Receives the whole upload into a temporary file first, then hands `use` a stream of that file: the
 * request is received at network speed, so a long import is never cut off by the server's request timeout
 * (REQUEST_TIMEOUT_MS bounds receiving a request), and memory stays flat (nothing is read whole). The file is
 * removed when `use` ends or fails; a killed process's files go at the next start (`sweepDeadSpools`).
 */
export async function spooled<T>(upload: Readable, use: (file: Readable) => Promise<T>): Promise<T> {
  await mkdir(processSpoolDir(), { recursive: true });
  const dir = await mkdtemp(join(processSpoolDir(), 'upload-'));
  try {
    const file = join(dir, 'upload.csv');
    await pipeline(upload, createWriteStream(file));
    return await use(createReadStream(file));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
