import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageDriver } from '../env.ts';

/**
 * Where uploaded files live (decision 0048): a key such as `claims/7f3c….jpg` names a file, whatever keeps it.
 * The database keeps the key, the file's type and size; the bytes go through this interface only, so another
 * driver (an object store) can take the local disk's place by configuration.
 */
export interface Storage {
  /** Writes the whole file, or nothing: a failed write leaves no file under `key`. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or `StoredFileMissing`. */
  get(key: string): Promise<Readable>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`No stored file ${key}`);
    this.name = 'StoredFileMissing';
  }
}

/** Keys are made by the server (a folder, a random name, an extension): nothing a path could escape with. */
const SAFE_KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*(?:\.[a-z0-9]+)?$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.length > 200) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * Files on the local disk under `root` (STORAGE_DIR). A file is written to a temporary name beside its place
 * and renamed into it once complete, so a reader never sees half a file and a failed write leaves none.
 */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        throw new StoredFileMissing(key);
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The storage the configuration names (STORAGE_DRIVER, STORAGE_DIR). */
export function createStorage(settings: { storageDriver: StorageDriver; storageDir: string }): Storage {
  switch (settings.storageDriver) {
    case 'local':
      return localStorage(settings.storageDir);
  }
}
