// One process at a time opens an embedded data directory (PGlite is single-process). The lock file names its
// holder by process id and start time, so a later process that happens to reuse the id is not mistaken for
// the holder; it is created with O_EXCL, and a stale one is moved aside by rename before it is replaced, so two
// processes racing for the directory never both win. A holder that serves the database over a socket says so
// in the lock, and other processes connect there instead.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface LockHolder {
  pid: number;
  /** The process's start time as the kernel counts it (Linux), or null where unknown. */
  start: string | null;
  /** A PostgreSQL URL when the holder serves the database over its socket. */
  url?: string;
}

/** A process's start time from /proc (clock ticks since boot); null elsewhere or when it is gone. */
export function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null; // field 22, counted after the name
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The id is in use: by the holder only if it started when the holder did.
  const start = holder.start === null ? null : processStart(holder.pid);
  return start === null || start === holder.start;
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(parsed.pid) ? parsed : { pid: 0, start: null };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return { pid: 0, start: null }; // unreadable: a holder that died while writing it
  }
}

export function lockPath(dir: string): string {
  return path.join(dir, 'coursegraph.lock');
}

/** The live holder of a data directory's lock, if any. */
export function lockHolder(dir: string): LockHolder | null {
  const holder = readHolder(lockPath(dir));
  return holder && holder.pid !== 0 && isAlive(holder) ? holder : null;
}

export class DataDirInUse extends Error {
  constructor(readonly dir: string, readonly holder: LockHolder) {
    super(
      `The embedded database in ${dir} is in use by process ${holder.pid}. Stop that process, ` +
        'or set DATABASE_URL to a PostgreSQL server so that several processes can share one database.',
    );
  }
}

export interface DataDirLock {
  /** Records the URL at which this process serves the database. */
  announce(url: string): void;
  release(): void;
}

export function lockDataDir(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = lockPath(dir);
  const me: LockHolder = { pid: process.pid, start: processStart(process.pid) };
  const mine = () => JSON.stringify(me);
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      fs.writeFileSync(file, mine(), { flag: 'wx' });
      return {
        announce: (url) => {
          me.url = url;
          const tmp = `${file}.${crypto.randomUUID()}`;
          fs.writeFileSync(tmp, mine());
          fs.renameSync(tmp, file); // replaced whole: readers never see half a lock
        },
        release: () => {
          const holder = readHolder(file);
          if (holder?.pid === me.pid && holder.start === me.start) fs.rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    if (!holder) continue;
    if (holder.pid !== 0 && isAlive(holder)) throw new DataDirInUse(dir, holder);
    // Stale: move exactly that file aside. If another process replaced it meanwhile, put theirs back.
    const aside = `${file}.stale.${crypto.randomUUID()}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    if (JSON.stringify(readHolder(aside)) !== JSON.stringify(holder)) {
      try { fs.linkSync(aside, file); } catch { /* a third process holds it now */ }
    }
    fs.rmSync(aside, { force: true });
  }
  throw new Error(`could not take the lock on ${dir}: other processes keep racing for it`);
}
