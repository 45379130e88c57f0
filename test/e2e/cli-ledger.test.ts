// The command line's ledger folder under a crowd (#65), with the bundled command line as processes against the
// simulator: runs of one bot at once or during another's call (one call sent), runs killed mid-call (the next
// knows), ledgers that cannot be read or written under `--throttle required` (refused before the call), locks
// left behind, entries saved while the file is pruned, and a folder kept private to its user.
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ledgerKey, sealerOf } from '../../src/domain/ledger-keys.ts'
import { type CliOptions, type CliResult, startCli } from '../support/cli.ts'
import {
  checkCli,
  cli,
  copyWith,
  deadPid,
  keysOf,
  lockOf,
  overwriteArgs,
  prod,
  subjectOf
} from '../support/cli-checks.ts'
import { tempDir } from '../support/runner.ts'
import type { SimBot } from '../support/simulator.ts'
import { freshStages, type Stage } from '../support/stage.ts'

const fresh = freshStages()

/** The environment of an account-level restore into the production bot's route. */
const accountOf = (s: Stage) => ({
  XENIOO_ACCOUNT_API_KEY: s.keys.paid,
  XENIOO_SERVICE_ENDPOINT: s.sim.endpoint(prod(s))
})

/** Starts the command line and checks what it shows once it ends. */
function started(s: Stage, args: string[], o: CliOptions) {
  const run = startCli(args, o)
  // A run killed has printed what it had: no JSON is promised.
  return { ...run, done: run.done.then(r => (r.signal ? r : checkCli(s, args, o, r))) }
}

/** Several runs started at the same instant, each checked. */
const atOnce = (s: Stage, runs: [string[], CliOptions][]): Promise<CliResult[]> =>
  Promise.all(runs.map(([args, o]) => started(s, args, o).done))

/** Resolves once the simulator has received `n` calls of `route` (a request under way: the tests' slow answers take
 * 12 s, longer than a second run takes on a loaded machine, so it reads the ledger while the first is in its call). */
async function received(s: Stage, route: 'overwrite' | 'restore', n = 1): Promise<void> {
  for (let i = 0; i < 600 && s.sim.calls(route).length < n; i++) await new Promise(r => setTimeout(r, 50))
  expect(s.sim.calls(route)).toHaveLength(n)
}

/** Gives a folder, or a new file of `text`, to another user (nobody), with `mode`. */
function giveAway(place: string, mode: number, text?: string): void {
  if (text !== undefined) writeFileSync(place, text)
  chownSync(place, 65534, 65534)
  chmodSync(place, mode)
}

describe.concurrent('runs of one bot at once, or during another’s call: one call sent', () => {
  it.each([2, 3])('%i overwrites started at the same instant: one sent, the others exit 3', async n => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    const runs = await atOnce(
      s,
      Array.from({ length: n }, () => [overwriteArgs(file, ledger), { cwd, env: keysOf(s) }])
    )
    expect(runs.map(r => r.code).sort()).toEqual([0, ...Array<number>(n - 1).fill(3)])
    expect(s.sim.calls('overwrite')).toHaveLength(1)
    for (const r of runs.filter(r => r.code === 3)) expect(r.json!.error).toMatch(/hour/)
  })

  it('a second overwrite started during the first one’s call: stopped (exit 3), or waiting with --on-throttle wait', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    s.sim.fault('overwrite', { kind: 'slow', ms: 12_000 })
    const first = started(s, overwriteArgs(file, ledger), { cwd, env: keysOf(s) })
    await received(s, 'overwrite')
    const second = await cli(s, overwriteArgs(file, ledger), { cwd, env: keysOf(s) })
    expect(second.code, second.stderr).toBe(3)
    expect(second.stderr).toMatch(/process \d+ on this machine, which is making that call now/)
    const waiting = started(s, overwriteArgs(file, ledger, '--on-throttle', 'wait'), { cwd, env: keysOf(s) })
    await waiting.said(/waiting until \d{4}-/)
    waiting.child.kill('SIGINT')
    // Ctrl-C ends the wait at once, saying nothing was sent: exit 130, as shells expect (#66).
    const stopped = await waiting.done
    expect(stopped.code).toBe(130)
    expect(stopped.json).toMatchObject({ result: 'cancelled' })
    expect(stopped.stderr).toMatch(/cancelled \(SIGINT\) while waiting out the throttle: no overwrite was sent/)
    expect((await first.done).code).toBe(0)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('two restores at once: one bot made, the other run exits 3 and leaves no credentials file', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    const bots = s.sim.fixture.bots.length
    const args = (n: number) => [
      'restore',
      '--backup-file',
      file,
      '--credentials-file',
      `bot-${n}.json`,
      '--ledger',
      ledger
    ]
    const runs = await atOnce(s, [
      [args(1), { cwd, env: accountOf(s) }],
      [args(2), { cwd, env: accountOf(s) }]
    ])
    expect(runs.map(r => r.code).sort()).toEqual([0, 3])
    expect(s.sim.calls('restore')).toHaveLength(1)
    expect(s.sim.fixture.bots).toHaveLength(bots + 1)
    expect([1, 2].filter(n => existsSync(path.join(cwd, `bot-${n}.json`)))).toHaveLength(1)
  })
})

describe.concurrent('runs that waited out the hour together', () => {
  it('read the ledger again before they call: one overwrite, the other stopped by the first’s (its new wait longer than it may)', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    // An overwrite of this bot whose hour ends in about 15 s, sealed as a deploy of it seals its entries.
    const { auth, prefix } = subjectOf(s)
    const at = Date.now() - 60 * 60 * 1000 + 10_000
    const key = ledgerKey(prefix, at, { operation: 'overwrite', outcome: 'ok' }, sealerOf(auth)!)
    writeFileSync(path.join(ledger, 'entries.jsonl'), `${JSON.stringify({ key, savedAt: at })}\n`, { mode: 0o600 })
    const args = overwriteArgs(file, ledger, '--on-throttle', 'wait', '--max-wait-minutes', '1')
    const runs = await atOnce(s, [
      [args, { cwd, env: keysOf(s) }],
      [args, { cwd, env: keysOf(s) }]
    ])
    expect(runs.map(r => r.code).sort(), runs.map(r => r.stderr).join('\n')).toEqual([0, 3])
    expect(runs.every(r => /waiting until \d{4}-/.test(r.stderr))).toBe(true)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })
})

describe.concurrent('a restore started during another’s call', () => {
  it('stopped (exit 3): one bot made, and no credentials file left by the second', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    const bots = s.sim.fixture.bots.length
    s.sim.fault('restore', { kind: 'slow', ms: 12_000 })
    const args = (keys: string) => ['restore', '--backup-file', file, '--credentials-file', keys, '--ledger', ledger]
    const first = started(s, args('first.json'), { cwd, env: accountOf(s) })
    await received(s, 'restore')
    const second = await cli(s, args('second.json'), { cwd, env: accountOf(s) })
    expect(second.code, second.stderr).toBe(3)
    expect(second.stderr).toMatch(
      /the newest entry is the restore of process \d+ on this machine, which is making that call now/
    )
    expect(existsSync(path.join(cwd, 'second.json'))).toBe(false)
    expect((await first.done).code).toBe(0)
    expect(s.sim.calls('restore')).toHaveLength(1)
    expect(s.sim.fixture.bots).toHaveLength(bots + 1)
  })
})

describe.concurrent('a run killed during its call: the next run knows the call may have happened', () => {
  it.each(['SIGKILL', 'SIGHUP'] as const)(
    'an overwrite ended by %s, then the same command: nothing sent',
    async signal => {
      const s = await fresh()
      const { cwd, file } = copyWith()
      const ledger = tempDir('xdeploy-ledger-')
      s.sim.fault('overwrite', { kind: 'slow', ms: 12_000 })
      const first = started(s, overwriteArgs(file, ledger), { cwd, env: keysOf(s) })
      await received(s, 'overwrite')
      first.child.kill(signal)
      // SIGHUP is handled (the call recorded, said, exit 129); SIGKILL cannot be.
      expect((await first.done).code).toBe(signal === 'SIGHUP' ? 129 : null)
      const again = await cli(s, overwriteArgs(file, ledger), { cwd, env: keysOf(s) })
      expect(again.code, again.stderr).toBe(3)
      expect(again.stderr).toMatch(/may have been applied/)
      expect(s.sim.calls('overwrite')).toHaveLength(1)
    }
  )

  it.each(['SIGKILL', 'SIGHUP'] as const)(
    'a restore ended by %s: the next says a bot may have been made, and where its keys were to go',
    async signal => {
      const s = await fresh()
      const { cwd, file } = copyWith()
      const ledger = tempDir('xdeploy-ledger-')
      s.sim.fault('restore', { kind: 'slow', ms: 12_000 })
      const args = (keys: string) => ['restore', '--backup-file', file, '--credentials-file', keys, '--ledger', ledger]
      const first = started(s, args('first.json'), { cwd, env: accountOf(s) })
      await received(s, 'restore')
      first.child.kill(signal)
      await first.done
      const again = await cli(s, args('second.json'), { cwd, env: accountOf(s) })
      expect(again.code, again.stderr).toBe(3)
      const how = signal === 'SIGKILL' ? 'that ended during its call' : 'whose call went unanswered'
      expect(again.stderr).toMatch(new RegExp(`restore of a run ${how} \\(process \\d+ on this machine, started `))
      expect(again.stderr).toMatch(/a bot may have been made: its key and secret were to be written to '.*first\.json'/)
      expect(s.sim.calls('restore')).toHaveLength(1)
      expect(existsSync(path.join(cwd, 'second.json'))).toBe(false)
    }
  )
})

describe.concurrent('--throttle required and a ledger it cannot read or write: refused before the call', () => {
  const cases: [string, (ledger: string) => void][] = [
    ['an entries file that is a folder', l => mkdirSync(path.join(l, 'entries.jsonl'))],
    ['an entries file larger than it reads', l => writeFileSync(path.join(l, 'entries.jsonl'), 'x'.repeat(9 << 20))],
    ['an entries file that is a pipe', l => spawnSync('mkfifo', [path.join(l, 'entries.jsonl')])],
    ['an entries file that is a symlink', l => symlinkSync('/dev/null', path.join(l, 'entries.jsonl'))],
    ['a lock that is a folder', l => mkdirSync(path.join(l, 'entries.lock'))],
    ['a folder that is a file', l => writeFileSync(path.join(l, 'in-the-way'), '')],
    // Another user's: made so where the tests run as root (CI); elsewhere a user cannot give a file away.
    ...(process.getuid?.() === 0
      ? ([
          ['another user’s entries file (0600)', l => giveAway(path.join(l, 'entries.jsonl'), 0o600, '')],
          ['another user’s folder that others can write', l => giveAway(l, 0o777)]
        ] as [string, (ledger: string) => void][])
      : [])
  ]
  it.each(cases)('%s', async (name, make) => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    let ledger = tempDir('xdeploy-ledger-')
    make(ledger)
    if (name === 'a folder that is a file') ledger = path.join(ledger, 'in-the-way', 'ledger')
    const r = await cli(s, overwriteArgs(file, ledger, '--throttle', 'required'), { cwd, env: keysOf(s) })
    expect(r.code, r.stderr).toBe(1)
    expect(r.json!.error).toMatch(/ledger/i)
    expect(r.stderr).toMatch(/nothing was sent to the bot/)
    expect(s.sim.calls('overwrite')).toEqual([])
  })
})

describe.concurrent('--throttle cache and a folder that cannot take the entry before the call', () => {
  it('the call goes on, said before it once: a run stopped during it would not be known to the next', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    // Readable, but every write's lock is a folder: nothing can be written.
    mkdirSync(path.join(ledger, 'entries.lock'))
    const r = await cli(s, overwriteArgs(file, ledger), { cwd, env: keysOf(s) })
    expect(r.code, r.stderr).toBe(0)
    const before = r.stderr.match(/could not write the overwrite's entry before the call \(.*is not a lock file/g)
    expect(before).toHaveLength(1)
    expect(r.stderr).toMatch(/if this run is stopped during the call, the next will not know of it/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })
})

describe.concurrent('a lock left behind', () => {
  it('by a process that has ended: taken over, and said so', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    const pid = deadPid()
    const at = Date.now() - 1000
    writeFileSync(lockOf(s, ledger), JSON.stringify({ pid, host: hostname(), at, until: at + 3_600_000 }))
    const r = await cli(s, overwriteArgs(file, ledger), { cwd, env: keysOf(s) })
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toMatch(new RegExp(`took over the lock of process ${pid} on this machine, which has ended`))
    expect(existsSync(lockOf(s, ledger))).toBe(false)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('held past its time by a process still running: taken over; held for longer than this run waits: refused, naming who holds it', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    const at = Date.now()
    writeFileSync(lockOf(s, ledger), JSON.stringify({ pid: process.pid, host: hostname(), at, until: at + 2000 }))
    const past = await cli(s, overwriteArgs(file, ledger), { cwd, env: keysOf(s) })
    expect(past.code, past.stderr).toBe(0)
    expect(past.stderr).toMatch(/took over the lock of process \d+ on this machine, held past its time/)
    const ledger2 = tempDir('xdeploy-ledger-')
    writeFileSync(
      lockOf(s, ledger2),
      JSON.stringify({ pid: process.pid, host: hostname(), at, until: at + 86_400_000 })
    )
    const held = await cli(s, [...overwriteArgs(file, ledger2), '--timeout-seconds', '1', '--retries', '1'], {
      cwd,
      env: keysOf(s)
    })
    expect(held.code, held.stderr).toBe(1)
    expect(held.json!.error).toMatch(new RegExp(`held by process ${process.pid} on this machine`))
    expect(held.stderr).toMatch(/nothing was sent to the bot/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })
})

describe.concurrent('a folder shared by a fleet', () => {
  it('six bots saving while the file is pruned: no entry lost', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    const bots: SimBot[] = Array.from({ length: 6 }, (_, i) => ({
      account: s.keys.paid,
      apiKey: `bot_fleet_${i}_${'k'.repeat(20)}`,
      apiSecret: `sec_fleet_${i}_${'s'.repeat(20)}`,
      route: `route_fleet_${i}`,
      name: `fleet ${i}`
    }))
    s.sim.fixture.bots.push(...bots)
    // Older than the ledger's horizon: every save now prunes the file.
    const old = JSON.stringify({ key: `xenioo-deploy-restore-v3-${'0'.repeat(32)}-old`, savedAt: 1 })
    writeFileSync(path.join(ledger, 'entries.jsonl'), `${old}\n`.repeat(4000), { mode: 0o600 })
    const first = await atOnce(
      s,
      bots.map(b => [overwriteArgs(file, ledger), { cwd, env: keysOf(s, b) }])
    )
    expect(first.map(r => r.code)).toEqual(Array(6).fill(0))
    const second = await atOnce(
      s,
      bots.map(b => [overwriteArgs(file, ledger), { cwd, env: keysOf(s, b) }])
    )
    expect(second.map(r => r.code)).toEqual(Array(6).fill(3))
    expect(s.sim.calls('overwrite')).toHaveLength(6)
    expect(statSync(path.join(ledger, 'entries.jsonl')).size).toBeLessThan(64 * 1024)
  })
})

describe.concurrent('the folder is ours', () => {
  it('a folder others can write and an entries file others can write: made private, and used', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    chmodSync(ledger, 0o777)
    writeFileSync(path.join(ledger, 'entries.jsonl'), '', { mode: 0o666 })
    chmodSync(path.join(ledger, 'entries.jsonl'), 0o666)
    const r = await cli(s, overwriteArgs(file, ledger), { cwd, env: keysOf(s) })
    expect(r.code, r.stderr).toBe(0)
    expect(statSync(ledger).mode & 0o777).toBe(0o700)
    expect(statSync(path.join(ledger, 'entries.jsonl')).mode & 0o777).toBe(0o600)
    expect(r.stderr).toMatch(/made private/)
  })

  it('a symlinked entries file and planted temporary files: no file outside the folder written', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const outside = tempDir('xdeploy-outside-')
    const target = path.join(outside, 'precious')
    writeFileSync(target, 'precious\n')
    const linked = tempDir('xdeploy-ledger-')
    symlinkSync(target, path.join(linked, 'entries.jsonl'))
    const viaLink = await cli(s, overwriteArgs(file, linked), { cwd, env: keysOf(s) })
    expect(viaLink.stderr).toMatch(/entries file '.*' is a symbolic link, which the ledger never follows/)
    // A busy file (pruned at this save), and a symlink at every temporary name the save could have used.
    const planted = tempDir('xdeploy-ledger-')
    const old = JSON.stringify({ key: `xenioo-deploy-restore-v3-${'0'.repeat(32)}-old`, savedAt: 1 })
    writeFileSync(path.join(planted, 'entries.jsonl'), `${old}\n`.repeat(4000), { mode: 0o600 })
    const next = deadPid()
    for (let pid = next; pid < next + 400; pid++) symlinkSync(target, path.join(planted, `entries.jsonl.${pid}.tmp`))
    const pruned = await cli(s, overwriteArgs(file, planted), { cwd, env: keysOf(s, s.sim.fixture.bots[1]) })
    expect(pruned.code, pruned.stderr).toBe(0)
    expect(statSync(path.join(planted, 'entries.jsonl')).size).toBeLessThan(64 * 1024)
    expect(readFileSync(target, 'utf8')).toBe('precious\n')
    expect(readdirSync(outside)).toEqual(['precious'])
  })
})
