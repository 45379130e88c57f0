// The job summary: what ran, against what, with which outcome, and on failure the likely fix.
// Rendered once, from the inputs and the outcome, on success and failure alike. It never holds a
// key, a secret or a token: none of the fields it shows is a secret.

import * as core from '@actions/core'
import type { Inputs } from '../domain/inputs.ts'
import type { Log } from '../lib/log.ts'
import { reasonOf, untrusted } from '../lib/text.ts'
import type { Outcome } from '../run/outcome.ts'

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
  readonly inputs: Inputs | undefined
  readonly outcome: Outcome
  /** The failure as shown in the log: redacted message and fix. */
  readonly failure: { readonly message: string; readonly fix: string } | undefined
  /** The signal that cancelled the run, if one did. */
  readonly cancelled?: string | undefined
  readonly run: GitHubRun
}

const TOKEN_LEVEL = { account: 'account-wide', bot: 'bot-level', token: 'given as input (level unknown)' } as const

/** What the ledger said of the operation's limit: the last call and when the next is allowed, or why it could not say. */
function throttleText(v: SummaryView): string {
  if (!v.inputs) return 'not read (the inputs were refused)'
  const limit = v.inputs.operation.limit
  if (!limit) return 'not throttled (reference clones are not limited)'
  if (v.inputs.throttle === 'off') return 'ledger off (`throttle: off`)'
  if (v.outcome.ledgerTrouble) return `ledger unavailable: ${v.outcome.ledgerTrouble}`
  const state = v.outcome.throttle
  if (!state) return 'not read (the run ended before it)'
  if (!state.lastAt) return `no ${limit.noun} in the last hour; allowed now`
  const last = `last ${limit.noun} ${state.lastAt.toISOString()}`
  return state.throttled ? `${last}; next allowed ${state.nextAt.toISOString()} (throttled)` : `${last}; allowed now`
}

function bytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`
  return `${(n / 1024 / 1024).toFixed(1)} MiB`
}

/** The backup an export wrote, when it did. */
function savedOf(v: SummaryView) {
  return v.outcome.kind === 'done' ? v.outcome.saved : undefined
}

function backupText(v: SummaryView): string {
  const saved = savedOf(v)
  const { backup, destination } = v.outcome
  if (destination) {
    const inputPath = untrusted(destination.inputPath, 200)
    if (!saved) return `${inputPath} (not written)`
    const what = saved.changed ? 'written' : 'unchanged, left as it was'
    return `${inputPath} (${what}), ${bytes(saved.bytes)}, sha256 ${saved.sha256}`
  }
  if (backup) {
    const sha256 = v.outcome.sha256 ? `, sha256 ${v.outcome.sha256}` : ''
    return `${untrusted(backup.inputPath, 200)}, ${bytes(backup.size)}${sha256}`
  }
  return v.inputs?.operation.backup === 'none' ? 'none (clone)' : '—'
}

/** What the live bot runs after this run, for the runs that can publish (an overwrite, a publish). */
function liveText(v: SummaryView): string | undefined {
  const op = v.inputs?.operation.name
  if (op !== 'overwrite' && op !== 'publish') return undefined
  const step = v.outcome.kind === 'done' ? v.outcome.publication : undefined
  if (!step) {
    if (v.outcome.kind === 'maybe-applied' && op === 'publish')
      return 'may have been published (recorded in the ledger)'
    return v.outcome.kind === 'done'
      ? "not published: the draft changed, the live bot did not (publish with 'publish: true' or 'operation: publish')"
      : 'not published'
  }
  if (step.kind === 'not-published') return 'not published: the publish failed (see below); the live bot did not change'
  if (step.kind === 'maybe-published') return 'may have been published (recorded in the ledger)'
  const { online, errors, unlisted } = step.live
  if (unlisted) return 'published (the platform did not list the channels)'
  const on = online.length > 0 ? `live on ${online.join(', ')}` : 'offline on every channel'
  return errors.length > 0 ? `published, ${on}; errors on ${errors.map(e => e.channel).join(', ')}` : `published, ${on}`
}

/** The service endpoint's route names the bot (it is not a secret). */
function botText(v: SummaryView): string {
  return v.inputs ? new URL(v.inputs.serviceEndpoint).pathname.replace(/^\/+/, '') || '/' : '—'
}

function rows(v: SummaryView, outcome: string): [string, string][] {
  const { inputs } = v
  const { backup, destination, recorded } = v.outcome
  const saved = savedOf(v)
  return [
    ['Operation', inputs?.operation.name ?? '—'],
    ['Service endpoint host', inputs ? new URL(inputs.serviceEndpoint).host : '—'],
    ['Bot (route)', botText(v)],
    ['Token level', inputs ? TOKEN_LEVEL[inputs.auth.level] : '—'],
    ['Backup file', backupText(v)],
    ...(backup?.warnings.length ? [['Backup warnings', backup.warnings.join(' ')] as [string, string]] : []),
    ['Result', outcome],
    ...optional('Live bot', liveText(v)),
    ['Throttle', throttleText(v)],
    ...(destination && saved ? [['Changed', saved.changed ? 'yes' : 'no'] as [string, string]] : []),
    [`Next ${inputs?.operation.limit?.noun ?? 'restore'} allowed`, v.outcome.nextAllowedAt || '—'],
    ...(recorded === undefined
      ? []
      : [['Ledger entry', ledgerText(recorded, v.outcome.leftToPost)] as [string, string]]),
    ...optional('Next publish allowed', v.outcome.nextPublishAt || undefined),
    ['Duration', `${((v.now - v.startedAt) / 1000).toFixed(1)} s`]
  ]
}

/** Whether the run's ledger entry was saved, or left to the post step. */
function ledgerText(recorded: boolean, leftToPost: boolean | undefined): string {
  if (recorded) return 'saved'
  return leftToPost
    ? 'not saved by this step: left to the post step, which saves it at the end of the job'
    : 'not saved (see the warning in the log)'
}

/** A row, when there is something to say. */
function optional(name: string, value: string | undefined): [string, string][] {
  return value === undefined ? [] : [[name, value]]
}

/** What a cancel after a successful call cut short, in a sentence. */
function cancelledAfter(v: SummaryView): string | undefined {
  if (!v.cancelled || v.failure || !v.inputs || !('result' in v.outcome)) return undefined
  const op = v.inputs.operation.name
  const ledger =
    v.outcome.recorded === false
      ? `the throttle ledger entry was not saved${v.outcome.leftToPost ? ' by this step: it is left to the post step, which saves it at the end of the job' : ', so the ledger does not know of this ' + op}`
      : 'nothing was left undone'
  return `The run was cancelled (${v.cancelled}) after the ${op} succeeded: ${ledger}.`
}

/** The commit, ref and run, in one line. */
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

/** After an overwrite that publishes: whether the second half went live too. */
function publishedSuffix(v: SummaryView): string {
  const step = v.outcome.kind === 'done' && v.outcome.result === 'overwritten' ? v.outcome.publication : undefined
  if (!step) return ''
  return step.kind === 'published'
    ? ' and published'
    : step.kind === 'maybe-published'
      ? '; publish unknown'
      : '; not published'
}

/** The smoke test's conversation: what was said, what the bot answered, which expectations held. */
function smokeSection(s: typeof core.summary, v: SummaryView): void {
  const smoke = v.outcome.smoke
  if (!smoke) {
    if (v.outcome.smokeSkipped) s.addRaw(`<p>Smoke test: not run (${shown(v.outcome.smokeSkipped)}).</p>`, true)
    return
  }
  const version = smoke.version === undefined ? '' : `; the bot's version is ${shown(smoke.version)}`
  s.addHeading(`Smoke test: ${smoke.passed ? 'passed' : 'failed'}`, 3)
  const who = { user: 'You', bot: 'Bot', check: 'Check' } as const
  const lines = smoke.transcript.map(
    l => `${who[l.who]}: ${shown(l.text)}${l.who === 'check' ? (l.held ? ' ✓' : ' ✗') : ''}`
  )
  s.addList(lines.length > 0 ? lines : ['(nothing was said)'])
  s.addRaw(`<p>Through the bot's custom channel${version}.</p>`, true)
}

/** Builds the summary into `core.summary` (not yet written). */
export function buildSummary(v: SummaryView): typeof core.summary {
  // A run cancelled after its call succeeded says what was done: the call is not undone.
  const outcome =
    'result' in v.outcome ? `${v.outcome.result}${publishedSuffix(v)}` : v.cancelled ? 'cancelled' : 'failed'
  const dry = v.inputs?.dryRun ? '(dry run) ' : ''
  const s = core.summary.addHeading(
    `Xenioo deploy: ${v.inputs?.operation.name ?? 'no operation'} ${dry}— ${outcome}`,
    2
  )
  if (v.outcome.kind === 'no-call') s.addRaw(`<p>${shown(v.outcome.plan)}</p>`, true)
  const cutShort = cancelledAfter(v)
  if (cutShort) s.addRaw(`<p>${shown(cutShort)}</p>`, true)
  const header = [
    { data: 'Item', header: true },
    { data: 'Value', header: true }
  ]
  s.addTable([header, ...rows(v, outcome).map(([k, value]) => [k, shown(value)])])
  smokeSection(s, v)
  if (v.failure) {
    s.addHeading('What went wrong', 3)
      .addRaw(`<p>${shown(v.failure.message)}</p>`, true)
      .addRaw(`<p><b>Likely fix:</b> ${shown(v.failure.fix)}</p>`, true)
  }
  const line = runLine(v.run)
  if (line) s.addRaw(line, true)
  return s
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/**
 * Text in the summary, which may hold outside text (the platform's message, a channel's error, a
 * file name): every line break and control character a space, invisible formatting removed, and
 * HTML-escaped, so it can start no line of Markdown or HTML.
 */
function shown(text: string): string {
  return escapeHtml(untrusted(text, 10_000))
}

/**
 * Writes the summary when the runner offers a file for it (`file`, GITHUB_STEP_SUMMARY); a failure
 * to write it is a warning, never a failed step.
 */
export async function writeSummary(v: SummaryView, file: string | undefined, log: Log): Promise<void> {
  if (!file) return
  try {
    await buildSummary(v).write()
  } catch (err) {
    log.warning(`Could not write the job summary: ${reasonOf(err)}`)
  }
}
