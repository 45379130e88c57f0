// The job summary's HTML (GitHub's `core.summary`), built from the run's report (run/report.ts): every
// outside text escaped and read once more for secrets; nothing shown is a key or a token.

import * as core from '@actions/core'
import type { Log } from '../lib/log.ts'
import type { RedactAll } from '../lib/secrets.ts'
import { escapeHtml, reasonOf, shown } from '../lib/text.ts'
import type { Told } from '../domain/errors.ts'
import type { Result } from '../domain/result.ts'

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

/** What the summary shows of a run's result: its words, and its failure as the log shows it. */
type Shown = Pick<Result, 'heading' | 'lists' | 'paragraphs' | 'rows'> & {
  readonly failure?: Pick<Told, 'message' | 'fix'> | undefined
}

/** The lists as HTML under their titles, as many as fit in half of the 1 MiB GitHub keeps of a step's summary. */
function listsHtml(lists: NonNullable<Shown['lists']>, read: RedactAll): string {
  let html = ''
  for (const [title, items] of lists) {
    const heading = title ? `<h3>${shown(title)}</h3>` : ''
    const more = `${heading}<ul>${read(items)
      .map(l => `<li>${shown(l)}</li>`)
      .join('')}</ul>`
    if (html.length + more.length > 512 * 1024) return `${html}<p>The rest is in the log.</p>`
    html += more
  }
  return html
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

/** Builds the summary of `result` and the `run` it came from into `core.summary` (not yet written), every text read
 * once more for secrets as shown (`read`: a list's items together). */
export function buildSummary(
  result: Shown,
  run: GitHubRun,
  read: RedactAll = items => [...items]
): typeof core.summary {
  const one = (text: string) => read([text])[0] as string
  const { heading, lists = [], paragraphs, rows, failure } = result
  const s = core.summary.addHeading(shown(one(heading)), 2)
  if (lists.length > 0) s.addRaw(listsHtml(lists, read), true)
  for (const p of read(paragraphs)) s.addRaw(`<p>${shown(p)}</p>`, true)
  const header = [
    { data: 'Item', header: true },
    { data: 'Value', header: true }
  ]
  const values = read(rows.map(([, value]) => value))
  if (rows.length > 0) s.addTable([header, ...rows.map(([k], i) => [k, shown(values[i] as string)])])
  if (failure) {
    s.addHeading('What went wrong', 3)
      .addRaw(`<p>${shown(failure.message)}</p>`, true)
      .addRaw(`<p><b>Likely fix:</b> ${shown(failure.fix)}</p>`, true)
  }
  const line = runLine(run)
  if (line) s.addRaw(line, true)
  return s
}

/** Writes the summary to GITHUB_STEP_SUMMARY (`file`) when given; a failure to write it is a warning. */
export async function writeSummary(
  view: Parameters<typeof buildSummary>,
  file: string | undefined,
  log: Log
): Promise<void> {
  if (!file) return
  try {
    await buildSummary(...view).write()
  } catch (err) {
    log.warning(`Could not write the job summary: ${reasonOf(err)}`)
  }
}
