// The command line's logic without a process: the arguments read (secrets refused as flags, switches, a typo
// named), the inputs as the action reads them, the action's words in the command line's names, the ledger's
// folder store (newest saved first, pruned past its horizon, a cut line passed over, a run's journal), its lock
// file (taken, let go, waited for, taken over), and the terminal's log
// (colour rules, a transfer's bytes and rate, redrawn on a terminal and paced elsewhere, secrets redacted).
import { appendFileSync, existsSync, mkdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import { tell } from '../../src/run/entry.ts'
import { ActionError, InputError } from '../../src/domain/errors.ts'
import { checkFlags, deployRequest, envName, parseArgs, UsageError } from '../../src/cli/args.ts'
import { terminalWords } from '../../src/cli/words.ts'
import { COMMANDS } from '../../src/cli/commands.ts'
import { helpJson, helpText as help } from '../../src/cli/help.ts'
import { main } from '../../src/cli/main.ts'
import { ENTRIES_FILE, type FolderStore, openFolderStore } from '../../src/cli/folder-store.ts'
import { ledgerFolder } from '../../src/cli/io.ts'
import { LockHeld, takeLock } from '../../src/cli/lock-file.ts'
import { ciJobOf, userAgentOf } from '../../src/cli/io.ts'
import { colours, terminalLog } from '../../src/cli/terminal.ts'
import { ACTION_VERSION, LEDGER_HORIZON_MS } from '../../src/domain/constants.ts'
import { keyOfPending, type LedgerStore, type PendingEntry } from '../../src/ledger/ledger.ts'
import { Secrets } from '../../src/lib/secrets.ts'
import { tempDir } from '../support/runner.ts'

const helpText = (c: (typeof COMMANDS)[number] | undefined, v: string) => help(c, v, envName)

describe('the arguments', () => {
  it('a command, values in both spellings, switches alone, negated or given a value', () => {
    const p = parseArgs([
      'overwrite',
      '--backup-file',
      'a.xenioo',
      '--throttle=off',
      '--publish',
      '--no-dry-run',
      '--json'
    ])
    expect(p.command).toBe('overwrite')
    expect(Object.fromEntries(p.flags)).toEqual({
      'backup-file': 'a.xenioo',
      throttle: 'off',
      publish: true,
      'dry-run': false
    })
    expect(p.own).toEqual({ json: 'true' })
    expect(Object.fromEntries(parseArgs(['backup', '--skip-unchanged=false']).flags)).toEqual({
      'skip-unchanged': false
    })
    // The command line's own switches: alone, =true, =false or --no-…; not the runner's YAML spellings.
    expect(() => parseArgs(['backup', '--skip-unchanged=False'])).toThrow(
      /--skip-unchanged is a switch: give it alone, or =true or =false \(the value given is not repeated here\)\./
    )
  })

  it.each([
    [['--token', 'x'], /--token is a secret: give it in the environment variable XENIOO_TOKEN/],
    [['restore', '--account-api-key=x'], /XENIOO_ACCOUNT_API_KEY/],
    [['smoke-test', '--channel-key', 'x'], /XENIOO_CHANNEL_KEY/],
    [['overwrte'], /'overwrte' is not a command; did you mean 'overwrite'\?/],
    [['publish', 'backup'], /argument 2 is not a flag, and the command is already 'publish'\./],
    [
      ['publish', '--dry-run', 's3cr3t'],
      /argument 3 is not a flag, .*\(--dry-run is a switch: it takes no value after it\)/
    ],
    [['publish', '--bot-name'], /--bot-name needs a value/],
    [['publish', '--bot-name', 'a', '--bot-name=b'], /--bot-name is given twice/]
  ])('%j: refused before anything else', (args, message) => {
    expect(() => parseArgs(args)).toThrow(UsageError)
    expect(() => parseArgs(args)).toThrow(message)
  })

  it('the request (#66): a flag, else the environment for secrets and the endpoint; trimmed; switches and the command as values', () => {
    const env = { XENIOO_BOT_API_KEY: ' k ', XENIOO_SERVICE_ENDPOINT: 'https://env.example', XENIOO_BOT_NAME: 'n' }
    const parsed = parseArgs(['overwrite', '--publish', '--no-dry-run', '--service-endpoint', 'https://flag.example'])
    const request = deployRequest(parsed, env, 'overwrite', false)
    expect(request).toMatchObject({
      operation: 'overwrite',
      'bot-api-key': 'k',
      'service-endpoint': 'https://flag.example',
      publish: true,
      'dry-run': false,
      'output-credentials': false
    })
    expect(request['skip-unchanged']).toBeUndefined()
    expect(deployRequest(parseArgs(['restore']), env, 'restore', true)).toMatchObject({
      'service-endpoint': 'https://env.example',
      'output-credentials': true
    })
    // Only secrets and the endpoint come from the environment: XENIOO_BOT_NAME is no input.
    expect(request['bot-name']).toBe('')
  })

  it("the command line's words name an input as its user gives it: a flag, an environment variable, the credentials file", () => {
    const words = terminalWords()
    expect(words.input('backup-file')).toBe('--backup-file')
    expect(words.input('account-api-key')).toBe('XENIOO_ACCOUNT_API_KEY')
    expect(words.input('output-credentials')).toBe('--credentials-file')
    expect(words.input('channel-key')).toBe('XENIOO_CHANNEL_KEY')
    expect(words.refused('token')).toBe('XENIOO_TOKEN')
    expect(WORKFLOW_WORDS.input('backup-file')).toBe("'backup-file'")
  })
})

describe('the dispatch and the flags a command takes', () => {
  const io = () => {
    const out: string[] = []
    const err: string[] = []
    const sink = (to: string[]) => ({ isTTY: false, write: (t: string) => (to.push(t), true) })
    return { out, err, io: { env: {}, stdout: sink(out), stderr: sink(err) } }
  }

  it('--version and --help on standard output, exit 0; each command its own help', async () => {
    const v = io()
    expect(await main(['--version'], v.io)).toBe(0)
    expect(v.out.join('')).toMatch(/^\d+\.\d+\.\d+\n$/)
    const h = io()
    expect(await main(['restore', '--help'], h.io)).toBe(0)
    expect(h.out.join('')).toMatch(/--credentials-file FILE +write the new bot's key and secret there .*required/)
    // A restore makes a new bot: the help leaves out what it refuses (publish, bot-name) and ignores (skip-unchanged).
    expect(h.out.join('')).not.toMatch(/--publish|--bot-name|--skip-unchanged|--max-backup-mib/)
    expect(helpText('smoke-test', '1.0.0')).toMatch(/XENIOO_CHANNEL_KEY/)
  })

  it("each command's help lists its own flags only, each with a line of meaning (#66)", () => {
    const flags = (c: (typeof COMMANDS)[number]) => [...helpText(c, '1').matchAll(/^ {2}(--[a-z-]+)/gm)].map(m => m[1])
    expect(flags('backup')).toContain('--max-backup-mib')
    expect(flags('backup')).not.toContain('--credentials-file')
    expect(flags('publish')).not.toContain('--backup-file')
    expect(flags('publish')).not.toContain('--publish')
    expect(flags('overwrite')).toEqual(expect.arrayContaining(['--publish', '--skip-unchanged', '--credentials-file']))
    expect(flags('clone-by-ref')).not.toContain('--throttle')
    expect(flags('smoke-test')).toEqual(expect.arrayContaining(['--scripts', '--junit', '--stop-on-failure']))
    expect(flags('status')).not.toContain('--dry-run')
    for (const c of COMMANDS) {
      for (const line of helpText(c, '1')
        .split('\n')
        .filter(l => l.startsWith('  --')))
        expect(line).toMatch(/^ {2}--\S+( \S+)? +\S.{8,}/)
      // Every flag a help lists is one the command takes: none is refused as unknown.
      const given = flags(c).filter(f => !['--help', '--json', '--verbose', '--env-file'].includes(f!))
      for (const f of given) {
        const args = [c, f!, ...(helpText(c, '1').match(new RegExp(`^  ${f} (\\S+)`, 'm')) ? ['x'] : [])]
        expect(() => checkFlags(parseArgs(args), c), `${c} ${f}`).not.toThrow()
      }
    }
    expect(helpJson(undefined, '1')).toMatchObject({
      version: '1',
      commands: expect.arrayContaining([{ command: 'status', means: expect.any(String) }])
    })
  })

  it('a usage mistake: exit 2, the message on standard error, and with --json one JSON object', async () => {
    const r = io()
    expect(await main(['--json', 'overwrite', '--token=x'], r.io)).toBe(2)
    expect(r.err.join('')).toMatch(/^xenioo-deploy: --token is a secret/)
    expect(JSON.parse(r.out.join(''))).toEqual({ result: 'refused', error: expect.stringMatching(/XENIOO_TOKEN/) })
  })

  it.each([
    ['overwrite', '--publish', 's3cr3t-value'],
    ['overwrite', '--publish=s3cr3t-value'],
    ['smoke-test', '--stop-on-failure', 's3cr3t-value']
  ])('a value refused after or in a switch is never repeated (%s %s %s) (#73)', async (...args) => {
    const r = io()
    expect(await main([...args, '--json'], r.io)).toBe(2)
    expect(r.err.join('')).toMatch(/is a switch/)
    expect(r.err.join('') + r.out.join('')).not.toContain('s3cr3t')
  })

  it('--json=true and --json=false mean what they say, on a usage mistake too; another value is a mistake (#66, in part)', async () => {
    const on = io()
    expect(await main(['overwrite', '--json=true', '--token=x'], on.io)).toBe(2)
    expect(JSON.parse(on.out.join(''))).toEqual({ result: 'refused', error: expect.stringMatching(/XENIOO_TOKEN/) })
    const off = io()
    expect(await main(['overwrite', '--json=false', '--token=x'], off.io)).toBe(2)
    expect(off.out).toEqual([])
    expect(parseArgs(['overwrite', '--json=false']).own.json).toBeUndefined()
    expect(parseArgs(['overwrite', '--json=true']).own.json).toBe('true')
    // The command line's own switches take --no- as the others do; the last one given wins.
    const last = io()
    expect(await main(['overwrite', '--json', '--no-json', '--token=x'], last.io)).toBe(2)
    expect(last.out).toEqual([])
    expect(parseArgs(['overwrite', '--json', '--no-json']).own.json).toBeUndefined()
    expect(() => parseArgs(['overwrite', '--json=yes'])).toThrow(
      /--json is a switch: give it alone, or =true or =false/
    )
  })

  it('help, and help <command>: the same as --help (#66, in part); the smoke test’s help says its own time limit', async () => {
    const general = io()
    expect(await main(['help'], general.io)).toBe(0)
    expect(general.out.join('')).toBe(`${helpText(undefined, ACTION_VERSION)}\n`)
    expect(general.out.join('')).toMatch(/^ {2}status +which bot the keys reach/m)
    const command = io()
    expect(await main(['help', 'overwrite'], command.io)).toBe(0)
    expect(command.out.join('')).toBe(`${helpText('overwrite', ACTION_VERSION)}\n`)
    expect(await main(['help', 'overwrit'], io().io)).toBe(2)
    expect(helpText('smoke-test', ACTION_VERSION)).toMatch(/--timeout-seconds N +.*\(default 30, at most 600\)/)
    expect(helpText('overwrite', ACTION_VERSION)).toMatch(/--timeout-seconds N +.*\(default 300\)/)
  })

  it.each([
    [['smoke-test', '--backup-file', 'a'], 'smoke-test', /--backup-file: 'smoke-test' does not take it\./],
    [['overwrite', '--script', 'a'], 'overwrite', /--script: 'overwrite' does not take it\./],
    [['overwrite', '--retires', '3'], 'overwrite', /--retires: no such flag; did you mean --retries\?/],
    [['publish', '--colour', 'x'], 'publish', /^--colour: no such flag\.$/],
    // #74: a mistyped flag last on the line is named as one, not as a flag that needs a value.
    [['overwrite', '--backup-file', 'b', '--publsh'], 'overwrite', /--publsh: no such flag; did you mean --publish\?/],
    // #74: the table is the parser: a flag of another command's, refused by the one that does not list it.
    [['clone-by-ref', '--max-backup-mib', '5'], 'clone-by-ref', /--max-backup-mib: 'clone-by-ref' does not take it\./],
    [['clone-by-ref', '--on-throttle', 'wait'], 'clone-by-ref', /--on-throttle: 'clone-by-ref' does not take it\./]
  ] as const)('%j: refused, named', (args, command, said) => {
    expect(() => checkFlags(parseArgs(args), command)).toThrow(said)
  })
})

describe('the ledger in a folder', () => {
  const quiet = { info: () => undefined, warning: () => undefined }
  it('where: --ledger, else XENIOO_LEDGER, else XDG_STATE_HOME (absolute only), else ~/.local/state', () => {
    expect(ledgerFolder('l', {})).toBe(path.resolve('l'))
    expect(ledgerFolder(undefined, { XENIOO_LEDGER: '/x' })).toBe('/x')
    expect(ledgerFolder(undefined, { XDG_STATE_HOME: '/s' })).toBe('/s/xenioo-deploy/ledger')
    expect(ledgerFolder(undefined, { XDG_STATE_HOME: 'relative' })).toMatch(/\.local\/state\/xenioo-deploy\/ledger$/)
  })

  it('a lookup answers the newest saved key of the first prefix that has one; a cut line is passed over', async () => {
    const folder = path.join(tempDir(), 'ledger')
    const store = openFolderStore(folder, quiet) as LedgerStore
    const signal = new AbortController().signal
    expect(await store.lookup(['a-'], signal)).toBeUndefined()
    await store.save('a-2', signal)
    await store.save('a-1', signal)
    await store.save('b-9', signal)
    appendFileSync(path.join(folder, ENTRIES_FILE), '{"key": "a-4"}\n{"key": "a-3", "sav')
    expect(await store.lookup(['c-', 'a-', 'b-'], signal)).toBe('a-1')
    expect(await store.lookup(['b-'], signal)).toBe('b-9')
    expect(store.name).toBe(`the ledger folder '${folder}'`)
  })

  it('past its size, a save keeps only the entries within the horizon', async () => {
    const folder = tempDir()
    let now = 10 * LEDGER_HORIZON_MS
    const store = openFolderStore(folder, quiet, { now: () => now }) as LedgerStore
    const old = JSON.stringify({ key: `old-${'x'.repeat(500)}`, savedAt: now - LEDGER_HORIZON_MS - 1 })
    writeFileSync(path.join(folder, ENTRIES_FILE), `${old}\n`.repeat(600))
    now += 1
    await store.save('new-1', new AbortController().signal)
    const lines = readFileSync(path.join(folder, ENTRIES_FILE), 'utf8').trim().split('\n')
    expect(lines.map(l => JSON.parse(l) as Record<string, unknown>)).toEqual([
      { key: 'new-1', savedAt: now, by: { pid: process.pid, host: hostname(), at: now - 1 } }
    ])
  })

  it('a folder that cannot be made: why, as the ledger says it', async () => {
    const file = path.join(tempDir(), 'file')
    writeFileSync(file, '')
    expect(openFolderStore(path.join(file, 'ledger'), quiet)).toMatch(/^the ledger folder '.*' cannot be made \(/)
  })

  it('a run’s journal: its last line counts (a later one withdraws what it held), and a prune keeps that line alone', async () => {
    const folder = tempDir()
    let now = 10 * LEDGER_HORIZON_MS
    const store = openFolderStore(folder, quiet, { now: () => now, keys: '/k.json' }) as FolderStore
    const entry = (at: number, outcome: 'ok' | 'unknown'): PendingEntry => {
      return { prefix: 'a-', noun: 'restore', at, note: { operation: 'restore', outcome }, seal: '0'.repeat(32) }
    }
    const [first, second, third] = [entry(1, 'unknown'), entry(2, 'ok'), entry(3, 'ok')]
    await store.journal([first])
    expect(await store.lookup(['a-'])).toBe(keyOfPending(first))
    await store.journal([second])
    expect(await store.lookup(['a-'])).toBe(keyOfPending(second))
    await store.journal([])
    expect(await store.lookup(['a-'])).toBeUndefined()
    await store.journal([third])
    // Another run's journal, ended, and a line that is no journal (no run named).
    const other = { by: { pid: 1, host: 'elsewhere', at: now }, pending: ['a-4'], savedAt: now }
    appendFileSync(path.join(folder, ENTRIES_FILE), `${JSON.stringify(other)}\n{"pending": ["a-5"], "savedAt": 1}\n`)
    expect(await store.lookup(['a-'])).toBe('a-4')
    const old = JSON.stringify({ key: `old-${'x'.repeat(500)}`, savedAt: 1 })
    appendFileSync(path.join(folder, ENTRIES_FILE), `${old}\n`.repeat(600))
    now += 1
    await store.save('b-1')
    const lines = readFileSync(path.join(folder, ENTRIES_FILE), 'utf8').trim().split('\n')
    const kept = lines.map(l => JSON.parse(l) as { key?: string; pending?: string[] })
    expect(kept.map(l => l.key ?? l.pending)).toEqual([[keyOfPending(third)], ['a-4'], 'b-1'])
  })
})

describe('the CI job a command runs in (#67)', () => {
  it('GitLab’s, where it names its job: in the entries’ origin and the User-Agent; none elsewhere', () => {
    const gitlab = {
      CI_JOB_URL: 'https://gitlab.example.com/acme/bots/-/jobs/8812',
      CI_JOB_ID: '8812',
      CI_COMMIT_REF_NAME: 'main'
    }
    expect(ciJobOf(gitlab)).toEqual({ runNumber: '8812', ref: 'main' })
    expect(userAgentOf(ciJobOf(gitlab))).toMatch(/^xenioo-deploy\/[\d.]+ \(command line; GitLab CI job 8812\)$/)
    for (const env of [
      {},
      { ...gitlab, CI_JOB_URL: '' },
      { ...gitlab, CI_JOB_ID: '88 12' },
      { ...gitlab, CI_COMMIT_REF_NAME: '' }
    ])
      expect(ciJobOf(env)).toBeUndefined()
    expect(userAgentOf(undefined)).toMatch(/^xenioo-deploy\/[\d.]+ \(command line\)$/)
  })
})

describe('the lock file', () => {
  const said: string[] = []
  const say = (m: string) => void said.push(m)
  const lockIn = () => path.join(tempDir(), 'x.lock')

  it('taken, then let go; a lock put in its place meanwhile stays', async () => {
    const lock = lockIn()
    const held = await takeLock({ path: lock, holdMs: 1000, say })
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() })
    expect(held.ours()).toBe(true)
    held.release()
    expect(existsSync(lock)).toBe(false)
    const again = await takeLock({ path: lock, holdMs: 1000, say })
    writeFileSync(lock, 'another run’s')
    expect(again.ours()).toBe(false)
    again.release()
    expect(readFileSync(lock, 'utf8')).toBe('another run’s')
  })

  it('another machine’s: waited for, then refused while its time runs; taken over past it', async () => {
    const lock = lockIn()
    const at = Date.now()
    writeFileSync(lock, JSON.stringify({ pid: 1, host: 'build-7', at, until: at + 60_000 }))
    const held = await takeLock({ path: lock, holdMs: 300, say }).catch((e: unknown) => e)
    expect(held).toBeInstanceOf(LockHeld)
    expect((held as LockHeld).holder).toMatchObject({ pid: 1, host: 'build-7' })
    writeFileSync(lock, JSON.stringify({ pid: 1, host: 'build-7', at, until: at - 1 }))
    await takeLock({ path: lock, holdMs: 300, say })
    expect(said.at(-1)).toMatch(/^took over the lock of process 1 on build-7, held past its time/)
  })

  it('a bot’s lock held longer than the run waits: the run stops before any call, naming who holds it', async () => {
    const folder = tempDir()
    const store = openFolderStore(folder, { info: () => undefined, warning: () => undefined }) as FolderStore
    const prefix = `xenioo-deploy-restore-v3-${'a'.repeat(32)}-`
    writeFileSync(path.join(folder, `${'a'.repeat(32)}.lock`), 'not a lock')
    const signal = new AbortController().signal
    await expect(store.hold([prefix], 300, signal)).rejects.toThrow(
      /lock for this bot is held by a file this tool did not write, longer than this run waits for it \(1 s\): nothing was sent to the bot/
    )
    const at = Date.now()
    writeFileSync(
      path.join(folder, `${'a'.repeat(32)}.lock`),
      JSON.stringify({ pid: 1, host: 'build-7', at, until: at + 60_000 })
    )
    await expect(store.hold([prefix], 300, signal)).rejects.toThrow(/held by process 1 on build-7 \(since /)
  })

  it('a lock file it did not write: taken over once it is ten seconds old; a folder in its place: an error', async () => {
    const lock = lockIn()
    writeFileSync(lock, 'not a lock')
    expect(await takeLock({ path: lock, holdMs: 300, say }).catch((e: unknown) => e)).toBeInstanceOf(LockHeld)
    const old = (Date.now() - 60_000) / 1000
    utimesSync(lock, old, old)
    await takeLock({ path: lock, holdMs: 300, say })
    expect(said.at(-1)).toBe('took over a lock file this tool did not write')
    const folder = lockIn()
    mkdirSync(folder)
    await expect(takeLock({ path: folder, holdMs: 300, say })).rejects.toThrow(/is not a lock file/)
    // A symbolic link in its place is never followed.
    const linked = lockIn()
    symlinkSync(lock, linked)
    await expect(takeLock({ path: linked, holdMs: 300, say })).rejects.toThrow(/ELOOP/)
  })
})

describe('the terminal', () => {
  const written = () => {
    const out: string[] = []
    return { out, stream: (tty: boolean) => ({ isTTY: tty, write: (t: string) => (out.push(t), true) }) }
  }
  const MIB = 1024 * 1024

  it('colour only on a terminal and without NO_COLOR', () => {
    expect(colours({ isTTY: true }, {})).toBe(true)
    expect(colours({ isTTY: true }, { NO_COLOR: '1' })).toBe(false)
    expect(colours({ isTTY: true }, { NO_COLOR: '' })).toBe(true)
    expect(colours({ isTTY: false }, {})).toBe(false)
  })

  it('on a terminal a transfer redraws one line with its bytes and rate; a line after it starts on its own', () => {
    const { out, stream } = written()
    let now = 0
    const log = terminalLog(stream(true), {}, new Secrets(() => undefined), { verbose: false, now: () => now })
    log.progress!({ moving: 'upload', bytes: 1 * MIB, total: 8 * MIB })
    now = 1000
    log.progress!({ moving: 'upload', bytes: 4 * MIB, total: 8 * MIB })
    now = 2000
    log.progress!({ moving: 'upload', bytes: 8 * MIB, total: 8 * MIB })
    log.info('Done')
    expect(out).toEqual([
      '\r\x1b[KUploading: 4.0 MiB of 8.0 MiB (50%), 4.0 MiB/s',
      '\r\x1b[KUploading: 8.0 MiB of 8.0 MiB (100%), 4.0 MiB/s',
      '\n',
      'Done\n'
    ])
  })

  it('a transfer done at its first word: shown once, without a rate (no time has passed)', () => {
    const { out, stream } = written()
    const log = terminalLog(stream(false), {}, new Secrets(() => undefined), { verbose: false, now: () => 5 })
    log.progress!({ moving: 'export', bytes: 5 * MIB, total: 5 * MIB })
    expect(out).toEqual(['Exporting: 5.0 MiB of 5.0 MiB (100%)\n'])
  })

  it('away from a terminal: a line every 30 s and at the end, nothing for a small transfer, a wait as lines', () => {
    const { out, stream } = written()
    let now = 0
    const log = terminalLog(stream(false), {}, new Secrets(() => undefined), { verbose: false, now: () => now })
    log.progress!({ moving: 'export', bytes: 1 * MIB, total: 2 * MIB })
    log.progress!({ moving: 'export', bytes: 2 * MIB, total: 2 * MIB })
    for (let i = 1; i <= 7; i++) {
      now = i * 10_000
      log.progress!({ moving: 'upload', bytes: i * 5 * MIB })
    }
    log.progress!({ waiting: 'Still waiting: 1 min 0 s left.' })
    // From the first call (10 s): 20 MiB at 40 s, 35 MiB at 70 s; the small export said nothing.
    expect(out).toEqual([
      'Uploading: 20.0 MiB, 0.7 MiB/s\n',
      'Uploading: 35.0 MiB, 0.6 MiB/s\n',
      'Still waiting: 1 min 0 s left.\n'
    ])
  })

  it('on a terminal without NO_COLOR: warnings, errors and debug coloured; a wait redrawn in place', () => {
    const { out, stream } = written()
    const log = terminalLog(stream(true), {}, new Secrets(() => undefined), { verbose: true })
    log.warning('careful')
    log.debug('detail')
    log.progress!({ waiting: 'Still waiting: 2 s left.' })
    log.progress!({ waiting: 'Still waiting: 1 s left.' })
    log.settle()
    log.settle()
    expect(out).toEqual([
      '\x1b[33mwarning: careful\x1b[0m\n',
      '\x1b[2mdebug: detail\x1b[0m\n',
      '\r\x1b[KStill waiting: 2 s left.',
      '\r\x1b[KStill waiting: 1 s left.',
      '\n'
    ])
  })

  it('every line redacted; debug only when verbose; warnings and errors named', () => {
    const { out, stream } = written()
    const secrets = new Secrets(() => undefined)
    secrets.add('s3cr3t-value-0123456789')
    const log = terminalLog(stream(false), {}, secrets, { verbose: false })
    log.info('key s3cr3t-value-0123456789')
    log.debug('hidden')
    log.warning('careful', { file: 'bots/a.xenioo', title: 'Backup file' })
    log.error('broken', 'Publish')
    expect(out.join('')).not.toContain('s3cr3t-value-0123456789')
    expect(out).toHaveLength(3)
    expect(out[1]).toBe('warning: bots/a.xenioo: careful\n')
    expect(out[2]).toBe('error: Publish: broken\n')
  })
})

describe("a deploy's failure, told once in each shell's words (#66)", () => {
  const secrets = new Secrets(() => undefined)
  secrets.add('sekrit-0123456789')
  const refused = new InputError('backup-file', "'a.xenioo' does not exist.", 'Check the path.')
  it('a refused input: named by the input in a workflow, by its flag on a terminal; its sentences as made, never rewritten', () => {
    const outcome = { kind: 'refused', error: refused } as const
    const workflow = tell({ outcome }, WORKFLOW_WORDS, secrets)
    const terminal = tell({ outcome }, terminalWords(), secrets)
    expect(workflow).toMatchObject({ message: "Input 'backup-file' 'a.xenioo' does not exist.", kind: 'refused' })
    expect(terminal).toMatchObject({ message: "--backup-file 'a.xenioo' does not exist.", fix: 'Check the path.' })
    expect(terminal?.short).toBe(terminal?.message)
  })
  it("the hour's refusal is throttled; the platform's words in the log's sentence only, redacted", () => {
    const error = new ActionError(
      'The platform refused it (HTTP 400).',
      'Run again later.',
      'token sekrit-0123456789 bad'
    )
    const told = tell({ outcome: { kind: 'refused', error, throttled: true } as never }, WORKFLOW_WORDS, secrets)
    expect(told).toMatchObject({ kind: 'throttled', short: 'The platform refused it (HTTP 400).' })
    expect(told?.message).toBe('The platform refused it (HTTP 400). The platform said: "token *** bad"')
  })
})
