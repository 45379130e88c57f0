// The smoke test's JUnit report and its suite's refusals at their edges (#73), through both shells' bundles: the
// report file is the tool's own (written beside, renamed into place: never through a link, no FIFO or device), a
// report that cannot be written is the run's one error; one JUnit file every CI reads; a suite quotes no secret.
import { spawnSync } from 'node:child_process'
import { existsSync, lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { cli, keysOf } from '../support/cli-checks.ts'
import { folderWith, tempDir } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()

const SUITE = {
  'conversations/a-greeting.txt': '# the greeting names the backup\nexpect: running backup\n',
  'conversations/c-closed.txt': 'say: hours?\nexpect: we are closed\n'
}

async function live(s: Stage): Promise<void> {
  const deployed = await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))
  expect(deployed.code, deployed.stdout).toBe(0)
}

const smoke = (...more: string[]) => [
  'smoke-test',
  '--scripts',
  'conversations/*.txt',
  '--timeout-seconds',
  '3',
  ...more
]

/** The report's test suites and cases, as a strict reader parses them. */
function parsed(file: string) {
  const xml = readFileSync(file, 'utf8')
  expect(XMLValidator.validate(xml)).toBe(true)
  const many = new Set(['testcase', 'testsuite'])
  const doc = new XMLParser({ ignoreAttributes: false, isArray: n => many.has(n) }).parse(xml)
  return { xml, root: doc.testsuites, suite: doc.testsuites.testsuite[0], cases: doc.testsuites.testsuite[0].testcase }
}

/** A folder with the suite, its `smoke.xml` a link to a file of the user's elsewhere: the folder and that file. */
function linkedReport(): { folder: string; victim: string } {
  const folder = folderWith(SUITE, 'xdeploy-suite-')
  const victim = path.join(tempDir('xdeploy-victim-'), 'victim.txt')
  writeFileSync(victim, 'the user’s own')
  symlinkSync(victim, path.join(folder, 'smoke.xml'))
  return { folder, victim }
}

describe.concurrent('the report file is ours', () => {
  it('--junit through a link: the link replaced by the report, the file it pointed to untouched; a dangling link’s target never made', async () => {
    const s = await fresh()
    await live(s)
    const { folder: cwd, victim } = linkedReport()
    const dangling = path.join(tempDir('xdeploy-victim-'), 'made.txt')
    symlinkSync(dangling, path.join(cwd, 'dangling.xml'))
    for (const target of ['smoke.xml', 'dangling.xml']) {
      const r = await cli(s, smoke('--junit', target, '--json'), { cwd, env: keysOf(s) })
      expect(r.code, r.stderr).toBe(1)
      expect(lstatSync(path.join(cwd, target)).isFile()).toBe(true)
      expect(parsed(path.join(cwd, target)).suite['@_tests']).toBe('2')
    }
    expect(readFileSync(victim, 'utf8')).toBe('the user’s own')
    expect(existsSync(dangling)).toBe(false)
  })

  it('--junit at a pipe or standard output: refused before any conversation (exit 2), never waiting', async () => {
    const s = await fresh()
    const cwd = folderWith(SUITE, 'xdeploy-suite-')
    spawnSync('mkfifo', [path.join(cwd, 'pipe.xml')])
    for (const target of ['pipe.xml', '/dev/stdout']) {
      const r = await cli(s, smoke('--junit', target, '--json'), { cwd, env: keysOf(s), killAfterMs: 30_000 })
      expect(r.signal).toBeNull()
      expect(r.code, r.stderr).toBe(2)
      expect(r.json?.error).toMatch(/--junit '.*' is a pipe or a device: name a file/)
    }
    expect(s.sim.log).toEqual([])
  })

  it('a report that cannot be written (under a file): the one JSON object with its error, exit 1, no stack trace', async () => {
    const s = await fresh()
    await live(s)
    const passing = { 'conversations/a-greeting.txt': SUITE['conversations/a-greeting.txt'] }
    const cwd = folderWith({ ...passing, 'c/1.txt': 'x' }, 'xdeploy-suite-')
    const r = await cli(s, smoke('--junit', 'c/1.txt/report.xml', '--json'), { cwd, env: keysOf(s) })
    expect(r.code, r.stderr).toBe(1)
    expect(r.json?.error).toMatch(/^Could not write the JUnit report 'c\/1\.txt\/report\.xml' \(ENOTDIR/)
    expect(r.json?.result).toBe('passed')
    expect(r.stderr).not.toMatch(/^\s+at /m)
  })

  it('junit-file through a link in the workspace: the file it pointed to untouched', async () => {
    const s = await fresh()
    await live(s)
    const { folder: ws, victim } = linkedReport()
    const r = await runChecked(s, {
      action: 'smoke-test',
      workspace: ws,
      inputs: {
        'channel-endpoint': `${s.sim.url}/apihook`,
        'channel-key': s.keys.prodChannelKey,
        'timeout-seconds': '3',
        scripts: 'conversations/*.txt',
        'junit-file': 'smoke.xml'
      }
    })
    expect(r.code).toBe(1)
    expect(readFileSync(victim, 'utf8')).toBe('the user’s own')
    expect(lstatSync(path.join(ws, 'smoke.xml')).isFile()).toBe(true)
  })
})

describe.concurrent('one JUnit file every CI reads', () => {
  it('file and line on each case, the script and line in its name, skipped on the suite alone, the reason as text too, failure apart from error', async () => {
    const s = await fresh()
    await live(s)
    const cwd = folderWith(
      { ...SUITE, 'conversations/d-long.txt': `say: ${'x'.repeat(3000)}\nexpect: ${'y'.repeat(3000)}\n` },
      'xdeploy-suite-'
    )
    const r = await cli(s, smoke('--junit', 'test-results/smoke.xml'), { cwd, env: keysOf(s) })
    expect(r.code, r.stderr).toBe(1)
    const { root, suite, cases } = parsed(path.join(cwd, 'test-results/smoke.xml'))
    expect(root['@_skipped']).toBeUndefined()
    expect(suite).toMatchObject({ '@_tests': '3', '@_failures': '2', '@_errors': '0', '@_skipped': '0' })
    const names = cases.map((c: { '@_name': string }) => c['@_name'])
    expect(new Set(names).size).toBe(names.length)
    const [a, c, d] = cases
    expect(a).toMatchObject({ '@_file': 'conversations/a-greeting.txt', '@_line': '2' })
    expect(a['@_name']).toBe('conversations/a-greeting.txt:2')
    expect(c).toMatchObject({ '@_file': 'conversations/c-closed.txt', '@_line': '2' })
    expect(c['@_name']).toBe('conversations/c-closed.txt:2')
    expect(c.failure['#text']).toContain('line 2: expect: we are closed')
    for (const text of [d.failure['@_message'], d.failure['#text'], d['system-out']])
      expect(text.length).toBeLessThanOrEqual(2000)
  })

  it('a channel that fails: <error>, not <failure>, counted as an error', async () => {
    const s = await fresh()
    await live(s)
    const cwd = folderWith(SUITE, 'xdeploy-suite-')
    s.sim.fault('chat', { kind: 'status', status: 404 }, 10)
    const r = await cli(s, smoke('--junit', 'smoke.xml'), { cwd, env: keysOf(s) })
    expect(r.code, r.stderr).toBe(1)
    const { suite, cases } = parsed(path.join(cwd, 'smoke.xml'))
    expect(suite).toMatchObject({ '@_failures': '0', '@_errors': '2' })
    expect(cases[0].failure).toBeUndefined()
    expect(cases[0].error['@_message']).toMatch(/HTTP 404/)
    expect(cases[0].error['#text']).toMatch(/HTTP 404/)
  })
})

describe.concurrent('standard input left open', () => {
  it('--script - on a pipe never closed: refused after --timeout-seconds, before any conversation (exit 2)', async () => {
    const s = await fresh()
    const args = ['smoke-test', '--script', '-', '--timeout-seconds', '2', '--json']
    const r = await cli(s, args, { env: keysOf(s), stdin: 'expect: hi\n', stdinOpen: true, killAfterMs: 30_000 })
    expect(r.signal).toBeNull()
    expect(r.code, r.stderr).toBe(2)
    expect(r.json?.error).toMatch(/standard input did not end within 2 s, --timeout-seconds/)
    expect(s.sim.log).toEqual([])
  })
})

describe.concurrent('a suite quotes nothing it should not', () => {
  it('a glob that matches a .env: the bad line named by file and number, its text cut to a few characters', async () => {
    const s = await fresh()
    const secret = 'XENIOO_BOT_API_SECRET=s3cr3t-value-never-to-show'
    const cwd = folderWith({ '.env': `${secret}\n`, 'conversations/a.txt': 'expect: hi\n' }, 'xdeploy-suite-')
    const r = await cli(s, ['smoke-test', '--scripts', '.*', '--json'], { cwd, env: keysOf(s) })
    expect(r.code, r.stderr).toBe(2)
    expect(r.json?.error).toMatch(/file '\.env': line 1 is not a step/)
    for (const text of [r.stdout, r.stderr]) expect(text).not.toContain('s3cr3t')
    expect(s.sim.log).toEqual([])
  })

  it('a glob that leaves the folder through .. (in braces too): refused as outside the folder, in those words', async () => {
    const s = await fresh()
    const parent = folderWith({ 'outside.txt': 'expect: hi\n', 'work/conversations/a.txt': 'expect: hi\n' })
    const cwd = path.join(parent, 'work')
    const r = await cli(s, ['smoke-test', '--scripts', '{..,conversations}/*.txt', '--json'], { cwd, env: keysOf(s) })
    expect(r.code, r.stderr).toBe(2)
    expect(r.json?.error).toMatch(/leads outside the working folder/)
    expect(r.json?.error).not.toMatch(/link/)
  })
})
