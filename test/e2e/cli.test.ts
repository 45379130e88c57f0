// The command line (dist/cli/index.js) as a process against the simulator, as a shell or another CI runs it:
// every command; `--json` and the exit codes; the hour kept in a ledger folder between runs; secrets only from
// the environment; new keys only in the file named, 0600; the smoke test passing and failing; an older Node
// refused; and no secret in anything it prints.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runCli } from '../support/cli.ts'
import { cli, copyWith, keysOf, prod } from '../support/cli-checks.ts'
import { tempDir } from '../support/runner.ts'
import { expectSameHour, freshStages } from '../support/stage.ts'

const fresh = freshStages()

describe.concurrent('xenioo-deploy, the command line', () => {
  it('--version, --help and each command help: standard output, exit 0', async () => {
    const s = await fresh()
    const version = await cli(s, ['--version'])
    expect(version.code).toBe(0)
    expect(version.stdout).toBe(`${JSON.parse(readFileSync('package.json', 'utf8')).version}\n`)
    const help = await cli(s, ['--help'])
    expect(help.code).toBe(0)
    // Each command with a line of what it does (#66).
    for (const c of ['restore', 'overwrite', 'clone-by-ref', 'publish', 'backup', 'smoke-test', 'status'])
      expect(help.stdout).toMatch(new RegExp(`^ {2}${c} +\\w.{20,}$`, 'm'))
    const overwrite = await cli(s, ['overwrite', '--help'])
    expect(overwrite.stdout).toMatch(/--backup-file FILE +the backup/)
    expect(overwrite.stdout).toMatch(/--on-throttle fail\|skip\|wait +when the ledger shows/)
    const smoke = await cli(s, ['smoke-test', '-h'])
    expect(smoke.stdout).toMatch(/--script FILE +the conversation .*\(- for standard input\)/)
    const json = await runCli(['help', 'status', '--json'])
    expect(JSON.parse(json.stdout)).toMatchObject({
      command: 'status',
      flags: expect.arrayContaining([expect.objectContaining({ flag: '--bot-name' })])
    })
    expect(JSON.parse((await runCli(['--version', '--json'])).stdout)).toEqual({ version: expect.any(String) })
    expect(s.sim.log).toEqual([])
  })

  it('overwrite with --json, then a second within the hour from the same ledger folder: exit 3, nothing sent, the next time said', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    const first = await cli(s, ['overwrite', '--backup-file', file, '--ledger', ledger, '--json'], {
      cwd,
      env: keysOf(s)
    })
    expect(first.code, first.stderr).toBe(0)
    expect(first.json).toMatchObject({ result: 'overwritten', throttled: false })
    expect(first.json!['next-restore-at']).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(first.stderr).toMatch(/Calling overwrite with bots\/stripe-sample\.xenioo \(57624 bytes\)/)
    expect(first.stderr).toMatch(/Xenioo deploy: overwrite — overwritten/)
    expect(readFileSync(path.join(ledger, 'entries.jsonl'), 'utf8')).toMatch(/xenioo-deploy-restore-v3-/)
    const sent = s.sim.calls('overwrite').length
    const second = await cli(s, ['overwrite', '--backup-file', file, '--ledger', ledger, '--json'], {
      cwd,
      env: keysOf(s)
    })
    expect(second.code, second.stderr).toBe(3)
    expect(s.sim.calls('overwrite')).toHaveLength(sent)
    expectSameHour(second.json!['next-restore-at'] as string, first.json!['next-restore-at'] as string)
    expect(second.json).toMatchObject({ result: 'throttled', throttled: true })
    expect(second.json!.error).toMatch(/hour/)
    // The heading and the Result row say what the JSON's result says (#74: one result).
    expect(second.stderr).toMatch(/\nXenioo deploy: overwrite — throttled\n/)
    expect(second.stderr).toMatch(/^ {2}Result +throttled$/m)
    expect(second.stderr).toMatch(/error: /)
  })

  it('a secret given as a flag, and a restore without --credentials-file: exit 2, nothing sent', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const flag = await cli(s, ['overwrite', '--backup-file', file, `--bot-api-secret=${prod(s).apiSecret}`, '--json'], {
      cwd,
      env: keysOf(s)
    })
    expect(flag.code).toBe(2)
    expect(flag.stderr).toMatch(
      /--bot-api-secret is a secret: give it in the environment variable XENIOO_BOT_API_SECRET/
    )
    const restore = await cli(s, ['restore', '--backup-file', file], { cwd, env: keysOf(s) })
    expect(restore.code).toBe(2)
    expect(restore.stderr).toMatch(/'restore' makes a new bot.*--credentials-file FILE/)
    const missing = await cli(s, ['overwrite', '--backup-file', file], {
      cwd,
      env: { ...keysOf(s), XENIOO_BOT_API_SECRET: '' }
    })
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/error: XENIOO_BOT_API_SECRET is empty while XENIOO_BOT_API_KEY is set/)
    // A refusal as the smoke test's: the run's heading, then the failure; no table of what it never read.
    expect(missing.stderr).toMatch(/^\nXenioo deploy: overwrite — refused\n\nerror: /)
    expect(missing.stderr).not.toMatch(/Token level/)
    const typo = await cli(s, ['overwrite', '--backup-flie', file], { cwd, env: keysOf(s) })
    expect(typo.code).toBe(2)
    expect(typo.stderr).toMatch(/did you mean --backup-file\?/)
    expect(s.sim.log).toEqual([])
  })

  it('what the command line itself refuses: a key file for a call that answers none, an env file or a script it cannot read', async () => {
    const s = await fresh()
    const { cwd } = copyWith()
    const cases: [string[], RegExp][] = [
      [
        ['backup', '--backup-file', 'b.xenioo', '--credentials-file', 'k.json'],
        /--credentials-file: 'backup' does not take it\.\nSee 'xenioo-deploy backup --help'/
      ],
      [['smoke-test', '--script', 'missing.txt'], /--script 'missing.txt' cannot be read \(ENOENT/],
      [['publish', 'extra'], /argument 2 is not a flag, and the command is already 'publish'/],
      [
        ['restore', '--backup-file', 'b.xenioo', '--credentials-file', 'no/such/k.json'],
        /--credentials-file 'no\/such\/k.json' cannot be created \(ENOENT/
      ],
      [
        [],
        /^xenioo-deploy: a command is needed: restore, overwrite, rollback, clone-by-ref, backup, publish, smoke-test, status\./
      ]
    ]
    for (const [args, said] of cases) {
      const r = await cli(s, [...args, '--json'], { cwd, env: keysOf(s) })
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.stderr, args.join(' ')).toMatch(said)
      // One pointer to the help: the command's, once one is named.
      const see = args[0] ? `See 'xenioo-deploy ${args[0]} --help'.` : "See 'xenioo-deploy --help'."
      expect(r.stderr.match(/^See .*$/gm), args.join(' ')).toEqual([see])
    }
    expect(existsSync(path.join(cwd, 'k.json'))).toBe(false)
    // Node itself looks for every --env-file argument, even after the script's path, and ends the process
    // when one is missing (nodejs/node#54232; still so in Node 22 and 24): exit 9 before the command runs.
    const env = await cli(s, ['publish', '--env-file', 'missing.env'], { cwd, env: keysOf(s) })
    expect([env.code, env.stderr]).toEqual([9, expect.stringMatching(/: missing\.env: not found\n$/)])
    expect(s.sim.log).toEqual([])
  })

  it('refused by the platform before any call (keys that do not belong together): exit 1, not 2, since a request was made', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const env = { ...keysOf(s), XENIOO_BOT_API_SECRET: `${prod(s).apiSecret.slice(0, -4)}0000` }
    const r = await cli(s, ['overwrite', '--backup-file', file, '--json'], { cwd, env })
    expect(r.code).toBe(1)
    expect(r.json!.error).toMatch(/token request/)
    expect(s.sim.calls('overwrite')).toEqual([])
    // The smoke test without any key: its input refused before any request, the conversation not run.
    const none = await cli(s, ['smoke-test', '--script', '-'], { cwd, stdin: 'say: hi\n' })
    expect(none.code).toBe(2)
    expect(none.stderr).toMatch(/Xenioo smoke test — not run/)
    expect(none.stderr).toMatch(/error: --service-endpoint is empty, and --channel-endpoint is empty/)
  })

  it('a restore the platform refuses: exit 1, the credentials file claimed for it removed, nothing in it to lose', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    s.sim.fault('restore', { kind: 'status', status: 403, body: '{"Message": "not allowed"}' })
    const keys = path.join(cwd, 'new-bot.json')
    const env = { XENIOO_ACCOUNT_API_KEY: s.keys.paid, XENIOO_SERVICE_ENDPOINT: s.sim.endpoint(prod(s)) }
    const r = await cli(s, ['restore', '--backup-file', file, '--credentials-file', keys, '--json'], { cwd, env })
    expect(r.code).toBe(1)
    expect(r.json!.error).toMatch(/HTTP 403/)
    expect(r.stderr).toMatch(/The platform said: "not allowed"/)
    expect(existsSync(keys)).toBe(false)
  })

  it('restore with --credentials-file: the new keys in that file alone, mode 0600; an existing file is refused first', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const keys = path.join(cwd, 'new-bot.json')
    const env = { XENIOO_ACCOUNT_API_KEY: s.keys.paid, XENIOO_SERVICE_ENDPOINT: s.sim.endpoint(prod(s)) }
    const r = await cli(
      s,
      ['restore', '--backup-file', file, '--credentials-file', keys, '--json', '--throttle', 'off'],
      {
        cwd,
        env
      }
    )
    expect(r.code, r.stderr).toBe(0)
    expect(r.json).toMatchObject({ result: 'restored' })
    const saved = JSON.parse(readFileSync(keys, 'utf8')) as Record<string, string>
    const created = s.sim.fixture.bots.find(b => b.apiKey === saved['api-key'])
    expect(created).toBeDefined()
    expect(saved).toEqual({ 'api-key': created!.apiKey, 'api-secret': created!.apiSecret })
    expect(statSync(keys).mode & 0o777).toBe(0o600)
    for (const value of Object.values(saved)) expect(r.stdout + r.stderr).not.toContain(value)
    const before = s.sim.log.length
    const again = await cli(s, ['restore', '--backup-file', file, '--credentials-file', keys], { cwd, env })
    expect(again.code).toBe(2)
    expect(again.stderr).toMatch(/--credentials-file '.*new-bot\.json' exists already/)
    expect(s.sim.log).toHaveLength(before)
  })

  it('clone-by-ref, publish and backup: each as the action runs it', async () => {
    const s = await fresh()
    const { cwd } = copyWith()
    const keys = path.join(cwd, 'clone.json')
    const clone = await cli(s, ['clone-by-ref', '--credentials-file', keys, '--json'], { cwd, env: keysOf(s) })
    expect(clone.code, clone.stderr).toBe(0)
    expect(clone.json).toMatchObject({ result: 'cloned' })
    expect(existsSync(keys)).toBe(true)
    const publish = await cli(s, ['publish', '--json'], { cwd, env: keysOf(s) })
    expect(publish.code, publish.stderr).toBe(0)
    expect(publish.json).toMatchObject({ result: 'published', published: true })
    const exported = await cli(s, ['backup', '--backup-file', 'bots/support.xenioo', '--json'], { cwd, env: keysOf(s) })
    expect(exported.code, exported.stderr).toBe(0)
    expect(exported.json).toMatchObject({ result: 'backed-up', changed: true })
    expect(statSync(path.join(cwd, 'bots/support.xenioo')).size).toBe(exported.json!['backup-bytes'])
  })

  it('a publish whose channels report errors: exit 1, the JSON says what went live, each channel named on standard error', async () => {
    const s = await fresh({ channelShape: 'objects' })
    prod(s).channels = [
      { name: 'Web', enabled: true },
      { name: 'WhatsApp', enabled: true, error: 'The access token of the WhatsApp number has expired.' }
    ]
    const { cwd, file } = copyWith()
    const r = await cli(s, ['overwrite', '--backup-file', file, '--publish', '--json'], { cwd, env: keysOf(s) })
    expect(r.code).toBe(1)
    expect(r.json).toMatchObject({ result: 'overwritten', published: true, 'online-channels': ['Web'] })
    expect(r.stderr).toMatch(/error: Publish: channel WhatsApp: The access token of the WhatsApp number has expired\./)
    expect(r.stderr).toMatch(/error: .*published, but 1 channel reported errors: WhatsApp\. It is live on Web\./)
  })

  it('a ledger folder that takes no entry: the overwrite is done (exit 0), said once, not finished a second time, and the row says so', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    mkdirSync(path.join(ledger, 'entries.jsonl'))
    const r = await cli(s, ['overwrite', '--backup-file', file, '--ledger', ledger, '--json'], { cwd, env: keysOf(s) })
    expect(r.code, r.stderr).toBe(0)
    expect(r.json).toMatchObject({ result: 'overwritten' })
    expect(r.stderr).toMatch(new RegExp(`warning: Throttle ledger: could not read the ledger folder '${ledger}' \\(`))
    expect(r.stderr).not.toMatch(/entry before the call/)
    // The run finishes once: the folder's journal is the ledger's own file, so a second try at the end adds nothing.
    expect(r.stderr).not.toMatch(/could not record|tries again as it ends/)
    expect(r.stderr.match(/warning: Throttle ledger/g), r.stderr).toHaveLength(1)
    expect(r.stderr).toMatch(/Ledger entry +not saved \(see the warning in the log\)/)
  })

  it('a dry run and an --env-file: the secrets read from the file, nothing changed', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const envFile = path.join(cwd, '.env')
    writeFileSync(
      envFile,
      Object.entries(keysOf(s))
        .map(([k, v]) => `${k}=${v}`)
        .join('\n')
    )
    const r = await cli(s, ['overwrite', '--backup-file', file, '--dry-run', '--env-file', envFile, '--json'], { cwd })
    expect(r.code, r.stderr).toBe(0)
    expect(r.json).toMatchObject({ result: 'planned' })
    expect(s.sim.mutations()).toEqual([])
    for (const v of Object.values(keysOf(s)).slice(0, 3)) expect(r.stderr).not.toContain(v)
  })

  it('smoke-test after an overwrite that publishes: a script that passes (0), from standard input, with the keys', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    expect((await cli(s, ['overwrite', '--backup-file', file, '--publish'], { cwd, env: keysOf(s) })).code).toBe(0)
    const r = await cli(s, ['smoke-test', '--script', '-', '--json'], {
      env: keysOf(s),
      stdin: 'expect: running backup\nsay: hours?\nexpect: /open \\d to \\d/\n'
    })
    expect(r.code, r.stderr).toBe(0)
    expect(r.json).toEqual({ result: 'passed', passed: 1, failed: 0, 'bot-version': expect.any(String) })
    expect(r.stderr).toMatch(/Xenioo smoke test — passed/)
    expect(r.stderr).toMatch(/Check: expect: \/open \\d to \\d\/ ✓/)
  })

  it('smoke-test with the channel key: a script that fails (1), the line named, the bot quoted', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    expect((await cli(s, ['overwrite', '--backup-file', file, '--publish'], { cwd, env: keysOf(s) })).code).toBe(0)
    writeFileSync(path.join(cwd, 'script.txt'), 'say: hours?\nexpect: we are closed\n')
    const env = { XENIOO_CHANNEL_KEY: s.keys.prodChannelKey }
    const args = ['smoke-test', '--script', 'script.txt', '--channel-endpoint', `${s.sim.url}/apihook`]
    const r = await cli(s, [...args, '--timeout-seconds', '3', '--json'], { cwd, env })
    expect(r.code).toBe(1)
    expect(r.json).toMatchObject({ result: 'failed' })
    // The JSON's error is the tool's own sentence; what the bot said is on standard error only.
    expect(r.json?.error).toBe(
      'The smoke test failed at line 2 of --script (expect: we are closed, not met within the time limit).'
    )
    expect(r.stderr).toMatch(/The smoke test failed at line 2 of --script.*the bot said: "[^"]*open/)
    const none = await cli(s, ['smoke-test', '--channel-endpoint', `${s.sim.url}/apihook`], { cwd, env })
    expect(none.code).toBe(2)
    expect(none.stderr).toMatch(/--script FILE is needed/)
  })

  it('the platform echoing the token, in each form the redactor covers: *** on standard error, nothing of it in the JSON', async () => {
    const s = await fresh()
    const forms: [string, (t: string) => string][] = [
      ['percent-encoded', t => `invalid token=${encodeURIComponent(t)}`],
      ['JSON-escaped', t => `{"Message": "Token ${t.replace(/\//g, '\\/').replace(/\+/g, '\\u002B')} is invalid"}`],
      ['in base64', t => `{"Message": "got Authorization ${Buffer.from(`Bearer ${t}`).toString('base64')}"}`],
      ['wrapped every 16 characters', t => `{"Message": "${t.replace(/(.{16})/g, '$1 ')}"}`]
    ]
    for (const [name, render] of forms) {
      const { cwd, file } = copyWith()
      s.sim.fault('overwrite', { kind: 'echo', status: 400, render })
      s.sim.advance(61 * 60 * 1000)
      const r = await cli(s, ['overwrite', '--backup-file', file, '--throttle', 'off', '--json'], {
        cwd,
        env: keysOf(s)
      })
      expect(r.code, name).toBe(1)
      expect(r.stderr, name).toMatch(/The platform said: ".*\*\*\*/)
      expect(r.json!.error, name).not.toMatch(/platform said/)
      for (const token of s.sim.issuedTokens()) {
        for (const text of [r.stdout, r.stderr]) {
          expect(text, name).not.toContain(render(token))
          expect(text.toLowerCase(), name).not.toContain(token.slice(0, 16).toLowerCase())
        }
      }
    }
  })

  it('an older Node: one line naming 22, exit 2, nothing sent', async () => {
    const s = await fresh()
    // The entry as an older Node runs it: its version is all the check reads.
    const older = path.join(tempDir('xdeploy-node-'), 'node-20.mjs')
    writeFileSync(
      older,
      "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.19.0' } })\n"
    )
    const r = await cli(s, ['overwrite'], {
      env: { ...keysOf(s), NODE_OPTIONS: `--import=${pathToFileURL(older).href}` }
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toBe('xenioo-deploy needs Node 22 or later; this is Node 20.19.0.\n')
    expect(s.sim.log).toEqual([])
  })
})
