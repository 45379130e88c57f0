// A suite's run (#68): its cases one after another, each its own conversation within the time limit, all of
// them whatever fails (unless told to stop); its report, its counts, a row per case and its one failure.

import type { ActionError } from '../domain/errors.ts'
import type { Result } from '../domain/result.ts'
import type { Cancellation } from '../lib/cancel.ts'
import type { Clock } from '../lib/time.ts'
import { type SmokeReport, SmokeTestFailed, transcriptLines, type WayBack } from './conversation.ts'
import type { Case } from './cases.ts'

/** How one case ended: its report once its conversation ran, else why it did not run; where its script starts. */
export interface CaseEnd {
  readonly name: string
  readonly file?: string | undefined
  readonly line: number
  readonly ms: number
  readonly report?: SmokeReport
  readonly notRun?: string
}

export interface SuiteReport {
  readonly cases: readonly CaseEnd[]
  /** Every case ran and passed. */
  readonly passed: boolean
  /** The bot's version, as the last conversation's channel said. */
  readonly version: string | undefined
}

interface SuiteRun {
  readonly stopOnFailure: boolean
  readonly cancel: Cancellation
  readonly clock: Clock
  readonly log: (message: string) => void
}

/** Runs each case's conversation in turn (`converse`, which never throws); a case after a cancel, or after a failure with `stopOnFailure`, is not run. */
export async function runSuite(
  cases: readonly Case[],
  converse: (c: Case) => Promise<SmokeReport>,
  o: SuiteRun
): Promise<SuiteReport> {
  const ends: CaseEnd[] = []
  for (const c of cases) {
    const at = { name: c.name, file: c.file, line: c.steps[0]?.line ?? 1 }
    const failed = ends.some(e => e.report && !e.report.passed)
    const why = o.cancel.signal.aborted ? 'the run was cancelled' : o.stopOnFailure && failed ? 'stop-on-failure' : ''
    if (why) ends.push({ ...at, ms: 0, notRun: why })
    if (why) continue
    if (cases.length > 1) o.log(`\nCase ${c.name}:`)
    const started = o.clock.now()
    const report = await converse(c)
    ends.push({ ...at, ms: o.clock.now() - started, report })
  }
  const passed = ends.every(e => e.report?.passed)
  return { cases: ends, passed, version: ends.findLast(e => e.report?.version)?.report?.version }
}

/** The counts the `passed` and `failed` outputs give. */
export const countsOf = ({ cases }: SuiteReport) => ({
  passed: cases.filter(c => c.report?.passed).length,
  failed: cases.filter(c => c.report && !c.report.passed).length
})

/** Where a case failed, when a line of its script did: the line, the step and what the bot said. */
export const failedAt = (c: CaseEnd) => (c.report?.error instanceof SmokeTestFailed ? c.report.error.at : undefined)

/** What failed in a case, in a few words: its line and step, else the failure's own sentence. */
function whatFailed(c: CaseEnd): string {
  const at = failedAt(c)
  return at ? `line ${at.line}, ${at.what}` : (c.report?.error?.message ?? 'failed')
}

/** A case as one row: ✓ or ✗, its name and time, and for a failure the line; `–` for one not run. */
export function caseRow(c: CaseEnd): string {
  if (!c.report) return `– ${c.name}: not run (${c.notRun})`
  const time = `${(c.ms / 1000).toFixed(1)} s`
  return c.report.passed ? `✓ ${c.name} (${time})` : `✗ ${c.name} (${time}): ${whatFailed(c)}`
}

/** What a run shows as lists: one conversation's transcript; or a suite's row per conversation, then the transcript of each that failed. */
export function suiteLists(report: SuiteReport): NonNullable<Result['lists']> {
  const [only] = report.cases
  if (report.cases.length === 1) return only?.report ? [['', transcriptLines(only.report)]] : []
  const failed = report.cases.flatMap(c =>
    c.report && !c.report.passed ? [[c.name, transcriptLines(c.report)] as const] : []
  )
  return [['Conversations', report.cases.map(caseRow)], ...failed]
}

/** The run's one failure: a single case's own, or the suite's count and its failed cases with their lines. */
export function suiteFailure(suite: SuiteReport, wayBack: WayBack): ActionError | undefined {
  const [only] = suite.cases
  if (suite.cases.length === 1) return only?.report?.error
  const failed = suite.cases.filter(c => c.report && !c.report.passed)
  if (failed.length === 0 && suite.passed) return undefined
  const named = failed.slice(0, 5).map(c => `${c.name}${failedAt(c) ? ` (line ${failedAt(c)?.line})` : ''}`)
  const more = failed.length > 5 ? ` and ${failed.length - 5} more` : ''
  const notRun = suite.cases.filter(c => !c.report).length
  return new SmokeTestFailed(
    `${failed.length} of ${suite.cases.length} conversations failed: ${named.join(', ')}${more}${notRun ? `; ${notRun} not run` : ''}.`,
    wayBack(failed.some(c => failedAt(c)))
  )
}
