// The suite as a JUnit XML report (#68), which GitLab, Azure, Bitbucket and GitHub's test-report actions show:
// one test suite, a test case per script with its time, its failure and its transcript; redacted, escaped.

import { transcriptLines } from './conversation.ts'
import { type CaseEnd, countsOf, failedAt, type SuiteReport } from './suite.ts'

/** Characters XML 1.0 cannot hold at all (controls, lone surrogates, U+FFFE and U+FFFF): replaced. */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

const escaped = (text: string) =>
  text
    .replace(NOT_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

const seconds = (ms: number) => (ms / 1000).toFixed(3)

function caseXml(c: CaseEnd, redact: (t: string) => string): string {
  const open = `    <testcase classname="xenioo-smoke-test" name="${escaped(c.name)}" time="${seconds(c.ms)}"`
  if (!c.report) return `${open}>\n      <skipped message="${escaped(`not run: ${c.notRun}`)}"/>\n    </testcase>`
  const { error } = c.report
  const at = failedAt(c)
  const failure = error && [
    `      <failure type="${at ? 'expectation' : 'conversation'}" message="${escaped(redact(at ? `line ${at.line}: ${at.what}` : error.message))}">`,
    `${escaped(redact(at ? `The bot said, since the last message: ${at.said}\n\n${error.message}` : error.message))}</failure>`
  ]
  const out = `      <system-out>${escaped(redact(transcriptLines(c.report).join('\n')))}</system-out>`
  return [`${open}>`, ...(failure ?? []), out, '    </testcase>'].join('\n')
}

/** The report's XML: `redact` reads every text taken from the conversation before it is written. */
export function junitXml(suite: SuiteReport, startedAt: Date, redact: (t: string) => string): string {
  const { failed } = countsOf(suite)
  const skipped = suite.cases.filter(c => !c.report).length
  const time = seconds(suite.cases.reduce((n, c) => n + c.ms, 0))
  const counts = `tests="${suite.cases.length}" failures="${failed}" errors="0" skipped="${skipped}" time="${time}"`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="Xenioo smoke test" ${counts}>`,
    `  <testsuite name="Xenioo smoke test" ${counts} timestamp="${startedAt.toISOString()}">`,
    ...suite.cases.map(c => caseXml(c, redact)),
    '  </testsuite>',
    '</testsuites>',
    ''
  ].join('\n')
}
