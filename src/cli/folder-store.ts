// The command line's ledger: a folder kept private, one whole entry a line, each run's journal written before its
// call, and a lock per bot held from the lookup to that entry (and confirmed then), so two runs never both call.

import { randomBytes } from 'node:crypto'
import {
  closeSync,
  constants,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  readFileSync,
  readSync,
  renameSync,
  writeFileSync,
  writeSync
} from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { LEDGER_HORIZON_MS, LEDGER_SAVE_LIMIT_MS } from '../domain/constants.ts'
import { ActionError } from '../domain/errors.ts'
import { parseEntry } from '../domain/ledger-keys.ts'
import { keyOfPending, type LedgerStore, type PendingEntry } from '../ledger/ledger.ts'
import type { Log } from '../lib/log.ts'
import { spanText } from '../lib/time.ts'
import { isRecord, reasonOf, untrusted } from '../lib/text.ts'
import { type HeldLock, type Holder, holderText, LockHeld, LockStuck, running, takeLock } from './lock-file.ts'
import { lookFolder, openOwn, ownFolder } from './own-files.ts'

/** The entries' file in the folder, and the lock every write to it takes. */
export const ENTRIES_FILE = 'entries.jsonl'
const WRITE_LOCK = 'entries.lock'
/** Past this size a save keeps only the entries within the ledger's horizon (the rest can never be read). */
const PRUNE_BYTES = 256 * 1024
/** More than a ledger ever holds (it is pruned at 256 KiB): a larger file is not read. */
const READ_BYTES = 8 * 1024 * 1024

/** A run, as its lines name it: its process, machine and start. */
type Run = Omit<Holder, 'until'>
/** What a line says of the run that wrote it: the run, and where a new bot's keys were to be written (a restore). */
interface Writer {
  readonly by?: Run | undefined
  readonly keys?: string | undefined
}
/** A line: a saved entry, or a run's journal (its last line replaces its earlier ones). */
type Line = Writer & { readonly savedAt: number } & ({ readonly key: string } | { readonly pending: readonly string[] })
/** An entry the file shows, with what its line says of its run; `pending`: the run's journal holds it. */
type Shown = Writer & { readonly key: string; readonly pending: boolean }

const isText = (v: unknown): v is string => typeof v === 'string'
const isRun = (v: unknown): v is Run =>
  isRecord(v) && Number.isSafeInteger(v.pid) && isText(v.host) && Number.isSafeInteger(v.at)

/** The file's lines in the order they were written; one that is neither (a cut write, an edit) is passed over. */
function linesOf(text: string): Line[] {
  return text.split('\n').flatMap((raw): Line[] => {
    try {
      const v: unknown = JSON.parse(raw)
      if (!isRecord(v) || !Number.isSafeInteger(v.savedAt)) return []
      const writer = { by: isRun(v.by) ? v.by : undefined, keys: isText(v.keys) ? v.keys : undefined }
      const line = { ...writer, savedAt: v.savedAt as number }
      if (isText(v.key)) return [{ ...line, key: v.key }]
      const journal = writer.by && Array.isArray(v.pending) && v.pending.every(isText)
      return journal ? [{ ...line, pending: v.pending as string[] }] : []
    } catch {
      return []
    }
  })
}

const runOf = (r: Run | undefined) => (r ? `${r.host}\0${r.pid}\0${r.at}` : '')

/** Of each run's journal, its last line: the one that counts. */
function lastJournals(lines: readonly Line[]): Set<Line> {
  const last = new Map<string, Line>()
  for (const l of lines) if ('pending' in l) last.set(runOf(l.by), l)
  return new Set(last.values())
}

/** The lines a prune keeps: those within the horizon, and of each run's journal its last line alone, when it holds an entry. */
function kept(lines: readonly Line[], from: number): Line[] {
  const last = lastJournals(lines)
  return lines.filter(l => l.savedAt >= from && (!('pending' in l) || (last.has(l) && l.pending.length > 0)))
}

/** The entries the file shows, in order: each saved one, and those of each run's last journal line. */
function shown(lines: readonly Line[]): Shown[] {
  const last = lastJournals(lines)
  return lines.flatMap((l): Shown[] => {
    const { by, keys } = l
    if (!('pending' in l)) return [{ key: l.key, by, keys, pending: false }]
    return last.has(l) ? l.pending.map(key => ({ key, by, keys, pending: true })) : []
  })
}

/** A key's prefix: the limit's, then the hash of the bot (or account) it counts against. */
const subjectPrefix = /^[a-z-]+-v\d+-[0-9a-f]{32}-/

/** The bot (or account) an entry's prefix names: the hash it holds, one lock for all its limits. */
const subjectOf = (prefix: string) => /([0-9a-f]{32})-$/.exec(prefix)?.[1] ?? 'subject'

/** The ledger in a folder: the store, its journal, and its locks. */
export class FolderStore implements LedgerStore {
  readonly name: string
  readonly #folder: string
  readonly #file: string
  readonly #log: Pick<Log, 'info' | 'warning'>
  readonly #now: () => number
  readonly #run: Run
  readonly #held = new Map<string, HeldLock>()
  /** What this run's journal holds now: put back when a call is not made after all. */
  #journaled: readonly string[] = []
  readonly #told = new Set<string>()
  /** Where this run writes a new bot's keys (a restore's credentials file), said to a run that finds its call unanswered. */
  readonly #keys: string | undefined

  /** Only looks (status): no file made or made private. */
  readonly #looks: boolean

  constructor(folder: string, log: Pick<Log, 'info' | 'warning'>, { now, keys, looks }: StoreOptions) {
    this.name = `the ledger folder '${folder}'`
    this.#folder = folder
    this.#file = path.join(folder, ENTRIES_FILE)
    this.#log = log
    this.#now = now
    this.#run = { pid: process.pid, host: hostname(), at: now() }
    this.#keys = keys
    this.#looks = looks
  }

  #said = (message: string) => this.#log.warning(`Throttle ledger: ${message}.`)
  #say = (message: string, warning: boolean) =>
    warning ? this.#said(message) : this.#log.info(`Throttle ledger: ${message}.`)

  // The folder's calls are synchronous: a few microseconds each, where a promise's costs a thread-pool round trip.
  #read(): Line[] {
    const fd = openOwn(this.#file, constants.O_RDONLY, this.#said, !this.#looks)
    if (fd === undefined) return []
    try {
      if (fstatSync(fd).size > READ_BYTES) {
        throw new Error(
          `the entries file '${this.#file}' is larger than ${READ_BYTES >> 20} MiB, more than the ledger writes`
        )
      }
      return linesOf(readFileSync(fd, 'utf8'))
    } finally {
      closeSync(fd)
    }
  }

  /** Appends `line` under the write lock (synced to disk when asked), and prunes the file once it is large. */
  async #append(line: object, sync = false): Promise<void> {
    const lock = path.join(this.#folder, WRITE_LOCK)
    const held = await takeLock({ path: lock, holdMs: LEDGER_SAVE_LIMIT_MS, say: this.#say }).catch((err: unknown) => {
      if (err instanceof LockStuck) throw new Error(`${err.message}: delete '${err.path}'`, { cause: err })
      throw err instanceof LockHeld
        ? new Error(`another run holds '${lock}' past this run's wait`, { cause: err })
        : err
    })
    try {
      const flags = constants.O_RDWR | constants.O_APPEND | constants.O_CREAT
      const fd = openOwn(this.#file, flags, this.#said) as number
      let size: number
      try {
        size = whole(fd, `${JSON.stringify(line)}\n`, sync)
      } finally {
        closeSync(fd)
      }
      if (size > PRUNE_BYTES) this.#prune()
    } finally {
      held.release()
    }
  }

  /** Under the write lock: the lines worth keeping written to a new file of the folder's own, renamed over the old. */
  #prune(): void {
    const lines = kept(this.#read(), this.#now() - LEDGER_HORIZON_MS)
    const temp = `${this.#file}.${randomBytes(8).toString('hex')}.tmp`
    writeFileSync(temp, lines.map(l => `${JSON.stringify(l)}\n`).join(''), { flag: 'wx', mode: 0o600, flush: true })
    renameSync(temp, this.#file)
  }

  lookup(prefixes: readonly string[]): Promise<string | undefined> {
    return new Promise(resolve => {
      const entries = shown(this.#read())
      const hit = prefixes.map(prefix => entries.findLast(e => e.key.startsWith(prefix))).find(Boolean)
      if (hit) this.#tell(hit)
      resolve(hit?.key)
    })
  }

  /** Says, once, when the newest entry is another run's call that may have been applied: under way, cut short, or unanswered. */
  #tell(hit: Shown): void {
    const entry = parseEntry(hit.key, subjectPrefix.exec(hit.key)?.[0] ?? '')
    const { by } = hit
    if (!by || runOf(by) === runOf(this.#run) || entry?.outcome !== 'unknown' || this.#told.has(hit.key)) return
    this.#told.add(hit.key)
    const since = `started ${new Date(by.at).toISOString()}`
    const here = by.host === hostname()
    if (hit.pending && here && running(by.pid)) {
      return this.#log.info(
        `Throttle ledger: the newest entry is the ${entry.operation} of ${holderText(by)}, which is making that call now (${since}).`
      )
    }
    const run = !hit.pending
      ? 'a run whose call went unanswered'
      : here
        ? 'a run that ended during its call'
        : 'a run that may have ended during its call'
    const keys = hit.keys
      ? `. If it was, a bot may have been made: its key and secret were to be written to '${untrusted(hit.keys, 300)}', which holds nothing; the account's bot list shows the bot, and its developer settings its keys`
      : ''
    this.#said(
      `the newest entry is the ${entry.operation} of ${run} (${holderText(by)}, ${since}): it may have been applied${keys}`
    )
  }

  async save(key: string): Promise<void> {
    await this.#append({ key, by: this.#run, keys: this.#keys, savedAt: this.#now() })
  }

  /** The run's journal, a line of the file: so what a run could not save the next reads there (nothing tries it again).
   * Before a call that may be applied (an entry `unknown`): on disk, and the locks still this run's. */
  async journal(entries: readonly PendingEntry[]): Promise<void> {
    if (entries.length === 0 && this.#journaled.length === 0) return
    const [keys, sync] = [entries.map(keyOfPending), entries.some(e => e.note.outcome === 'unknown')]
    await this.#append({ by: this.#run, pending: keys, keys: this.#keys, savedAt: this.#now() }, sync)
    const lost = sync ? [...this.#held.values()].some(h => !h.ours()) : false
    if (!lost) return void (this.#journaled = keys)
    await this.#append({ by: this.#run, pending: this.#journaled, keys: this.#keys, savedAt: this.#now() }, true)
    throw new ActionError(
      "Another run took over the ledger folder's lock for this bot while this run held it, before this run's call (its machine's clock is ahead of this one's, or this machine slept): nothing was sent to the bot.",
      'That run may be calling now: let it end, then look at its result (xenioo-deploy status). Keep the clocks of the machines that share a ledger folder right.'
    )
  }

  async hold(prefixes: readonly string[], holdMs: number, signal: AbortSignal): Promise<void> {
    const say = this.#say
    for (const subject of [...new Set(prefixes.map(subjectOf))].sort()) {
      if (this.#held.has(subject)) continue
      const lock = path.join(this.#folder, `${subject}.lock`)
      try {
        this.#held.set(subject, await takeLock({ path: lock, holdMs, signal, say }))
      } catch (err) {
        if (err instanceof LockStuck) {
          throw new ActionError(
            `The ledger folder's lock for this bot: ${err.message}: nothing was sent to the bot.`,
            `Delete '${lock}' (no run holds it), or name a ledger folder this run can write (--ledger DIR).`
          )
        }
        if (!(err instanceof LockHeld)) throw err
        const who = err.holder
          ? `${holderText(err.holder)} (since ${new Date(err.holder.at).toISOString()})`
          : 'a file this tool did not write'
        throw new ActionError(
          `The ledger folder's lock for this bot is held by ${who}, longer than this run waits for it (${spanText(holdMs)}): nothing was sent to the bot.`,
          `If that run is still going, let it end first. If it is gone, delete '${lock}'. The platform's own limit still applies.`
        )
      }
    }
  }

  release(): Promise<void> {
    for (const held of this.#held.values()) held.release()
    this.#held.clear()
    return Promise.resolve()
  }
}

/** How a store is opened: its clock, where a restore's keys go, whether it only looks. */
interface StoreOptions {
  readonly now: () => number
  readonly keys?: string | undefined
  readonly looks: boolean
}

/** Opens the folder, made or kept private to the user (`looks`: as it is, nothing made): the store, or why it cannot be used. */
export function openFolderStore(
  folder: string,
  log: Pick<Log, 'info' | 'warning'>,
  { now = () => Date.now(), keys, looks = false }: Partial<StoreOptions> = {}
): FolderStore | string {
  try {
    const refused = looks ? lookFolder(folder) : ownFolder(folder, m => log.warning(`Throttle ledger: ${m}.`))
    return refused ?? new FolderStore(folder, log, { now, keys, looks })
  } catch (err) {
    return `the ledger folder '${folder}' cannot be used (${reasonOf(err)})`
  }
}

/** Writes `text` at the end of `fd` whole, on its own line, or not at all (a short write is taken back); the file's size. */
function whole(fd: number, text: string, sync: boolean): number {
  const before = fstatSync(fd).size
  const last = Buffer.alloc(1)
  // A line cut short by a run ended in its write (or a full disk) is ended, so it cannot hide this one.
  const cut = before > 0 && readSync(fd, last, 0, 1, before - 1) === 1 && last[0] !== 0x0a
  const bytes = Buffer.from(cut ? `\n${text}` : text)
  try {
    const written = writeSync(fd, bytes)
    if (written !== bytes.length)
      throw new Error(`the entry was written in part (${written} of ${bytes.length} bytes: is the disk full?)`)
    if (sync) fsyncSync(fd)
  } catch (err) {
    ftruncateSync(fd, before)
    throw err
  }
  return before + bytes.length
}
