// The suite as one JUnit XML report every CI reads (#68, #73): a test case per script, named by its script and
// line, with `file` and `line`; a wrong answer a failure, a channel's a error; each text redacted, escaped, cut.

import { transcriptLines } from './conversation.ts'
import { type CaseEnd, failedAt, type SuiteReport } from './suite.ts'

/** Characters XML 1.0 cannot hold at all (controls, lone surrogates, U+FFFE and U+FFFF): replaced. */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu
/** The most of a text Bitbucket shows: longer ones are cut. */
const MAX_TEXT = 2000

const escaped = (text: string) =>
  (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text)
    .replace(NOT_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

const seconds = (ms: number) => (ms / 1000).toFixed(3)

/** What a case ended in: a wrong answer is a `failure`, a conversation the platform or the channel broke an `error`. */
function outcomeXml(c: CaseEnd, redact: (t: string) => string): string[] {
  if (!c.report) return [`      <skipped message="${escaped(`not run: ${c.notRun}`)}"/>`]
  const { error } = c.report
  if (!error) return []
  const at = failedAt(c)
  const [element, type] = at ? ['failure', 'expectation'] : ['error', 'conversation']
  const message = redact(at ? `line ${at.line}: ${at.what}` : error.message)
  const text = at ? `${message}\nThe bot said, since the last message: ${at.said}\n\n${error.message}` : message
  return [`      <${element} type="${type}" message="${escaped(message)}">${escaped(redact(text))}</${element}>`]
}

function caseXml(c: CaseEnd, name: string, redact: (t: string) => string): string {
  const line = failedAt(c)?.line ?? c.line
  const file = c.file === undefined ? '' : ` file="${escaped(c.file)}"`
  const open = `    <testcase classname="xenioo-smoke-test" name="${escaped(name)}"${file} line="${line}" time="${seconds(c.ms)}">`
  const out = c.report
    ? [`      <system-out>${escaped(redact(transcriptLines(c.report).join('\n')))}</system-out>`]
    : []
  return [open, ...outcomeXml(c, redact), ...out, '    </testcase>'].join('\n')
}

/** Each case's name, its script and line (GitLab and Azure show no `file`), unique in the report (GitLab keeps one of two). */
function namesOf(cases: readonly CaseEnd[]): string[] {
  const taken = new Set<string>()
  return cases.map(c => {
    const base = `${c.name}:${failedAt(c)?.line ?? c.line}`
    let name = base
    for (let n = 2; taken.has(name); n++) name = `${base} (${n})`
    taken.add(name)
    return name
  })
}

/** The report's XML: `redact` reads every text taken from the conversation before it is written. */
export function junitXml(suite: SuiteReport, startedAt: Date, redact: (t: string) => string): string {
  const failures = suite.cases.filter(c => c.report?.error && failedAt(c)).length
  const errors = suite.cases.filter(c => c.report?.error && !failedAt(c)).length
  const skipped = suite.cases.filter(c => !c.report).length
  const time = seconds(suite.cases.reduce((n, c) => n + c.ms, 0))
  const counts = `tests="${suite.cases.length}" failures="${failures}" errors="${errors}" time="${time}"`
  const names = namesOf(suite.cases)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="Xenioo smoke test" ${counts}>`,
    `  <testsuite name="Xenioo smoke test" ${counts} skipped="${skipped}" timestamp="${startedAt.toISOString()}">`,
    ...suite.cases.map((c, i) => caseXml(c, names[i] as string, redact)),
    '  </testsuite>',
    '</testsuites>',
    ''
  ].join('\n')
}
