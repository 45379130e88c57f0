// The post step (`runs.post`): saves what the main step could not confirm saving, read field by field
// from the step's state; it never fails the job (what it cannot save is one warning).

import { State } from './phase.ts'
import { LEDGER_LOOKUP_LIMIT_MS, LEDGER_SAVE_LIMIT_MS } from '../domain/constants.ts'
import { ENTRY_OUTCOMES } from '../domain/ledger-keys.ts'
import { ENTRY_NAMES, LIMITS } from '../domain/operations.ts'
import { Ledger, type PendingEntry, postAt, type LedgerStore } from '../ledger/ledger.ts'
import { stillApplies } from '../ledger/sight.ts'
import type { OpenStore } from '../ledger/open.ts'
import { sightOf } from './cache-sight.ts'
import type { Log } from '../lib/log.ts'
import { isRecord, reasonOf, untrusted } from '../lib/text.ts'
import { recorded } from '../run/record.ts'
import { WORKFLOW_WORDS } from './words.ts'

const { later } = WORKFLOW_WORDS

/** One entry as the main step writes it (run/record.ts), checked field by field: the state is a file anyone in the job can write. */
function isPending(v: unknown): v is PendingEntry {
  if (!isRecord(v) || !isRecord(v.note)) return false
  const { prefix, noun, at, note } = v
  return (
    typeof prefix === 'string' &&
    /^[\w-]{1,200}$/.test(prefix) &&
    LIMITS.some(l => l.noun === noun) &&
    Number.isSafeInteger(at) &&
    (ENTRY_NAMES as readonly unknown[]).includes(note.operation) &&
    (ENTRY_OUTCOMES as readonly unknown[]).includes(note.outcome) &&
    (note.sha256 === undefined || (typeof note.sha256 === 'string' && /^[0-9a-f]{64}$/.test(note.sha256))) &&
    typeof v.seal === 'string' &&
    /^[0-9a-f]{32}$/.test(v.seal)
  )
}

/** The entries the main step left in the runner's `STATE_ledger`, and how many of what it holds cannot be read. */
export function pendingEntries(env: NodeJS.ProcessEnv): { entries: PendingEntry[]; unreadable: number } {
  const raw = env[`STATE_${State.Ledger}`]
  if (!raw) return { entries: [], unreadable: 0 }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { entries: [], unreadable: 1 }
  }
  const all: unknown[] = Array.isArray(parsed) ? parsed : [parsed]
  const entries = all.filter(isPending).map(e => ({ ...e, note: { ...e.note, by: originOf(e.note.by) } }))
  return { entries, unreadable: all.length - entries.length }
}

/** The run an entry names, when it names one the way the main step writes it (a ref and a number). */
function originOf(by: unknown): PendingEntry['note']['by'] {
  if (!isRecord(by) || typeof by.runNumber !== 'string' || typeof by.ref !== 'string') return undefined
  return { runNumber: by.runNumber, ref: by.ref }
}

export async function post(env: NodeJS.ProcessEnv = process.env, given?: Log): Promise<void> {
  const { entries, unreadable } = pendingEntries(env)
  if (entries.length === 0 && unreadable === 0) return
  const log = given ?? (await import('./io.ts')).runnerIO().log
  if (unreadable > 0) {
    const none = entries.length === 0 ? 'no ledger entry it can read' : `${unreadable} ledger entries it cannot read`
    log.warning(`Throttle ledger: the step's state holds ${none}; nothing of it was saved.`)
  }
  if (entries.length === 0) return
  // The post step saves what a journal held, and keeps none of its own.
  const openStore = async () => (await import('./cache-store.ts')).openCacheStore(() => undefined)
  await recordLeft(entries, { openStore, log, mute: sightOf(env).mute })
}

/** Saves each entry through the ledger's own save and bound; why not, at the first it could not save. */
async function saveLeft(entries: readonly PendingEntry[], store: LedgerStore) {
  const limits = { lookupMs: LEDGER_LOOKUP_LIMIT_MS, saveMs: LEDGER_SAVE_LIMIT_MS }
  for (const e of entries) {
    const limit = LIMITS.find(l => l.noun === e.noun)
    if (!limit) return `the step's state names no limit '${untrusted(String(e.noun), 20)}'`
    const sealer = () => e.seal
    const ledger = new Ledger({ store, prefix: e.prefix, sealer, limit, warn: () => undefined, limits, later })
    if (!(await ledger.record(postAt(e.at), e.note))) return ledger.writeTrouble ?? 'the save was not confirmed'
  }
  return undefined
}

/** What saving the entries left needs: the store and the log; `mute` (cache-sight.ts): it does not try. */
interface Leftover {
  readonly openStore: OpenStore
  readonly log: Log
  readonly mute?: string | undefined
}

/** Saves what the main step left, with the ledger's save and bound: one line, a warning when it could not. */
export async function recordLeft(entries: readonly PendingEntry[], { openStore, log, mute }: Leftover) {
  const all = entries.map(e => `the ${recorded(e.note)}`).join(' and ')
  const store = mute ?? (await openStore().catch(reasonOf))
  const trouble = typeof store === 'string' ? store : await saveLeft(entries, store)
  if (!trouble) return log.info(`Throttle ledger: ${later.who} recorded ${all}, which ${later.self} could not.`)
  const limit = stillApplies(entries.map(e => e.noun))
  log.warning(
    `Throttle ledger: ${later.who} could not record ${all} (${trouble}). The next run within the hour will not know of it; ${limit}.`
  )
}
