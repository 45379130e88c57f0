// A suite's parts in-process (#68): its cases read from globs in a real folder (and refused, naming the
// line or the file), its run against fake conversations (all run; stop-on-failure; a cancel), its rows and
// one failure, and the JUnit report's XML (escaped, what XML cannot hold replaced, redacted).
import { symlinkSync } from 'node:fs'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import { Cancellation } from '../../src/lib/cancel.ts'
import { readCases } from '../../src/smoke/cases.ts'
import { type SmokeReport, SmokeTestFailed } from '../../src/smoke/conversation.ts'
import { junitXml } from '../../src/smoke/junit.ts'
import { caseRow, countsOf, runSuite, suiteFailure, type SuiteReport } from '../../src/smoke/suite.ts'
import { folderWith } from '../support/runner.ts'

const source = (values: { script?: string; scripts?: string }) => ({ script: '', scripts: '', ...values })

describe("a suite's cases", () => {
  it('every file the lines of globs match, each once, sorted, named by its path, each with a user id of its own', () => {
    const root = folderWith({ 's/b.txt': 'say: b', 's/a.txt': 'say: a', 's/deep/c.txt': 'expect: c', 'x.md': 'no' })
    const cases = readCases(source({ scripts: 's/*.txt\n\n  s/**/*.txt  \ns/a.txt' }), root, 'smoke', WORKFLOW_WORDS)
    expect(cases.map(c => c.name)).toEqual(['s/a.txt', 's/b.txt', 's/deep/c.txt'])
    expect(new Set(cases.map(c => c.userId)).size).toBe(3)
    for (const c of cases) expect(c.userId).toMatch(/^smoke-[0-9a-f]{10}$/)
    // The same file, the same user id, run after run: one contact per script in the platform.
    expect(readCases(source({ scripts: 's/a.txt' }), root, 'smoke', WORKFLOW_WORDS)[0]?.userId).toBe(cases[0]?.userId)
  })

  it('`script` alone is one case named script, under the user id as given', () => {
    expect(readCases(source({ script: 'say: hi' }), '/nowhere', 'u', WORKFLOW_WORDS)).toMatchObject([
      { name: 'script', userId: 'u' }
    ])
  })

  it.each([
    [{ scripts: '/etc/*.txt' }, /line 1, '\/etc\/\*\.txt', leads outside the workspace/],
    [{ scripts: 's/*.txt\n../*.txt' }, /line 2, '\.\.\/\*\.txt', leads outside the workspace/],
    [{ scripts: 's/*.md' }, /line 1, 's\/\*\.md', matches no file in the workspace/],
    [{ scripts: 's/*.txt', script: 'say: hi' }, /'scripts' is given with 'script'/],
    [
      { scripts: 'bad/*.txt' },
      /Input 'scripts' file 'bad\/1\.txt': line 2 is not a step: 'shout:… \(3 more characters\)'/
    ]
  ])('refuses %j, naming the line or the file', (values, message) => {
    const root = folderWith({ 's/a.txt': 'say: a', 'bad/1.txt': 'say: a\nshout: hi' })
    expect(() => readCases(source(values), root, 'u', WORKFLOW_WORDS)).toThrow(message)
  })

  it('refuses a link that leads outside the workspace, a name with a control character, and a file too large', () => {
    const outside = folderWith({ 'secret.txt': 'say: a' })
    const root = folderWith({ 'ok.txt': 'say: a' })
    symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'link.txt'))
    expect(() => readCases(source({ scripts: '*.txt' }), root, 'u', WORKFLOW_WORDS)).toThrow(
      /'link\.txt', a link that leads outside/
    )
    const odd = folderWith({ 'a\nb.txt': 'say: a' })
    expect(() => readCases(source({ scripts: '*.txt' }), odd, 'u', WORKFLOW_WORDS)).toThrow(
      /control or invisible character/
    )
    const big = folderWith({ 'big.txt': `say: ${'x'.repeat(300 * 1024)}` })
    expect(() => readCases(source({ scripts: '*.txt' }), big, 'u', WORKFLOW_WORDS)).toThrow(/over 256 KiB/)
  })
})

const report = (passed: boolean, at?: { line: number; what: string; said: string }): SmokeReport => ({
  passed,
  transcript: [{ who: 'bot', text: 'hello <there> & "you"' }],
  version: '3',
  ...(!passed && { error: new SmokeTestFailed('The smoke test failed at line 2 of x.', 'Fix it.', at) })
})

const clock = { now: () => 0, sleep: async () => undefined, waitLogEveryMs: 1000 }
const run = (o: { stopOnFailure?: boolean; cancel?: Cancellation } = {}) => ({
  stopOnFailure: o.stopOnFailure ?? false,
  cancel: o.cancel ?? new Cancellation(),
  clock,
  log: () => undefined
})
const cases = ['a', 'b', 'c'].map(name => ({ name, steps: [], userId: name }))

const WAY_BACK = (answers: boolean) => (answers ? "The bot's answers: fix the bot or the script." : 'Not the answers.')

describe("a suite's run", () => {
  it('runs every case whatever fails; the counts, a row per case and one failure naming the failed with their lines', async () => {
    const at = { line: 2, what: 'expect: closed, not met', said: '"open"' }
    const suite = await runSuite(cases, async c => report(c.name !== 'b', c.name === 'b' ? at : undefined), run())
    expect(suite.passed).toBe(false)
    expect(countsOf(suite)).toEqual({ passed: 2, failed: 1 })
    expect(suite.cases.map(caseRow)).toEqual([
      '✓ a (0.0 s)',
      '✗ b (0.0 s): line 2, expect: closed, not met',
      '✓ c (0.0 s)'
    ])
    expect(suiteFailure(suite, WAY_BACK)).toMatchObject({
      message: '1 of 3 conversations failed: b (line 2).',
      fix: "The bot's answers: fix the bot or the script."
    })
  })

  it('stop-on-failure, or a cancel: the cases after are not run, and said so', async () => {
    const stopped = await runSuite(cases, async c => report(c.name !== 'a'), run({ stopOnFailure: true }))
    expect(stopped.cases.map(caseRow).slice(1)).toEqual([
      '– b: not run (stop-on-failure)',
      '– c: not run (stop-on-failure)'
    ])
    // No line failed (the channel, the time limit): the bot's answers are not at fault.
    expect(suiteFailure(stopped, WAY_BACK)).toMatchObject({
      message: '1 of 3 conversations failed: a; 2 not run.',
      fix: 'Not the answers.'
    })
    const cancel = new Cancellation()
    const cancelled = await runSuite(cases, async () => (cancel.cancel('SIGINT'), report(true)), run({ cancel }))
    expect(cancelled.passed).toBe(false)
    expect(countsOf(cancelled)).toEqual({ passed: 1, failed: 0 })
    expect(caseRow(cancelled.cases[2]!)).toBe('– c: not run (the run was cancelled)')
  })

  it('all passing: no failure; one case: its own failure as it is', async () => {
    expect(suiteFailure(await runSuite(cases, async () => report(true), run()), WAY_BACK)).toBeUndefined()
    const one = await runSuite(cases.slice(0, 1), async () => report(false), run())
    expect(suiteFailure(one, WAY_BACK)?.message).toBe('The smoke test failed at line 2 of x.')
  })
})

describe('the JUnit report', () => {
  const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, isArray: n => n === 'testcase' }).parse(xml)

  it('one suite, a case per script: escaped, what XML cannot hold replaced, every text redacted', () => {
    const hostile: SmokeReport = {
      passed: false,
      transcript: [{ who: 'bot', text: 'key SECRET ]]> \u0001 \uFFFE \uD800 <x/>' }],
      version: undefined,
      error: new SmokeTestFailed('failed at line 1', 'fix', { line: 1, what: 'expect: "a" & <b>', said: 'SECRET' })
    }
    const suite: SuiteReport = {
      cases: [
        { name: 'a&b.txt', file: 'a&b.txt', line: 1, ms: 1234, report: hostile },
        { name: 'c.txt', file: 'c.txt', line: 3, ms: 0, notRun: 'stop-on-failure' },
        { name: 'c.txt', line: 3, ms: 0, notRun: 'stop-on-failure' }
      ],
      passed: false,
      version: undefined
    }
    const xml = junitXml(suite, new Date('2026-11-29T00:00:00Z'), t => t.replaceAll('SECRET', '***'))
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).not.toContain('SECRET')
    const s = parse(xml).testsuites.testsuite
    expect(s).toMatchObject({ '@_tests': '3', '@_failures': '1', '@_errors': '0', '@_skipped': '2', '@_time': '1.234' })
    expect(parse(xml).testsuites['@_skipped']).toBeUndefined()
    expect(s['@_timestamp']).toBe('2026-11-29T00:00:00.000Z')
    const [a, c, again] = s.testcase
    expect(a).toMatchObject({ '@_name': 'a&b.txt:1', '@_file': 'a&b.txt', '@_line': '1' })
    expect([c['@_name'], again['@_name']]).toEqual(['c.txt:3', 'c.txt:3 (2)'])
    expect(again['@_file']).toBeUndefined()
    expect(a.failure['@_message']).toBe('line 1: expect: "a" & <b>')
    expect(a.failure['#text']).toContain('The bot said, since the last message: ***')
    expect(a['system-out']).toBe('Bot: key *** ]]> \uFFFD \uFFFD \uFFFD <x/>')
    expect(c.skipped['@_message']).toBe('not run: stop-on-failure')
  })

  it('a conversation that failed without a line (the channel, an operator): its sentence is the error', () => {
    const error = new SmokeTestFailed(
      'The smoke test could not start the conversation: the channel gave HTTP 404.',
      'fix'
    )
    const report: SmokeReport = { passed: false, transcript: [], version: undefined, error }
    const suite: SuiteReport = { cases: [{ name: 'a.txt', line: 1, ms: 5, report }], passed: false, version: undefined }
    const { testsuite } = parse(junitXml(suite, new Date(0), t => t)).testsuites
    expect(testsuite).toMatchObject({ '@_failures': '0', '@_errors': '1' })
    const [c] = testsuite.testcase
    expect(c.failure).toBeUndefined()
    expect(c.error).toMatchObject({ '@_type': 'conversation', '@_message': error.message, '#text': error.message })
    expect(c['system-out']).toBe('(nothing was said)')
  })
})
