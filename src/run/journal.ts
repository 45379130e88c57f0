// The record that does not depend on the main step living long enough. Before a call that may
// create or change a bot is sent, the entry its ledger would need if the answer is lost is written
// where the runner keeps it for the job (the step's state: a synchronous file append, which
// outlives a cancel or a kill); after the answer, the entries of what happened; once the main step
// confirmed saving them, nothing. The post step saves whatever is left (action/post.ts).

import type { OperationName } from '../domain/constants.ts'
import type { EntryNote } from '../domain/ledger-keys.ts'
import type { Ledger } from '../ledger/ledger.ts'
import { entriesOf, entryOperation, type Outcome } from './outcome.ts'

/** An entry as the post step needs it: the ledger's key prefix and noun, the time, the note. */
export interface PendingEntry {
  readonly prefix: string
  readonly noun: string
  readonly at: number
  readonly note: EntryNote
}

/** Where the pending entries are written: the action layer's port to the step's state. */
export interface Journal {
  /** These entries are what the ledger must hold if this step ends now (replaces what was written). */
  pending(entries: readonly PendingEntry[]): void
}

/** The entry for `ledger`, as the journal keeps it. */
function pendingOf(ledger: Ledger, at: number, note: EntryNote): PendingEntry {
  return { prefix: ledger.prefix, noun: ledger.limit.noun, at, note }
}

/** What the journal needs of the run: where to write, the operation's name, the run's origin. */
interface Journaling {
  readonly journal: Journal
  readonly inputs: { readonly operation: { readonly name: OperationName } }
  readonly origin: EntryNote['by']
}

/**
 * Writes what the ledger must hold if the step ended now: the entries `outcome` calls for, and for
 * a call under way in `ledger` (sent, or about to be) one that may have been applied.
 */
export function keep(run: Journaling, outcome: Outcome | undefined, inFlight?: { ledger: Ledger; at: number }): void {
  const op = run.inputs.operation.name
  const made = outcome ? entriesOf(outcome, op, run.origin) : []
  const entries = made.map(e => pendingOf(e.ledger, e.at, e.note))
  if (inFlight) {
    const note: EntryNote = { operation: entryOperation(inFlight.ledger, op), outcome: 'unknown', by: run.origin }
    entries.push(pendingOf(inFlight.ledger, inFlight.at, note))
  }
  run.journal.pending(entries)
}
