import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorage, StoredFileMissing } from './storage.ts';

const root = await mkdtemp(path.join(tmpdir(), 'tyreline-storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createStorage({ storageDriver: 'local', storageDir: root });

describe('the local file storage', () => {
  it('keeps a file under its key, hands it back and deletes it', async () => {
    await storage.put('claims/abc-1.jpg', Buffer.from('photo bytes'), 'image/jpeg');
    expect(await text(await storage.get('claims/abc-1.jpg'))).toBe('photo bytes');
    await storage.put(
      'claims/abc-2.png',
      Readable.from([Buffer.from('a '), Buffer.from('stream')]),
      'image/png',
    );
    expect(await text(await storage.get('claims/abc-2.png'))).toBe('a stream');
    await storage.delete('claims/abc-1.jpg');
    await expect(storage.get('claims/abc-1.jpg')).rejects.toBeInstanceOf(StoredFileMissing);
    await storage.delete('claims/abc-1.jpg');
  });

  it('leaves no file behind when a write fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('claims/broken.jpg', failing, 'image/jpeg')).rejects.toThrow('client went away');
    expect((await readdir(path.join(root, 'claims'))).filter((f) => f.startsWith('broken'))).toEqual([]);
  });

  it('refuses a key that could leave its folder', async () => {
    for (const key of ['../etc/passwd', 'claims/../../x', '/abs', 'Claims/A.JPG', 'a//b'])
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(
        /Not a storage key/,
      );
  });
});
