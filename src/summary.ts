// The job summary: what ran, against what, with which outcome, and on failure the likely fix.
// Written on success and failure alike. It never holds a key, a secret or a token: it is built
// only from the fields below, none of which is a secret.

import * as core from '@actions/core'
import type { Operation, Result } from './constants.ts'
import type { ThrottleState } from './ledger.ts'

export interface Report {
  readonly startedAt: number
  operation?: Operation
  endpointHost?: string
  tokenLevel?: 'account' | 'bot' | 'given'
  dryRun?: boolean
  backup?: { given: string; bytes?: number; sha256?: string }
  throttleMode?: 'cache' | 'off'
  throttle?: ThrottleState
  /** What the run did or, for a dry run, would do. */
  plan?: string
  result?: Result
  nextRestoreAt?: string
  error?: { message: string; fix: string }
}

const TOKEN_LEVEL = { account: 'account-wide', bot: 'bot-level', given: 'given as input (level unknown)' } as const

function throttleText(r: Report): string {
  if (r.operation === 'clone-by-ref') return 'not throttled (reference clones are not limited)'
  if (r.throttleMode === 'off') return 'ledger off (`throttle: off`)'
  if (!r.throttle) return 'not read'
  const last = r.throttle.lastRestoreAt ? `last restore ${r.throttle.lastRestoreAt.toISOString()}` : 'no restore in the ledger'
  return `${last}; next allowed ${r.throttle.nextRestoreAt.toISOString()}${r.throttle.throttled ? ' (throttled)' : ''}`
}

function bytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`
  return `${(n / 1024 / 1024).toFixed(1)} MiB`
}

/** Builds the summary into `core.summary` (not yet written). */
export async function buildSummary(r: Report, now = Date.now()): Promise<typeof core.summary> {
  const outcome = r.error ? 'failed' : (r.result ?? 'not run')
  const s = core.summary.addHeading(`Xenioo deploy: ${r.operation ?? 'no operation'} ${r.dryRun ? '(dry run) ' : ''}— ${outcome}`, 2)
  if (r.plan) s.addRaw(`<p>${escapeHtml(r.plan)}</p>`, true)
  const backup = r.backup
    ? `${r.backup.given}${r.backup.bytes !== undefined ? `, ${bytes(r.backup.bytes)}` : ''}${r.backup.sha256 ? `, sha256 ${r.backup.sha256}` : ''}`
    : r.operation === 'clone-by-ref'
      ? 'none (clone)'
      : '—'
  const rows: [string, string][] = [
    ['Operation', r.operation ?? '—'],
    ['Service endpoint host', r.endpointHost ?? '—'],
    ['Token level', r.tokenLevel ? TOKEN_LEVEL[r.tokenLevel] : '—'],
    ['Backup file', backup],
    ['Result', outcome],
    ['Throttle', throttleText(r)],
    ['Next restore allowed', r.nextRestoreAt || '—'],
    ['Duration', `${((now - r.startedAt) / 1000).toFixed(1)} s`]
  ]
  s.addTable([
    [
      { data: 'Item', header: true },
      { data: 'Value', header: true }
    ],
    ...rows.map(([k, v]) => [k, escapeHtml(v)])
  ])
  if (r.error) {
    s.addHeading('What went wrong', 3)
      .addRaw(`<p>${escapeHtml(r.error.message)}</p>`, true)
      .addRaw(`<p><b>Likely fix:</b> ${escapeHtml(r.error.fix)}</p>`, true)
  }
  const { context } = await import('@actions/github')
  const repo = process.env.GITHUB_REPOSITORY ? `${context.repo.owner}/${context.repo.repo}` : undefined
  const parts = [
    context.sha ? `commit <code>${escapeHtml(context.sha.slice(0, 12))}</code>` : undefined,
    context.ref ? `ref <code>${escapeHtml(context.ref)}</code>` : undefined,
    repo && context.runId
      ? `run <a href="${escapeHtml(`${context.serverUrl}/${repo}/actions/runs/${context.runId}`)}">${escapeHtml(`${context.workflow || 'workflow'} #${context.runNumber}`)}</a>`
      : undefined
  ].filter(Boolean)
  if (parts.length > 0) s.addRaw(`<p>From ${parts.join(', ')}.</p>`, true)
  return s
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Writes the summary when the runner offers one; a failure to write it is a warning, never a failed step. */
export async function writeSummary(r: Report): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  try {
    const s = await buildSummary(r)
    await s.write()
  } catch (err) {
    core.warning(`Could not write the job summary: ${err instanceof Error ? err.message : String(err)}`)
  }
}
