import fs from 'node:fs';
import path from 'node:path';

/** PGlite allows one process per data folder: the server holds this lock while it runs. */
const lockFile = (dataDir: string) => path.join(dataDir, 'tyreline.pid');

/** Whether a process with this pid runs (ours included). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the folder, if any. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8'));
    return Number.isInteger(pid) && pid !== process.pid && processAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  const holder = lockHolder(dataDir);
  if (holder)
    throw new Error(`Another Tyreline process (pid ${holder}) is using the embedded database in ${dataDir}.`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), String(process.pid));
  return () => fs.rmSync(lockFile(dataDir), { force: true });
}
