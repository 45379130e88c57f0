// The job summary's words (heading, paragraphs, table) and their HTML, on success and failure alike:
// every outside text escaped and read once more for secrets; nothing shown is a key or a token.

import * as core from '@actions/core'
import type { GivenAuth } from '../domain/auth.ts'
import type { GivenInputs } from '../domain/inputs.ts'
import type { Limit } from '../domain/operations.ts'
import { lastShort } from '../domain/throttle.ts'
import { offBecause, type Sight, sightText } from '../ledger/sight.ts'
import type { Log } from '../lib/log.ts'
import type { RedactAll } from '../lib/secrets.ts'
import { escapeHtml, reasonOf, shown } from '../lib/text.ts'
import { type Outcome, viewOf } from '../run/outcome.ts'
import type { Row, StepsSummary } from '../run/run.ts'

/** The commit, ref and run, as the runner's documented environment variables give them. */
export interface GitHubRun {
  readonly sha: string | undefined
  readonly ref: string | undefined
  readonly repository: string | undefined
  readonly runId: string | undefined
  readonly runNumber: string | undefined
  readonly workflow: string | undefined
  readonly serverUrl: string | undefined
}

export interface SummaryView {
  readonly startedAt: number
  readonly now: number
  readonly inputs: GivenInputs | undefined
  /** The operation asked for, when it was valid though another input was refused. */
  readonly operation?: string | undefined
  readonly outcome: Outcome
  /** What the operation's steps said of the outcome; undefined when the inputs were refused. */
  readonly said?: StepsSummary | undefined
  /** The failure as shown in the log: redacted message and fix. */
  readonly failure: { readonly message: string; readonly fix: string } | undefined
  readonly cancelled?: string | undefined
  readonly run: GitHubRun
  /** What the throttle ledger could see in this run. */
  readonly sight: Sight
  /** Reads every text once more, as it will be shown, for the run's secrets (a list's items together). */
  readonly redactAll?: RedactAll | undefined
}

const TOKEN_LEVEL: Record<GivenAuth['level'], string> = {
  account: 'account-wide',
  bot: 'bot-level',
  name: "bot-level, the bot chosen by 'bot-name'",
  token: 'given as input (level unknown)'
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
function throttleText(v: SummaryView): string {
  if (!v.inputs) return 'not read (the inputs were refused)'
  const limit = decidingLimit(v.outcome, v.said?.limits ?? [])
  if (!limit) return `not throttled (${v.inputs.operation.unlimited ?? 'no hourly limit applies'})`
  if (v.inputs.throttle === 'off') return "ledger off ('throttle: off')"
  const off = offBecause(v.sight)
  if (off) return `ledger off for this run: ${off}`
  const cannot = sightText(v.sight)
  const found = foundText(v, limit)
  return cannot ? (v.sight.blind ? cannot : `${found}; ${cannot}`) : found
}

/** What the ledger showed of `limit`'s last hour, or why it could not say. */
function foundText(v: SummaryView, limit: Limit): string {
  const trouble = v.outcome.ledgerTrouble
  if (trouble) return `${v.outcome.ledgerDoubted ? 'ledger not believed' : 'ledger unavailable'}: ${trouble}`
  const state = viewOf(v.outcome, limit)?.state
  if (!state) return 'not read (the run ended before it)'
  if (!state.lastAt) return `no ${limit.noun} in the last hour; allowed now`
  const last = lastShort(limit, state.lastAt, state.lastCall)
  return state.throttled ? `${last}; next allowed ${state.nextAt.toISOString()} (throttled)` : `${last}; allowed now`
}

/** Whether the run's ledger entries were saved, or left to the post step. */
function ledgerText(recorded: boolean, leftToPost: boolean | undefined, sight: Sight): string {
  if (recorded) return 'saved'
  if (sight.mute) return `not saved: ${sight.mute}`
  return leftToPost
    ? 'not saved by this step: left to the post step, which tries again at the end of the job'
    : 'not saved (see the warning in the log)'
}

/** How the run ended, for the heading and the `Result` row: its result and how each later step ended. */
export function endedText(v: SummaryView): string {
  if ('result' in v.outcome) return `${v.outcome.result}${v.said?.ending ?? ''}`
  return v.cancelled ? 'cancelled' : 'failed'
}

export function headingText(v: SummaryView): string {
  const dry = v.inputs?.dryRun ? '(dry run) ' : ''
  return `Xenioo deploy: ${v.inputs?.operation.name ?? v.operation ?? 'no operation'} ${dry}— ${endedText(v)}`
}

/** The rows of the table, in the order a user reads them. */
export function rowsOf(v: SummaryView): Row[] {
  const { inputs, outcome, said } = v
  const endpoint = inputs && new URL(inputs.serviceEndpoint)
  const next = (said?.limits ?? []).map(l => [`Next ${l.noun} allowed`, outcome.next?.[l.noun] || '—'] as const)
  const recorded =
    outcome.recorded === undefined
      ? []
      : [['Ledger entry', ledgerText(outcome.recorded, outcome.leftToPost, v.sight)] as const]
  return [
    ['Operation', inputs?.operation.name ?? v.operation ?? '—'],
    ['Service endpoint host', endpoint?.host ?? '—'],
    // The route given (not a secret): a restore's new bot, or a bot chosen by name, is not on it.
    ['Service endpoint (route)', endpoint ? endpoint.pathname.replace(/^\/+/, '') || '/' : '—'],
    ...(outcome.botName === undefined ? [] : [['Bot (name)', outcome.botName] as const]),
    ['Token level', inputs ? TOKEN_LEVEL[inputs.auth.level] : '—'],
    ...(said?.given ?? []),
    ['Result', endedText(v)],
    ...(said?.rows ?? []),
    ['Throttle', throttleText(v)],
    ...next,
    ...recorded,
    ['Duration', `${((v.now - v.startedAt) / 1000).toFixed(1)} s`]
  ]
}

/** The paragraphs above the table: what a run without a call did, and what a cancel after the call cut short. */
export function paragraphsOf(v: SummaryView): string[] {
  const plan = v.outcome.kind === 'no-call' ? [v.outcome.plan] : []
  if (!v.cancelled || v.failure || !v.inputs || !('result' in v.outcome)) return plan
  const op = v.inputs.operation.name
  const ledger =
    v.outcome.recorded === false
      ? `the throttle ledger entry was not saved${v.outcome.leftToPost ? ' by this step: it is left to the post step, which saves it at the end of the job' : ', so the ledger does not know of this ' + op}`
      : 'nothing was left undone'
  return [...plan, `The run was cancelled (${v.cancelled}) after the ${op} succeeded: ${ledger}.`]
}

function runLine(run: GitHubRun): string | undefined {
  const { sha, ref, repository: repo } = run
  const runId = Number.parseInt(run.runId ?? '', 10)
  const server = run.serverUrl || 'https://github.com'
  const name = `${run.workflow || 'workflow'} #${Number.parseInt(run.runNumber ?? '', 10)}`
  const parts = [
    sha ? `commit <code>${escapeHtml(sha.slice(0, 12))}</code>` : undefined,
    ref ? `ref <code>${escapeHtml(ref)}</code>` : undefined,
    repo && runId
      ? `run <a href="${escapeHtml(`${server}/${repo}/actions/runs/${runId}`)}">${escapeHtml(name)}</a>`
      : undefined
  ].filter(Boolean)
  return parts.length > 0 ? `<p>From ${parts.join(', ')}.</p>` : undefined
}

/** Builds the summary into `core.summary` (not yet written), every text read once more for secrets as shown. */
export function buildSummary(v: SummaryView): typeof core.summary {
  const read: RedactAll = v.redactAll ?? (items => [...items])
  const one = (text: string) => read([text])[0] as string
  const s = core.summary.addHeading(shown(one(headingText(v))), 2)
  for (const p of read(paragraphsOf(v))) s.addRaw(`<p>${shown(p)}</p>`, true)
  const header = [
    { data: 'Item', header: true },
    { data: 'Value', header: true }
  ]
  const rows = rowsOf(v)
  const values = read(rows.map(([, value]) => value))
  s.addTable([header, ...rows.map(([k], i) => [k, shown(values[i] as string)])])
  if (v.failure) {
    s.addHeading('What went wrong', 3)
      .addRaw(`<p>${shown(v.failure.message)}</p>`, true)
      .addRaw(`<p><b>Likely fix:</b> ${shown(v.failure.fix)}</p>`, true)
  }
  const line = runLine(v.run)
  if (line) s.addRaw(line, true)
  return s
}

/** Writes the summary to GITHUB_STEP_SUMMARY (`file`) when given; a failure to write it is a warning. */
export async function writeSummary(v: SummaryView, file: string | undefined, log: Log): Promise<void> {
  if (!file) return
  try {
    await buildSummary(v).write()
  } catch (err) {
    log.warning(`Could not write the job summary: ${reasonOf(err)}`)
  }
}
