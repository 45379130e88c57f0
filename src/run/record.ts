// The record: the ledger entries a run calls for (each step of its plan says its own), made,
// journaled, saved and left for the post step, in one place. Before a call that may create or
// change a bot is sent, the entry its ledger would need if the answer is lost is written where the
// runner keeps it for the job (the step's state: a synchronous file append, which outlives a cancel
// or a kill); after the answer, the entries of what happened; once saved, nothing. The post step
// saves what is left through the same ledger save (`recordLeft`), under each entry's time + 1 ms: a
// save the main step abandoned may still hold the entry's own key.

import type { Inputs } from '../domain/inputs.ts'
import type { EntryNote, RunOrigin } from '../domain/ledger-keys.ts'
import { LIMITS } from '../domain/operations.ts'
import { LEDGER_LOOKUP_LIMIT_MS, LEDGER_SAVE_LIMIT_MS } from '../domain/constants.ts'
import { CountedError } from '../domain/errors.ts'
import { Ledger, stillApplies } from '../ledger/ledger.ts'
import type { OpenStore } from '../ledger/open.ts'
import type { Log } from '../lib/log.ts'
import { reasonOf } from '../lib/text.ts'
import type { Known, Outcome } from './outcome.ts'
import type { Step } from './context.ts'
import type { EntryToMake, Journal, PendingEntry } from './step-view.ts'

export type { Journal, PendingEntry } from './step-view.ts'

/** What the record needs of the run: its plan and inputs, its origin, the journal, the log. */
export interface Recording {
  readonly plan: readonly Step[]
  readonly inputs: Inputs
  readonly origin: RunOrigin | undefined
  readonly journal: Journal
  readonly log: Log
}

/** The entries `outcome` calls for: each step's, signed with the run's origin. */
function entriesOf(outcome: Outcome, run: Recording): EntryToMake[] {
  const made = run.plan.flatMap(step => step.view(outcome, run.inputs).entries ?? [])
  return made.map(e => ({ ...e, note: { ...e.note, by: run.origin } }))
}

const pendingOf = (e: EntryToMake): PendingEntry => ({
  prefix: e.ledger.prefix,
  noun: e.ledger.limit.noun,
  at: e.at,
  note: e.note
})

/** A call under way (sent, or about to be): its ledger, its time, what its entry calls it. */
export interface InFlight {
  readonly ledger: Ledger
  readonly at: number
  readonly operation: EntryNote['operation']
}

/** Writes what the ledger must hold if the step ended now: `outcome`'s entries, and one for a call under way. */
export function keep(run: Recording, outcome: Outcome | undefined, inFlight?: InFlight): void {
  const entries = outcome ? entriesOf(outcome, run).map(pendingOf) : []
  if (inFlight) {
    const note: EntryNote = { operation: inFlight.operation, outcome: 'unknown', by: run.origin }
    entries.push(pendingOf({ ledger: inFlight.ledger, at: inFlight.at, note }))
  }
  run.journal.pending(entries)
}

/** The log line once the cache confirmed an entry: it names the call as it was. */
function recordedLine(note: EntryNote, counted: boolean): string {
  if (note.outcome === 'ok') return `Throttle ledger: recorded this ${note.operation}.`
  const why = counted ? 'the platform may have counted it' : 'it may have been applied'
  return `Throttle ledger: recorded this ${note.operation}, as ${why}.`
}

/**
 * Saves the outcome's entries, when it calls for any: whether the cache confirmed them all, and
 * whether what it did not confirm is left to the post step (the journal keeps it).
 */
export async function record(outcome: Outcome, run: Recording): Promise<Pick<Known, 'recorded' | 'leftToPost'>> {
  const entries = entriesOf(outcome, run)
  if (entries.length === 0) return {}
  const counted = 'error' in outcome && outcome.error instanceof CountedError
  let all = true
  for (const { ledger, at, note } of entries) {
    const recorded = await ledger.record(at, note)
    if (recorded) run.log.info(recordedLine(note, counted))
    all &&= recorded
  }
  // Saved, or refused outright (warned; the post step would only be refused again): nothing is left.
  const leftToPost = !all && !entries.every(e => e.ledger.refusesWrites)
  if (!leftToPost) run.journal.pending([])
  return { recorded: all, leftToPost }
}

/** What an entry records, for the log: `the overwrite (it may have been applied)`. */
const what = (e: PendingEntry) =>
  `the ${e.note.operation}${e.note.outcome === 'unknown' ? ' (it may have been applied)' : ''}`

/** The post step: saves what the main step left, with the main step's own save and bound; one line either way. */
export async function recordLeft(entries: readonly PendingEntry[], openStore: OpenStore, log: Log): Promise<void> {
  const all = entries.map(what).join(' and ')
  const store = await openStore().catch(reasonOf)
  let trouble = typeof store === 'string' ? store : undefined
  for (const e of typeof store === 'string' ? [] : entries) {
    const limit = LIMITS.find(l => l.noun === e.noun)
    if (!limit || trouble) continue
    const limits = { lookupMs: LEDGER_LOOKUP_LIMIT_MS, saveMs: LEDGER_SAVE_LIMIT_MS }
    const ledger = new Ledger({
      store: store as Exclude<typeof store, string>,
      prefix: e.prefix,
      limit,
      warn: () => undefined,
      limits
    })
    if (!(await ledger.record(e.at + 1, e.note))) trouble = ledger.writeTrouble ?? 'not confirmed'
  }
  if (!trouble) return log.info(`Throttle ledger: the post step recorded ${all}, which the main step could not.`)
  const limit = stillApplies(entries.map(e => e.noun))
  log.warning(
    `Throttle ledger: the post step could not record ${all} (${trouble}). The next run within the hour will not know of it; ${limit}.`
  )
}
