// A lock file in the ledger's folder: made with O_EXCL (one run alone can), naming its holder and its time; taken
// over, said, once that holder has ended or overstayed; still its holder's only while it holds the holder's text.
import { randomBytes } from 'node:crypto'
import {
  closeSync,
  constants,
  fstatSync,
  linkSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeSync
} from 'node:fs'
import { hostname } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { isRecord, untrusted } from '../lib/text.ts'

/** Who holds a lock: a process, on a machine, since when, and until when it may. */
export interface Holder {
  readonly pid: number
  readonly host: string
  readonly at: number
  readonly until: number
}

/** The lock is held by another run for longer than this one waits; `holder` undefined: a file it cannot read. */
export class LockHeld extends Error {
  readonly holder: Holder | undefined
  constructor(holder: Holder | undefined) {
    super('the lock is held')
    this.holder = holder
  }
}

/** A lock that may be taken over and cannot be (a read-only folder, a name too long to move it aside). */
export class LockStuck extends Error {
  readonly path: string
  constructor(path: string, why: string, cause: unknown) {
    super(`${why} cannot be removed (${(cause as NodeJS.ErrnoException).code ?? (cause as Error).message})`, { cause })
    this.path = path
  }
}

/** A lock this run holds: let go of it (when it is still its own), or ask whether it still is. */
export interface HeldLock {
  release(): void
  ours(): boolean
}

export interface LockOptions {
  readonly path: string
  /** How long this run may hold it (its `until`), and so how long it waits for another's. */
  readonly holdMs: number
  readonly signal?: AbortSignal | undefined
  /** A take-over (a warning), or a wait that is more than a moment. */
  readonly say: (message: string, warning: boolean) => void
}

/** How often a run waiting for a lock looks again, and after how long it says it is waiting. */
const POLL_MS = 100
const SAY_AFTER_MS = 1000
/** A lock file this tool cannot read is taken over once it is this old (none of its runs writes one). */
const UNREADABLE_MS = 10_000
const OPEN_LOCK = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK

/** `process 123 on this machine`, `process 123 on build-7`: the holder as a person reads it. */
export function holderText(h: Pick<Holder, 'pid' | 'host'>): string {
  return `process ${h.pid} on ${h.host === hostname() ? 'this machine' : untrusted(h.host, 60)}`
}

/** Whether the process `pid` of this machine is running (EPERM: it is, under another user). */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const isHolder = (v: unknown): v is Holder =>
  isRecord(v) &&
  Number.isSafeInteger(v.pid) &&
  (v.pid as number) > 0 &&
  typeof v.host === 'string' &&
  Number.isSafeInteger(v.at) &&
  Number.isSafeInteger(v.until)

/** The lock file as it is now: its text and holder, or undefined when there is none; it throws when it is no lock file. */
function readLock(path: string): { text: string; holder?: Holder; mtimeMs: number } | undefined {
  let fd: number
  try {
    fd = openSync(path, OPEN_LOCK)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) throw new Error(`'${path}' is not a lock file (a folder or a device is in its place)`)
    const buffer = Buffer.alloc(1024)
    const text = buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0))
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return { text, mtimeMs: stat.mtimeMs, ...(isHolder(parsed) && { holder: parsed }) }
  } finally {
    closeSync(fd)
  }
}

/** Why the lock may be taken over, or undefined while its holder may still hold it. */
function gone(lock: { holder?: Holder; mtimeMs: number }, now: number): string | undefined {
  const { holder } = lock
  if (!holder) return now - lock.mtimeMs > UNREADABLE_MS ? 'a lock file this tool did not write' : undefined
  if (holder.host === hostname() && !running(holder.pid)) return `the lock of ${holderText(holder)}, which has ended`
  if (now > holder.until) {
    return `the lock of ${holderText(holder)}, held past its time (${new Date(holder.until).toISOString()})`
  }
  return undefined
}

/** Removes the lock when it still holds `text` (moved aside first, so a lock put in place meanwhile stays). */
function removeIf(path: string, text: string): boolean {
  const aside = `${path}.${randomBytes(6).toString('hex')}.gone`
  try {
    renameSync(path, aside)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw err
  }
  let same = false
  try {
    same = readFileSync(aside, 'utf8') === text
    if (!same) linkSync(aside, path)
  } catch {
    // A lock put in place meanwhile stays; this one is gone either way.
  }
  rmSync(aside, { force: true })
  return same
}

/** Takes the lock, waiting at most `holdMs` for another run's (each turn sleeps, hearing `signal`). Throws LockHeld, LockStuck, or why it cannot. */
export async function takeLock({ path, holdMs, signal, say }: LockOptions): Promise<HeldLock> {
  const deadline = Date.now() + holdMs
  let said = false
  for (;;) {
    signal?.throwIfAborted()
    const now = Date.now()
    const text = `${JSON.stringify({ pid: process.pid, host: hostname(), at: now, until: now + holdMs })}\n`
    if (made(path, text)) {
      const ours = () => readLock(path)?.text === text
      return { ours, release: () => void (ours() && rmSync(path, { force: true })) }
    }
    const lock = readLock(path)
    const why = lock && gone(lock, now)
    if (lock && why) {
      let removed: boolean
      try {
        removed = removeIf(path, lock.text)
      } catch (err) {
        throw new LockStuck(path, why, err)
      }
      if (removed) say(`took over ${why}`, true)
    } else if (lock) {
      if (now >= deadline) throw new LockHeld(lock.holder)
      if (!said && lock.holder && deadline - now <= holdMs - SAY_AFTER_MS) {
        said = true
        const more = Math.ceil((deadline - now) / 1000)
        say(`waiting for ${holderText(lock.holder)}, which holds the lock (at most ${more} s more)`, false)
      }
    }
    await sleep(lock && !why ? Math.min(POLL_MS, deadline - now) : 0, undefined, { signal })
  }
}

/** Makes the lock file holding `text` (O_EXCL: one run alone can, never through a link): false when one is there. */
function made(path: string, text: string): boolean {
  let fd: number
  try {
    fd = openSync(path, 'wx', 0o600)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw err
  }
  try {
    writeSync(fd, text)
    return true
  } catch (err) {
    rmSync(path, { force: true })
    throw err
  } finally {
    closeSync(fd)
  }
}
