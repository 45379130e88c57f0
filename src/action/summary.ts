// The job summary as HTML: the heading, the paragraphs, the table, the steps' sections, the
// failure with its likely fix, and the run it came from (the words are summary-words.ts's).
// Rendered once, on success and failure alike; every text from outside escaped and cleaned.

import * as core from '@actions/core'
import type { Log } from '../lib/log.ts'
import type { RedactAll } from '../lib/secrets.ts'
import { reasonOf, untrusted } from '../lib/text.ts'
import type { Section } from '../run/run.ts'
import { headingText, paragraphsOf, rowsOf, type GitHubRun, type SummaryView } from './summary-words.ts'

export type { GitHubRun, SummaryView } from './summary-words.ts'

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

/** A step's section: its heading, its list (its items read together for secrets), its closing line. */
function addSection(s: typeof core.summary, section: Section, read: RedactAll): void {
  if (section.heading) s.addHeading(shown(section.heading), 3)
  if (section.list) s.addList(read(section.list).map(shown))
  if (section.text) s.addRaw(`<p>${shown(section.text)}</p>`, true)
}

/**
 * Builds the summary into `core.summary` (not yet written). Every text is read once more for the
 * run's secrets as it will be shown: the table's values together, each list's items together.
 */
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
  for (const section of v.said?.sections ?? []) addSection(s, section, read)
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
