// The post step (action.yml `runs.post`): the runner runs it at the end of the job, after the main
// step succeeded, failed, was cancelled or was killed. It hands what the main step could not
// confirm saving (the journal in the step's state) to the record (run/record.ts), which saves it
// with the main step's own save and bound: the result when it was known, else "may have been
// applied". With nothing left it is never loaded (index.ts). It never fails the job: what it
// cannot save is one warning.

import { State } from '../domain/constants.ts'
import { sightOf } from '../ledger/sight.ts'
import type { Log } from '../lib/log.ts'
import { recordLeft, type PendingEntry } from '../run/record.ts'

/** The entries the main step left, from the runner's `STATE_ledger`; none when it left none or they cannot be read. */
export function pendingEntries(env: NodeJS.ProcessEnv): PendingEntry[] {
  const raw = env[`STATE_${State.Ledger}`]
  if (!raw) return []
  try {
    const parsed = JSON.parse(raw) as unknown
    return Array.isArray(parsed) ? (parsed as PendingEntry[]) : []
  } catch {
    return []
  }
}

/** The post step: saves what the main step left. */
export async function post(env: NodeJS.ProcessEnv = process.env, log?: Log): Promise<void> {
  const entries = pendingEntries(env)
  if (entries.length === 0) return
  const openStore = async () => (await import('../ledger/cache-store.ts')).openCacheStore()
  await recordLeft(entries, openStore, log ?? (await import('./io.ts')).runnerIO().log, sightOf(env).mute)
}
