// Conversation suites (#68), through the smoke test action's bundle and the command line's: several
// scripts, each a conversation of its own under its own user id, all run whatever fails; `passed` and
// `failed`; a row per case; a JUnit report a CI shows; an empty glob and an oversized suite refused
// before any request; a bot that echoes a key leaves no key in the report.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { cli, keysOf, prod } from '../support/cli-checks.ts'
import { folderWith, type RunOptions } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()

/** Three conversations: two the simulator's bot passes, one it fails (it never says it is closed). */
const SUITE = {
  'conversations/a-greeting.txt': '# the greeting names the backup\nexpect: running backup\n',
  'conversations/b-hours.txt': 'say: hours?\nexpect: /open \\d to \\d/\n',
  'conversations/c-closed.txt': 'say: hours?\nexpect: we are closed\n'
}

const workspaceWith = (files: Record<string, string>) => folderWith(files, 'xdeploy-suite-')

/** The production bot deployed and published, so its custom channel answers. */
async function live(s: Stage): Promise<void> {
  const deployed = await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))
  expect(deployed.code, deployed.stdout).toBe(0)
}

/** The smoke action on the channel's own key (older route), with `inputs`, in `workspace`. */
const suiteRun = (s: Stage, workspace: string, inputs: Record<string, string>): RunOptions => ({
  action: 'smoke-test',
  workspace,
  inputs: {
    'channel-endpoint': `${s.sim.url}/apihook`,
    'channel-key': s.keys.prodChannelKey,
    'timeout-seconds': '3',
    ...inputs
  }
})

interface Case {
  '@_name': string
  '@_time': string
  failure?: { '@_message': string; '#text': string }
  skipped?: unknown
  'system-out'?: string
}

/** The JUnit report: well-formed, one suite, its cases. */
function junit(file: string) {
  const xml = readFileSync(file, 'utf8')
  expect(XMLValidator.validate(xml)).toBe(true)
  const doc = new XMLParser({ ignoreAttributes: false, isArray: n => n === 'testcase' }).parse(xml)
  const suite = doc.testsuites.testsuite
  expect(Array.isArray(suite)).toBe(false)
  return { xml, suite, cases: suite.testcase as Case[] }
}

/** The user ids the simulator's channel saw a conversation under. */
const conversations = (s: Stage) => [...s.sim.conversations.keys()]

describe.concurrent('a suite of conversations through the smoke test action', () => {
  it('three scripts, one failing: all run, each as its own user; failed 1, passed 2; the JUnit report and a row per case', async () => {
    const s = await fresh()
    await live(s)
    const ws = workspaceWith(SUITE)
    const r = await runChecked(
      s,
      suiteRun(s, ws, { scripts: 'conversations/*.txt', 'junit-file': 'reports/smoke.xml' })
    )
    expect(r.code).toBe(1)
    expect(r.outputs).toMatchObject({ result: 'failed', passed: '2', failed: '1' })
    expect(r.outputs.error).toBe('1 of 3 conversations failed: conversations/c-closed.txt (line 2).')
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toMatch(/1 of 3 conversations failed: conversations\/c-closed\.txt \(line 2\)/)
    const ids = conversations(s)
    expect(ids).toHaveLength(3)
    for (const id of ids) expect(id).toMatch(/^xenioo-deploy-smoke-test-[0-9a-f]{10}$/)
    expect(r.summary).toMatch(/✓[^\n]*conversations\/a-greeting\.txt/)
    expect(r.summary).toMatch(/✗[^\n]*conversations\/c-closed\.txt[^\n]*line 2/)
    // The summary is the deploy's (#74): the rows, the failed conversation's transcript under its name, the run.
    expect(r.summary).toMatch(/<h3>conversations\/c-closed\.txt<\/h3><ul><li>Bot: Hello!.*<li>You: hours\?<\/li>/)
    expect(r.summary).toContain('From commit <code>0123456789ab</code>')
    // The log says the same rows and transcript at the suite's end, under the same titles.
    expect(r.stdout).toMatch(/^conversations\/c-closed\.txt\n {2}Bot: Hello!.*\n(?: {2}.*\n)* {2}You: hours\?$/m)
    const { suite, cases } = junit(path.join(ws, 'reports/smoke.xml'))
    expect(suite).toMatchObject({ '@_tests': '3', '@_failures': '1', '@_skipped': '0' })
    // Each named by its script and line: the failed line, else its first step's.
    expect(cases.map(c => c['@_name'])).toEqual([
      'conversations/a-greeting.txt:2',
      'conversations/b-hours.txt:1',
      'conversations/c-closed.txt:2'
    ])
    for (const c of cases) expect(Number(c['@_time'])).toBeGreaterThanOrEqual(0)
    const failed = cases.filter(c => c.failure)
    expect(failed.map(c => c['@_name'])).toEqual(['conversations/c-closed.txt:2'])
    expect(failed[0]!.failure!['@_message']).toMatch(/line 2: expect: we are closed/)
    expect(failed[0]!.failure!['#text']).toMatch(/We are open 9 to 5\./)
    expect(failed[0]!['system-out']).toMatch(/You: hours\?\nBot: We are open 9 to 5\.\nCheck: expect: we are closed ✗/)
  })

  it('all passing: passed, exit 0; a single file by `scripts` runs as the only case', async () => {
    const s = await fresh()
    await live(s)
    const { 'conversations/c-closed.txt': _, ...passing } = SUITE
    const ws = workspaceWith(passing)
    const r = await runChecked(s, suiteRun(s, ws, { scripts: 'conversations/*.txt\n', 'junit-file': 'smoke.xml' }))
    expect(r.code, r.stdout).toBe(0)
    expect(r.outputs).toMatchObject({ result: 'passed', passed: '2', failed: '0' })
    expect(junit(path.join(ws, 'smoke.xml')).suite).toMatchObject({ '@_tests': '2', '@_failures': '0' })
  })

  it('a report that cannot be written (its folder is a file): the suite passed, the step fails saying so', async () => {
    const s = await fresh()
    await live(s)
    const ws = workspaceWith({ 'c/1.txt': 'expect: running backup' })
    const r = await runChecked(s, suiteRun(s, ws, { scripts: 'c/*.txt', 'junit-file': 'c/1.txt/report.xml' }))
    expect(r.code).toBe(1)
    expect(r.outputs).toMatchObject({ result: 'passed', passed: '1', failed: '0' })
    expect(r.errors).toEqual([expect.stringMatching(/^Could not write 'junit-file' \((EEXIST|ENOTDIR)/)])
  })

  it('a report that cannot be written after a failed suite: the suite’s failure first, then the report’s with its fix', async () => {
    const s = await fresh()
    await live(s)
    const ws = workspaceWith({ 'c/1.txt': SUITE['conversations/c-closed.txt'] })
    const r = await runChecked(s, suiteRun(s, ws, { scripts: 'c/*.txt', 'junit-file': 'c/1.txt/report.xml' }))
    expect(r.code).toBe(1)
    expect(r.outputs).toMatchObject({ result: 'failed', failed: '1' })
    expect(r.errors).toHaveLength(2)
    expect(r.errors[1]).toMatch(/^Could not write 'junit-file' \(.*\)\. Name a file in a folder the job can write/)
  })

  it('stop-on-failure: the cases after the first failure are skipped, not run', async () => {
    const s = await fresh()
    await live(s)
    const ws = workspaceWith({ 'c/1.txt': SUITE['conversations/c-closed.txt'], 'c/2.txt': 'expect: running backup' })
    const r = await runChecked(
      s,
      suiteRun(s, ws, { scripts: 'c/*.txt', 'stop-on-failure': 'true', 'junit-file': 'j.xml' })
    )
    expect(r.code).toBe(1)
    expect(r.outputs).toMatchObject({ result: 'failed', passed: '0', failed: '1' })
    expect(conversations(s)).toHaveLength(1)
    const { suite, cases } = junit(path.join(ws, 'j.xml'))
    expect(suite).toMatchObject({ '@_tests': '2', '@_failures': '1', '@_skipped': '1' })
    expect(cases[1]!.skipped).toBeDefined()
  })

  it('a glob that matches no file, and a suite over its bound: refused before any request, naming the input', async () => {
    const s = await fresh()
    const none = await runChecked(s, suiteRun(s, workspaceWith(SUITE), { scripts: 'conversations/*.txt\ntests/*.txt' }))
    expect(none.code).toBe(1)
    expect(none.errors[0]).toMatch(/Input 'scripts' line 2, 'tests\/\*\.txt', matches no file in the workspace/)
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`many/${i}.txt`, 'expect: hi']))
    const over = await runChecked(s, suiteRun(s, workspaceWith(many), { scripts: 'many/*.txt' }))
    expect(over.code).toBe(1)
    expect(over.errors[0]).toMatch(/Input 'scripts' names 51 scripts; a suite is at most 50/)
    const both = await runChecked(s, suiteRun(s, workspaceWith(SUITE), { scripts: 'conversations/*', script: 'x' }))
    expect(both.errors[0]).toMatch(/Input 'scripts' is given with 'script'/)
    const ws = workspaceWith(SUITE)
    const outside = await runChecked(s, suiteRun(s, ws, { scripts: 'conversations/*', 'junit-file': '../j.xml' }))
    expect(outside.errors[0]).toMatch(/Input 'junit-file' '\.\.\/j\.xml' is outside the workspace/)
    const folder = await runChecked(s, suiteRun(s, ws, { scripts: 'conversations/*', 'junit-file': 'conversations' }))
    expect(folder.errors[0]).toMatch(/Input 'junit-file' 'conversations' is a folder/)
    expect(s.sim.log).toEqual([])
  })

  it('a bot that echoes the key in its replies: no key in the JUnit report, the summary or the log', async () => {
    const s = await fresh()
    await live(s)
    s.sim.hostileChannel = (route, bearer) =>
      route === 'chat' ? { Parts: [{ Type: 'text', Text: `your key is ${bearer} <b>&</b>` }] } : undefined
    const ws = workspaceWith({ 'e/1.txt': 'expect: key\nexpect: nothing like this' })
    const r = await runChecked(s, suiteRun(s, ws, { scripts: 'e/*.txt', 'junit-file': 'j.xml' }))
    expect(r.code).toBe(1)
    const { xml, cases } = junit(path.join(ws, 'j.xml'))
    expect(xml).not.toContain(s.keys.prodChannelKey)
    expect(cases[0]!['system-out']).toContain('your key is ***')
    expect(xml).toContain('&lt;b&gt;&amp;&lt;/b&gt;')
  })
})

describe.concurrent('a suite of conversations through the command line', () => {
  const env = (s: Stage) => ({ ...keysOf(s) })

  it('--scripts twice and --junit: three cases, one failing (exit 1), the JSON counts, a row per case', async () => {
    const s = await fresh()
    await live(s)
    const cwd = workspaceWith(SUITE)
    const args = ['smoke-test', '--scripts', 'conversations/[ab]*.txt', '--scripts', 'conversations/c*.txt']
    const r = await cli(s, [...args, '--junit', 'out/smoke.xml', '--timeout-seconds', '3', '--json'], {
      cwd,
      env: env(s)
    })
    expect(r.code, r.stderr).toBe(1)
    expect(r.json).toMatchObject({ result: 'failed', passed: 2, failed: 1 })
    expect(r.json?.error).toMatch(/1 of 3 conversations failed/)
    expect(r.stderr).toMatch(/✓ conversations\/a-greeting\.txt/)
    expect(r.stderr).toMatch(/✗ conversations\/c-closed\.txt[^\n]*line 2/)
    // On the terminal as in the job summary (#74): the rows under their title, then the failed one's transcript.
    expect(r.stderr).toMatch(/^ {2}Conversations\n {4}✓ conversations\/a-greeting\.txt/m)
    expect(r.stderr).toMatch(/^ {2}conversations\/c-closed\.txt\n {4}Bot: Hello!.*\n(?: {4}.*\n)* {4}You: hours\?$/m)
    expect(conversations(s)).toHaveLength(3)
    const { suite } = junit(path.join(cwd, 'out/smoke.xml'))
    expect(suite).toMatchObject({ '@_tests': '3', '@_failures': '1' })
  })

  it('all passing exits 0; a glob with no file exits 2 before any request', async () => {
    const s = await fresh()
    await live(s)
    const { 'conversations/c-closed.txt': _, ...passing } = SUITE
    const cwd = workspaceWith(passing)
    const ok = await cli(s, ['smoke-test', '--scripts', 'conversations/*.txt', '--json'], { cwd, env: env(s) })
    expect(ok.code, ok.stderr).toBe(0)
    expect(ok.json).toMatchObject({ result: 'passed', passed: 2, failed: 0 })
    const before = s.sim.log.length
    const none = await cli(s, ['smoke-test', '--scripts', 'tests/*.txt', '--json'], { cwd, env: env(s) })
    expect(none.code).toBe(2)
    expect(none.json?.error).toMatch(/'tests\/\*\.txt', matches no file/)
    expect(none.stderr).toMatch(/--scripts line 1, 'tests\/\*\.txt', matches no file/)
    const folder = await cli(
      s,
      ['smoke-test', '--scripts', 'conversations/*.txt', '--junit', 'conversations', '--json'],
      {
        cwd,
        env: env(s)
      }
    )
    expect(folder.code).toBe(2)
    expect(folder.json?.error).toMatch(/--junit 'conversations' is a folder: name a file/)
    expect(s.sim.log.length).toBe(before)
    expect(prod(s).live).toBeDefined()
  })
})
