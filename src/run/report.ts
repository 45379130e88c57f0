// A run's report in words, for whatever shows it (the job summary's HTML, a terminal): the heading, the
// paragraphs and the table's rows, derived from the outcome and what the steps said of it. No I/O.

import type { GivenAuth } from '../domain/auth.ts'
import type { GivenInputs } from '../domain/inputs.ts'
import type { Limit } from '../domain/operations.ts'
import { lastCallName } from '../domain/last-call.ts'
import { type Sight, sightText } from '../ledger/sight.ts'
import type { Result, Row } from '../domain/result.ts'
import type { Told } from '../domain/errors.ts'
import { type Outcome, type StepView, viewOf } from './outcome.ts'
import type { Naming, Words } from '../domain/words.ts'

/** What the report is made from: the run's inputs and outcome, what its steps said, how it ended. */
export interface ReportView {
  readonly startedAt: number
  readonly now: number
  readonly inputs: GivenInputs | undefined
  /** The operation asked for, when it was valid though another input was refused. */
  readonly operation?: string | undefined
  readonly outcome: Outcome
  /** What the operation's steps said of the outcome, and the limits it counts against in their order; undefined when
   * the inputs were refused. */
  readonly views?: readonly StepView[] | undefined
  readonly limits?: readonly Limit[] | undefined
  /** The failure as shown in the log: redacted message and fix, and its kind (the heading's word). */
  readonly failure: Pick<Told, 'kind' | 'message' | 'fix'> | undefined
  readonly cancelled?: string | undefined
  /** What the throttle ledger could see in this run. */
  readonly sight: Sight
  /** The shell's words for what the report points at. */
  readonly words: Pick<Words, 'later' | 'setting' | 'input' | 'output'>
}

const TOKEN_LEVEL: Record<GivenAuth['level'], (w: Naming) => string> = {
  account: () => 'account-wide',
  bot: () => 'bot-level',
  name: w => `bot-level, the bot chosen by ${w.input('bot-name')}`,
  token: w => `given as ${w.input('token')} (level unknown)`
}

/** The limit that decided the run: of those the ledger shows in their hour, the one free last; else the first. */
function decidingLimit(outcome: Outcome, limits: readonly Limit[]): Limit | undefined {
  const held = (l: Limit) => {
    const state = viewOf(outcome, l)?.state
    return state?.throttled ? state.nextAt.getTime() : 0
  }
  return [...limits].sort((a, b) => held(b) - held(a))[0]
}

/** What the ledger said of the limit that decided the run, and what it cannot do in this run (ledger/sight.ts). */
function throttleText(v: ReportView): string {
  if (!v.inputs) return 'not read (the inputs were refused)'
  const limit = decidingLimit(v.outcome, v.limits ?? [])
  if (!limit) return `not throttled (${v.inputs.operation.unlimited ?? 'no hourly limit applies'})`
  if (v.inputs.throttle === 'off') return `ledger off (${v.words.setting('throttle', 'off')})`
  const off = v.sight.off
  if (off) return `ledger off for this run: ${off}`
  const cannot = sightText(v.sight)
  const found = foundText(v, limit)
  return cannot ? (v.sight.blind ? cannot : `${found}; ${cannot}`) : found
}

/** What the ledger showed of `limit`'s last hour, or why it could not say. */
function foundText(v: ReportView, limit: Limit): string {
  const trouble = v.outcome.ledgerTrouble
  if (trouble) return `${v.outcome.ledgerDoubted ? 'ledger not believed' : 'ledger unavailable'}: ${trouble}`
  const state = viewOf(v.outcome, limit)?.state
  if (!state) return 'not read (the run ended before it)'
  if (!state.lastAt) return `no ${limit.calls} in the last hour; allowed now`
  const last = `${lastCallName(limit, state.lastCall)} ${state.lastAt.toISOString()}`
  return state.throttled ? `${last}; next allowed ${state.nextAt.toISOString()} (throttled)` : `${last}; allowed now`
}

/** Whether the run's ledger entries were saved, or left to the post step. */
function ledgerText(recorded: boolean, leftToPost: boolean | undefined, v: ReportView): string {
  if (recorded) return 'saved'
  if (v.sight.mute) return `not saved: ${v.sight.mute}`
  const later = v.words.later
  return leftToPost && later
    ? `not saved by ${later.self}: left to ${later.who}, which tries again ${later.when}`
    : 'not saved (see the warning in the log)'
}

/** How the run ended, for the heading and the `Result` row: its result and how each later step ended, else its
 * failure's kind (`refused`, `throttled`: the word the command line's JSON and exit code say). */
export function endedText(v: ReportView): string {
  if ('result' in v.outcome) return `${v.outcome.result}${(v.views ?? []).map(s => s.ending ?? '').join('')}`
  return v.cancelled ? 'cancelled' : (v.failure?.kind ?? 'failed')
}

export function headingText(v: ReportView): string {
  const dry = v.inputs?.dryRun ? '(dry run) ' : ''
  return `Xenioo deploy: ${v.inputs?.operation.name ?? v.operation ?? 'no operation'} ${dry}— ${endedText(v)}`
}

/** The rows of the table, in the order a user reads them. */
export function rowsOf(v: ReportView): Row[] {
  const { inputs, outcome, views = [] } = v
  const endpoint = inputs && new URL(inputs.serviceEndpoint)
  const next = (v.limits ?? []).map(l => [`Next ${l.noun} allowed`, outcome.next?.[l.noun] || '—'] as const)
  const recorded =
    outcome.recorded === undefined
      ? []
      : [['Ledger entry', ledgerText(outcome.recorded, outcome.leftToPost, v)] as const]
  return [
    ['Operation', inputs?.operation.name ?? v.operation ?? '—'],
    ['Service endpoint host', endpoint?.host ?? '—'],
    // The route given (not a secret): a restore's new bot, or a bot chosen by name, is not on it.
    ['Service endpoint (route)', endpoint ? endpoint.pathname.replace(/^\/+/, '') || '/' : '—'],
    ...(outcome.botName === undefined ? [] : [['Bot (name)', outcome.botName] as const]),
    ['Token level', inputs ? TOKEN_LEVEL[inputs.auth.level](v.words) : '—'],
    ...views.flatMap(s => s.given ?? []),
    ['Result', endedText(v)],
    ...views.flatMap(s => s.rows ?? []),
    ['Throttle', throttleText(v)],
    ...next,
    ...recorded,
    ['Duration', `${((v.now - v.startedAt) / 1000).toFixed(1)} s`]
  ]
}

/** The paragraphs above the table: what a run without a call did, and what a cancel after the call cut short. */
export function paragraphsOf(v: ReportView): string[] {
  const plan = v.outcome.kind === 'no-call' ? [v.outcome.plan] : []
  if (!v.cancelled || v.failure || !v.inputs || !('result' in v.outcome)) return plan
  const { recorded, leftToPost } = v.outcome
  const ledger =
    recorded === false ? `the throttle ledger entry was ${ledgerText(false, leftToPost, v)}` : 'nothing was left undone'
  return [...plan, `The run was cancelled (${v.cancelled}) after the ${v.inputs.operation.name} succeeded: ${ledger}.`]
}

/** The result's words, made once for every shell: its heading, the paragraphs above the table, the table's rows. */
export const reportOf = (v: ReportView): Pick<Result, 'heading' | 'paragraphs' | 'rows'> => ({
  heading: headingText(v),
  paragraphs: paragraphsOf(v),
  rows: rowsOf(v)
})
