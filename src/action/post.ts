// The post step (action.yml `runs.post`): the runner runs it at the end of the job, after the main
// step succeeded, failed, was cancelled or was killed. It saves to the ledger what the main step
// could not confirm saving itself (the journal in the step's state, run/journal.ts): the result
// when it was known, else "may have been applied". With nothing left it loads nothing and says
// nothing. It never fails the job: what it cannot save is one warning.
//
// Each entry is saved under its own time plus one millisecond: a save the main step started and
// abandoned may still land, and may hold the entry's own key (reserved or taken); the next run
// reads the newest key of the subject either way.

import { LEDGER_SAVE_LIMIT_MS, State } from '../domain/constants.ts'
import { ledgerKey } from '../domain/ledger-keys.ts'
import { bounded } from '../lib/limits.ts'
import { reasonOf } from '../lib/text.ts'
import { escapeData } from '../lib/workflow-commands.ts'
import type { PendingEntry } from '../run/journal.ts'

/** The entries the main step left, from the runner's `STATE_ledger`; none when it left none. */
function pendingEntries(env: NodeJS.ProcessEnv): PendingEntry[] {
  const raw = env[`STATE_${State.Ledger}`]
  if (!raw) return []
  try {
    const parsed = JSON.parse(raw) as unknown
    return Array.isArray(parsed) ? (parsed as PendingEntry[]) : []
  } catch {
    return []
  }
}

/** What an entry records, for the log: `the overwrite (may have been applied)`. */
function what(entry: PendingEntry): string {
  return `the ${entry.note.operation}${entry.note.outcome === 'unknown' ? ' (it may have been applied)' : ''}`
}

async function saveAll(entries: PendingEntry[], write: (line: string) => void): Promise<void> {
  const { openCacheStore } = await import('../ledger/cache-store.ts')
  const store = await openCacheStore()
  if (typeof store === 'string') throw new Error(store)
  for (const entry of entries) {
    const key = ledgerKey(entry.prefix, entry.at + 1, entry.note)
    await bounded(LEDGER_SAVE_LIMIT_MS, signal => store.save(key, signal))
  }
  write(`Throttle ledger: the post step recorded ${entries.map(what).join(' and ')}, which the main step could not.\n`)
}

/** The post step: saves what the main step left, within the same time bound as its own save. */
export async function post(
  env: NodeJS.ProcessEnv = process.env,
  write = (l: string) => void process.stdout.write(l)
): Promise<void> {
  const entries = pendingEntries(env)
  if (entries.length === 0) return
  try {
    await saveAll(entries, write)
  } catch (err) {
    const hours = [...new Set(entries.map(e => e.noun))].join(' and ')
    write(
      `::warning::${escapeData(`Throttle ledger: the post step could not record ${entries.map(what).join(' and ')} (${reasonOf(err)}). The next run within the hour will not know of it; the platform's own limit of one ${hours} per bot per hour still applies.`)}\n`
    )
  }
}
