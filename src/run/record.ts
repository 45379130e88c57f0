// The record: each step's ledger entries, journaled before a call that may change a bot (an append that
// outlives a kill), saved after its answer; what is left, the journal holds (the action's post step saves it).

import type { EntryNote, EntryOutcome } from '../domain/ledger-keys.ts'
import { ActionError, HourRefusedError } from '../domain/errors.ts'
import { stillApplies } from '../ledger/sight.ts'
import { reasonOf } from '../lib/text.ts'
import type { Limit } from '../domain/operations.ts'
import { nextAfter } from '../domain/throttle.ts'
import { ended, viewOf, type Failure, type RunState, type NextTimes, type Outcome } from './outcome.ts'
import type { RunContext } from './context.ts'
import type { EntryToMake } from './outcome.ts'
import type { PendingEntry } from '../ledger/ledger.ts'

/** What the record needs of the run: its origin, the log, the door to its ledgers (and their store's journal). */
export type Recording = Pick<RunContext, 'origin' | 'log' | 'ledgers'>

/** The entries the steps put on `outcome`, signed with the run's origin. */
function entriesOf(outcome: RunState, run: Recording): EntryToMake[] {
  return (outcome.entries ?? []).map(e => ({ ...e, note: { ...e.note, by: run.origin } }))
}

/** A call under way (sent, or about to be): its limit, its time, what its entry calls it. */
export interface InFlight {
  readonly noun: Limit['noun']
  readonly at: number
  readonly operation: EntryNote['operation']
}

/** What the ledger must hold if the step ended now: `outcome`'s entries, and one for a call under way. */
function pendingOf(run: Recording, outcome: RunState | undefined, inFlight?: InFlight): PendingEntry[] {
  // What the cache refuses to hold (the job's cache mode, a read-only token) is not left for the post step.
  const made = outcome ? entriesOf(outcome, run) : []
  if (inFlight) {
    const { noun, at, operation } = inFlight
    made.push({ noun, at, note: { operation, outcome: 'unknown', by: run.origin } })
  }
  return made.flatMap(e => run.ledgers.pending(e) ?? [])
}

/** Writes `entries` to the journal (replacing what it held); the error, when it could not take them. */
async function journal(run: Recording, entries: readonly PendingEntry[]): Promise<unknown> {
  try {
    await run.ledgers.journal(entries)
    return undefined
  } catch (err) {
    return err
  }
}

/** After a call's answer: the outcome's entries journaled (the save after it tries again, and warns when it cannot). */
export async function keep(run: Recording, outcome: RunState): Promise<void> {
  await journal(run, pendingOf(run, outcome))
}

/**
 * Before a call that counts against a limit: its entry journaled as one that may be applied, so a run stopped
 * during the call is known to the next; the ledger's lock let go once the run's last limited call has its
 * entry. With `throttle: required`, a journal that cannot take the entry stops the call: the error, unsent.
 */
export async function beforeCall(
  ctx: RunContext,
  outcome: RunState | undefined,
  inFlight: InFlight
): Promise<ActionError | undefined> {
  const error = await journal(ctx, pendingOf(ctx, outcome, inFlight))
  // The store's own stop (another run took its lock over): no call, whatever the throttle.
  if (error instanceof ActionError) return error
  const trouble = error === undefined ? undefined : reasonOf(error)
  if (trouble && ctx.inputs.throttle === 'required') {
    return new ActionError(
      `The throttle ledger could not take the ${inFlight.operation}'s entry before the call (${trouble}), and ${ctx.words.setting('throttle', 'required')} makes no call it cannot record: nothing was sent to the bot.`,
      `Mend what kept the entry from being written (the message says), then run again; or set ${ctx.words.setting('throttle', 'cache')} to go on without the ledger. The platform's own limit still applies.`
    )
  }
  // A ledger in trouble said so already, once.
  if (trouble && !ctx.ledgers.troubled) {
    ctx.log.warning(
      `Throttle ledger: could not write the ${inFlight.operation}'s entry before the call (${trouble}): if this run is stopped during the call, the next will not know of it; ${stillApplies([inFlight.noun])}.`
    )
  }
  await ctx.ledgers.entered(inFlight.noun)
  return undefined
}

/** A call that may create or change a bot, as a step makes it: what it counts against, sends, and ends in. */
export interface RecordedCall<T> {
  /** The limit it counts against, and what its entry calls it (none: it is not limited). */
  readonly limit: Limit | undefined
  readonly operation: EntryNote['operation'] | undefined
  send(): Promise<T>
  /** The sha256 of what it sent, once known (a failure keeps it). */
  readonly sent?: () => string | undefined
  /** Its outcome when answered at `at`, with the limit's next allowed time in `next`. */
  answered(brought: T, at: number, next: NextTimes | undefined): Outcome
  /** Its outcome when it failed (`failure.at` set; `next` kept when it may have been applied). */
  failed(failure: Failure): Outcome
}

/**
 * Makes the call, recorded: the journal holds its entry before it is sent, its outcome's after; a call that
 * may have been applied keeps its time and next allowed time, so a blind re-run is stopped. Never throws.
 */
export async function recordedCall<T>(ctx: RunContext, known: RunState, call: RecordedCall<T>): Promise<Outcome> {
  const { limit, operation } = call
  const noun = viewOf(known, limit)?.noun
  if (noun && operation) {
    const refused = await beforeCall(ctx, known, { noun, at: ctx.clock.now(), operation })
    if (refused) return call.failed(ended(refused, 'before-call', known))
  }
  const nextFrom = (at: number) => (limit ? { ...known.next, [limit.noun]: nextAfter(at).toISOString() } : known.next)
  let outcome: Outcome
  let at: number
  try {
    const brought = await call.send()
    at = ctx.clock.now()
    outcome = call.answered(brought, at, nextFrom(at))
  } catch (err) {
    at = ctx.clock.now()
    const failure = ended(err, 'call', { ...known, sha256: call.sent?.() ?? known.sha256 }, at)
    // A call that may have been applied, or that the platform refused for its hour, used the hour.
    const used = failure.kind === 'maybe-applied' || failure.error instanceof HourRefusedError
    outcome = call.failed(used && limit ? { ...failure, next: nextFrom(at) } : failure)
  }
  const note = noun && operation ? noteOf(outcome, operation) : undefined
  if (noun && note) outcome = { ...outcome, entries: [...(outcome.entries ?? []), { noun, at, note }] }
  await keep(ctx, outcome)
  return outcome
}

/** What the call's entry says: confirmed (with the bytes sent), may have been applied, or refused for its hour; none when nothing was used. */
function noteOf(outcome: Outcome, operation: EntryNote['operation']): EntryNote | undefined {
  if (outcome.kind === 'done')
    return { operation, outcome: 'ok', sha256: outcome.sha256, replaced: outcome.replaced?.sha256 }
  if (outcome.kind === 'maybe-applied') return { operation, outcome: 'unknown' }
  return 'error' in outcome && outcome.error instanceof HourRefusedError ? { operation, outcome: 'refused' } : undefined
}

/** What an entry records of its call, for the log: `overwrite (it may have been applied)`. */
export const recorded = ({ operation, outcome }: EntryNote) =>
  `${operation}${operation === 'backup' && outcome === 'unknown' ? ' (the platform may have counted it)' : AS_RECORDED[outcome]}`
const AS_RECORDED: Record<EntryOutcome, string> = {
  ok: '',
  unknown: ' (it may have been applied)',
  refused: ' (refused within its hour)'
}

/** Saves the outcome's entries: whether the cache confirmed them all, and whether the rest is left to the post step. */
export async function record(outcome: Outcome, run: Recording): Promise<Pick<RunState, 'recorded' | 'leftToPost'>> {
  const entries = entriesOf(outcome, run)
  if (entries.length === 0) return {}
  const notSaved: EntryToMake[] = []
  for (const entry of entries) {
    if (await run.ledgers.record(entry)) run.log.info(`Throttle ledger: recorded this ${recorded(entry.note)}.`)
    else notSaved.push(entry)
  }
  // The post step saves what was not saved, and only that; nothing a cache that refuses writes
  // outright refused (warned: the post step would only be refused again).
  const left = notSaved.flatMap(e => run.ledgers.pending(e) ?? [])
  // What the journal cannot take, the save's own warning said is not recorded.
  await journal(run, left)
  return { recorded: notSaved.length === 0, leftToPost: left.length > 0 }
}
