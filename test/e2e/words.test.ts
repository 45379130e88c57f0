// Each shell in its own words (#66): the command line in a dozen situations, through its committed bundle, says
// nothing of steps, post steps, jobs, the runner's folders, workflow variables or `name: value` inputs; the action,
// through its bundle, offers no `--flag` and no environment variable of the command line as a fix.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cli, copyWith, keysOf, prod, subjectOf } from '../support/cli-checks.ts'
import { ledgerKey, sealerOf } from '../../src/domain/ledger-keys.ts'
import { tempDir } from '../support/runner.ts'
import { Input } from '../../src/domain/constants.ts'
import { INPUTS as SMOKE_INPUTS } from '../../src/smoke/inputs.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()

/** What a workflow says and a terminal does not: each with a name, for the failure's message. */
const WORKFLOW_WORDS: [string, RegExp][] = [
  ['a step', /\bsteps?\b/i],
  ['a job', /\bjobs?\b/i],
  ["the runner's folders", /RUNNER_TEMP|runner's temp|\bworkspace\b/i],
  ['the runner', /\brunners?\b/i],
  ['a workflow variable', /\b(vars|secrets|env)\.[A-Z_]+|'environment:'/],
  ['a name: value input', /'[a-z]+(-[a-z]+)*: [^']+'/],
  ['a checkout action', /actions\/checkout/],
  ['an input', /\binputs?\b/i],
  ["the step's outputs", /\boutputs?\b/i],
  // #74: GitHub's own words.
  ['the Actions cache', /Actions cache|Actions → Caches|\bthe cache\b/i],
  ['a branch', /\bbranch(es)?\b/i],
  ['the gh command', /(^|[\s'(`])gh [a-z]/],
  ['a workflow', /\bworkflows?\b/i],
  // An input quoted by its action.yml name, as a workflow writes it (`publish` is an operation's name too).
  // (A JSON key the terminal names as such, `'next-publish-at' (--json)`, is its own word.)
  ['an input by its workflow name', new RegExp(`'(${inputNames().join('|')})'(?! \\(--json\\))`)]
]

function inputNames(): string[] {
  return [...new Set([...Object.values(Input), ...SMOKE_INPUTS])].filter(n => n !== 'publish' && n !== 'operation')
}

function wordsIn(text: string): string[] {
  return WORKFLOW_WORDS.flatMap(([what, pattern]) => {
    const found = pattern.exec(text)
    if (!found) return []
    const line = text.slice(text.lastIndexOf('\n', found.index) + 1, text.indexOf('\n', found.index) >>> 0)
    return [`${what}: ${line.trim().slice(0, 300)}`]
  })
}

/** Runs the command line and returns what it printed (standard error and output) with its exit code. */
async function said(s: Stage, args: string[], o: { cwd?: string; env?: Record<string, string> } = {}) {
  const r = await cli(s, args, { cwd: o.cwd, env: { ...keysOf(s), ...o.env } })
  return { code: r.code, text: `${r.stderr}\n${r.stdout}` }
}

describe.concurrent("the command line's own words", () => {
  it('refusals before any request: no endpoint, a missing file, a path outside the folder, a name no bot has, skip-unchanged on a restore', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    // A real backup beside the working folder, reached by a path that leads out of it.
    const outside = `../${path.basename(cwd)}-outside.xenioo`
    copyFileSync(path.join(cwd, file), path.join(cwd, outside))
    const runs = [
      await said(s, ['overwrite', '--backup-file', file], { cwd, env: { XENIOO_SERVICE_ENDPOINT: '' } }),
      await said(s, ['overwrite', '--backup-file', 'bots/missing.xenioo'], { cwd }),
      await said(s, ['overwrite', '--backup-file', outside], { cwd }),
      await said(s, ['overwrite', '--backup-file', file, '--bot-name', 'no such bot'], { cwd }),
      await said(
        s,
        ['restore', '--backup-file', file, '--skip-unchanged', '--dry-run', '--credentials-file', 'k.json'],
        {
          cwd
        }
      )
    ]
    // #74: restore's row of the table lists no --skip-unchanged: refused before any request, as any flag it does not take.
    expect(runs.map(r => r.code)).toEqual([2, 2, 2, 1, 2])
    expect(runs[4]!.text).toMatch(/--skip-unchanged: 'restore' does not take it/)
    expect(runs.flatMap(r => wordsIn(r.text))).toEqual([])
  })

  it('the smoke test: a glob that matches nothing, a bad time limit, a script file that is not one (#66)', async () => {
    const s = await fresh()
    const cwd = tempDir('xdeploy-smoke-')
    writeFileSync(path.join(cwd, 'bad.txt'), 'hello\n')
    writeFileSync(path.join(cwd, 'good.txt'), 'say: hi\nexpect: Welcome\n')
    const at = ['--channel-endpoint', `${s.sim.url}/apihook`]
    const env = { XENIOO_CHANNEL_KEY: 'channel-key-0123456789' }
    const runs = [
      await said(s, ['smoke-test', '--scripts', 'smoke/*.txt', ...at], { cwd, env }),
      await said(s, ['smoke-test', '--scripts', 'good.txt', '--timeout-seconds', 'x', ...at], { cwd, env }),
      await said(s, ['smoke-test', '--scripts', '*.txt', ...at], { cwd, env })
    ]
    expect(runs.map(r => r.code)).toEqual([2, 2, 2])
    expect(runs[0]?.text).toMatch(/--scripts line 1, 'smoke\/\*\.txt', matches no file in the working folder/)
    expect(runs[1]?.text).toMatch(/--timeout-seconds is 'x'/)
    expect(runs[2]?.text).toMatch(/file 'bad\.txt': line 1 is not a step: 'hello'.*\n.*Write each line of --script as/)
    // A script's own grammar ('say: <text>', a step) is the script's, not a workflow's: the first two are checked whole.
    expect(runs.slice(0, 2).flatMap(r => wordsIn(r.text))).toEqual([])
  })

  it('--throttle required with a token: refused before any request, naming the variables to set', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const env = { XENIOO_TOKEN: 'tok-0123456789abcdef', XENIOO_ACCOUNT_API_KEY: '', XENIOO_BOT_API_KEY: '' }
    const r = await said(s, ['overwrite', '--backup-file', file, '--throttle', 'required'], {
      cwd,
      env: { ...env, XENIOO_BOT_API_SECRET: '' }
    })
    expect(r.code).toBe(2)
    expect(r.text).toMatch(/--throttle is 'required', but a run given a XENIOO_TOKEN holds no secret/)
    expect(r.text).toMatch(/fix: Give XENIOO_ACCOUNT_API_KEY, XENIOO_BOT_API_KEY and XENIOO_BOT_API_SECRET instead/)
    expect(wordsIn(r.text)).toEqual([])
    expect(s.sim.log).toEqual([])
  })

  it('the hour, with each --on-throttle; a dry run; a backup the ledger confirms (--skip-unchanged)', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const env = { XENIOO_LEDGER: tempDir('xdeploy-ledger-') }
    const first = await said(s, ['overwrite', '--backup-file', file], { cwd, env })
    expect(first.code).toBe(0)
    const runs = [
      first,
      await said(s, ['overwrite', '--backup-file', file, '--on-throttle', 'fail'], { cwd, env }),
      await said(s, ['overwrite', '--backup-file', file, '--on-throttle', 'skip'], { cwd, env }),
      await said(s, ['overwrite', '--backup-file', file, '--on-throttle', 'wait', '--max-wait-minutes', '1'], {
        cwd,
        env
      }),
      await said(s, ['overwrite', '--backup-file', file, '--dry-run'], { cwd, env }),
      await said(s, ['overwrite', '--backup-file', file, '--skip-unchanged'], { cwd, env })
    ]
    expect(runs.map(r => r.code)).toEqual([0, 3, 0, 3, 0, 0])
    expect(runs[5]?.text).toMatch(/Unchanged: the ledger's newest entry is a confirmed overwrite with this backup/)
    expect(runs.flatMap(r => wordsIn(r.text))).toEqual([])
  })

  it('a ledger entry not believed under --throttle required; a failed smoke test after a deploy, and without one (#74)', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    // An entry of this bot's subject sealed with another secret: within its hour, not believed.
    const { auth, prefix } = subjectOf(s)
    const other = sealerOf({ ...auth, botApiSecret: 'another-secret-0123456789' })!
    const key = ledgerKey(prefix, Date.now() - 60_000, { operation: 'overwrite', outcome: 'ok' }, other)
    writeFileSync(path.join(ledger, 'entries.jsonl'), `${JSON.stringify({ key, savedAt: Date.now() })}\n`)
    const doubted = await said(s, ['overwrite', '--backup-file', file, '--ledger', ledger, '--throttle', 'required'], {
      cwd
    })
    expect(doubted.code).toBe(1)
    expect(doubted.text).toMatch(/newest entry is not believed/)
    const at = ['--channel-endpoint', `${s.sim.url}/apihook`, '--timeout-seconds', '2']
    const env = { XENIOO_CHANNEL_KEY: s.keys.prodChannelKey }
    writeFileSync(path.join(cwd, 'closed.txt'), 'expect: we are closed\n')
    const live = await said(s, ['overwrite', '--backup-file', file, '--publish', '--throttle', 'off'], { cwd })
    expect(live.code).toBe(0)
    const smokes = [
      await said(s, ['smoke-test', '--script', 'closed.txt', ...at], { cwd, env }),
      await said(s, ['smoke-test', '--script', 'closed.txt', ...at, '--next-publish-at', new Date().toISOString()], {
        cwd,
        env
      })
    ]
    expect(smokes.map(r => r.code)).toEqual([1, 1])
    // The script's own grammar is checked apart: the way back and the fix are the tool's words.
    const tool = (t: string) =>
      t
        .split('\n')
        .filter(l => !/^\s*(You|Bot|Check):/.test(l))
        .join('\n')
    expect([doubted, ...smokes].flatMap(r => wordsIn(tool(r.text)))).toEqual([])
  })

  it("an overwrite whose publish the platform refuses for its hour, or may have applied: the next times in a terminal's words", async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const overwrite = (ledger: string) => ['overwrite', '--backup-file', file, '--publish', '--ledger', ledger]
    s.sim.setLastPublish(prod(s).apiKey, s.sim.now() - 60_000)
    const refused = await said(s, overwrite(tempDir('xdeploy-ledger-')), { cwd })
    s.sim.advance(61 * 60_000)
    s.sim.fault('publish', { kind: 'reset-after' })
    // --verbose: the platform's clock, an hour ahead, said too.
    const maybe = await said(s, [...overwrite(tempDir('xdeploy-ledger-')), '--verbose'], { cwd })
    expect([refused, maybe].map(r => r.code)).toEqual([1, 1])
    expect(refused.text).toMatch(
      /but the publish was not: The platform refused the publish \(HTTP 400\) within the hour/
    )
    expect(maybe.text).toMatch(/the publish after it may have been applied/)
    expect(maybe.text).toMatch(/clock is 61 min \d+ s behind the platform's/)
    expect([refused, maybe].flatMap(r => wordsIn(r.text))).toEqual([])
  })

  it('a ledger that cannot be made; a restore with --credentials-file says where its keys are', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const blocked = path.join(tempDir('xdeploy-ledger-'), 'a-file')
    writeFileSync(blocked, 'not a folder')
    mkdirSync(path.join(cwd, 'keys'))
    const restore = ['restore', '--backup-file', file, '--credentials-file', 'keys/new.json', '--throttle', 'off']
    const restored = await said(s, restore, { cwd })
    // The platform counts the restore against the hour of the bot whose keys made it: the overwrite after it waits it out.
    s.sim.advance(61 * 60_000)
    // Without keeping what it replaces: that copy goes in the ledger's folder, which cannot be made (keep-replaced.test.ts).
    const overwrite = ['overwrite', '--backup-file', file, '--ledger', blocked, '--no-keep-replaced']
    const runs = [restored, await said(s, overwrite, { cwd })]
    expect(runs.map(r => r.code)).toEqual([0, 0])
    expect(runs[0]!.text).toMatch(/The new bot's API key and secret are in the credentials file keys\/new\.json/)
    expect(runs.flatMap(r => wordsIn(r.text))).toEqual([])
    expect(prod(s).live).toBeUndefined()
  })
})

describe.concurrent("the action's own words", () => {
  it('the same refusals and the hour: no --flag and no XENIOO_ variable of the command line in a fix', async () => {
    const s = await fresh()
    const first = await runChecked(s, deployRun(s, { scope: 'refs/heads/main' }))
    expect(first.code, first.stdout).toBe(0)
    const runs = [
      await runChecked(s, deployRun(s, { inputs: { 'service-endpoint': '' } })),
      await runChecked(s, deployRun(s, { inputs: { 'backup-file': 'bots/missing.xenioo' } })),
      await runChecked(s, deployRun(s, { inputs: { 'backup-file': '../outside.xenioo' } })),
      await runChecked(s, deployRun(s, { scope: 'refs/heads/main' })),
      await runChecked(s, deployRun(s, { scope: 'refs/heads/main', inputs: { 'on-throttle': 'skip' } }))
    ]
    expect(runs.map(r => r.code)).toEqual([1, 1, 1, 1, 0])
    const said = runs.flatMap(r => [...r.errors, ...r.stdout.split('\n').filter(l => !l.startsWith('::'))])
    expect(said.filter(l => /(^|\s|\()--[a-z]+(-[a-z]+)*\b/.test(l))).toEqual([])
    expect(said.filter(l => /(?<!vars\.|secrets\.)\bXENIOO_[A-Z_]+/.test(l))).toEqual([])
    expect(runs[3]!.errors[0]).toMatch(/set 'on-throttle: wait' to wait for it/)
    expect(runs[0]!.errors[0]).toMatch(/vars\.XENIOO_SERVICE_ENDPOINT.*'environment:'/)
  })
})
