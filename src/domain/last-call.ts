// The last call a ledger shows, in words (`last overwrite`; `The bot was last overwritten at …`), apart from the
// throttle's policy: a run's report (a refused input's too) loads none of the ledger's keys and crypto.

import type { EntryName, Limit } from './operations.ts'
import type { LastCall } from './throttle.ts'
import type { Words } from './words.ts'

/** What the bot was, by what an entry calls its call. */
const DONE: Record<EntryName, string> = {
  restore: 'restored',
  overwrite: 'overwritten',
  backup: 'backed up',
  publish: 'published'
}

/** The last call of `limit`, in a sentence: `The bot was last overwritten at …`, or the platform's refusal of one. */
export function lastText(limit: Limit, at: Date, call: LastCall | undefined, w: Pick<Words, 'runBy'>): string {
  const when = at.toISOString()
  const by = call?.by ? ` ${w.runBy(call.by)}` : ''
  if (call?.outcome === 'refused')
    return `The platform refused a ${limit.calls} at ${when}${by}, within the hour of the last one`
  return `The bot was last ${call ? DONE[call.operation] : limit.done} at ${when}${by}`
}

/** The last call as its entry names it: `last overwrite`, `publish refused`. */
export function lastCallName(limit: Limit, call: LastCall | undefined): string {
  return call?.outcome === 'refused' ? `${limit.noun} refused` : `last ${call?.operation ?? limit.noun}`
}
