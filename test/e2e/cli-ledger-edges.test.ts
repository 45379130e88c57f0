// The command line's ledger folder at its edges (#73), with the bundled command line as processes against the
// simulator: a lock that cannot be moved aside and a folder that cannot be made end the run within its bound (no
// spin, a signal heard); an entry cut short by a full disk never counts as written, and a cut line never hides the
// next; a run whose clock is hours ahead never takes a live holder's lock into a second call; status writes nothing;
// a credentials file the disk will not take is never said to hold the new bot's keys.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, chmodSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startCli } from '../support/cli.ts'
import { cli, copyWith, deadPid, keysOf, lockOf, overwriteArgs, prod } from '../support/cli-checks.ts'
import { tempDir } from '../support/runner.ts'
import { freshStages, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const HOUR = 60 * 60 * 1000
/** Mounts need root: CI and this project's machines run as root; elsewhere these rows cannot be set up. */
const root = process.getuid?.() === 0
const mounts: string[] = []
afterAll(() => {
  for (const m of mounts) spawnSync('umount', ['-l', m])
})

/** A new folder with a small tmpfs of `kib` KiB mounted on it. */
function tmpfs(kib: number): string {
  const dir = tempDir('xdeploy-mount-')
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${kib}k,mode=0700`, 'tmpfs', dir], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`mount: ${r.stderr}`)
  mounts.push(dir)
  return dir
}

/** A folder whose path is `length` characters long, made under the temporary folder. */
function folderOfLength(length: number): string {
  let dir = tempDir('xdeploy-long-')
  while (dir.length < length - 200) dir = path.join(dir, 'd'.repeat(180))
  dir = path.join(dir, 'e'.repeat(length - dir.length - 1))
  mkdirSync(dir, { recursive: true })
  return dir
}

/** A lock of the production bot left by a run that has ended on this machine. */
function leftLock(s: Stage, ledger: string): string {
  const at = Date.now() - 1000
  const lock = lockOf(s, ledger)
  writeFileSync(lock, JSON.stringify({ pid: deadPid(), host: hostname(), at, until: at + HOUR }))
  return lock
}

describe.concurrent('every wait has a bound, and hears a signal', () => {
  it('a lock left by an ended run in a folder too long for its moved-aside name: the run ends, naming the file to delete; nothing sent', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    // The lock's path fits the system's limit (4,095 characters); the moved-aside name (18 more) does not.
    const ledger = folderOfLength(4_050)
    const lock = leftLock(s, ledger)
    for (const throttle of ['cache', 'required']) {
      const r = await cli(s, overwriteArgs(file, ledger, '--throttle', throttle), {
        cwd,
        env: keysOf(s),
        killAfterMs: 30_000
      })
      expect(r.signal, 'it spun until the test killed it').toBeNull()
      expect(r.code, r.stderr).toBe(1)
      expect(r.stderr).toContain(`Delete '${lock}'`)
      expect(r.stderr).toMatch(/nothing was sent to the bot/)
    }
    expect(s.sim.calls('overwrite')).toEqual([])
  })

  it.runIf(root)(
    'a lock left by an ended run in a read-only folder: the run ends, naming the file to delete; nothing sent',
    async () => {
      const s = await fresh()
      const { cwd, file } = copyWith()
      const ledger = tmpfs(256)
      const lock = leftLock(s, ledger)
      expect(spawnSync('mount', ['-o', 'remount,ro', ledger]).status).toBe(0)
      const r = await cli(s, overwriteArgs(file, ledger), { cwd, env: keysOf(s), killAfterMs: 30_000 })
      expect(r.signal, 'it spun until the test killed it').toBeNull()
      expect(r.code, r.stderr).toBe(1)
      expect(r.stderr).toContain(`Delete '${lock}'`)
      expect(s.sim.calls('overwrite')).toEqual([])
    }
  )

  it('a ledger folder that cannot be made (/proc/nope): status and an overwrite end, saying so; required sends nothing', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = '/proc/nope/ledger'
    const status = await cli(s, ['status', '--ledger', ledger, '--json'], { cwd, env: keysOf(s), killAfterMs: 30_000 })
    expect(status.signal).toBeNull()
    expect(status.code, status.stderr).toBe(0)
    expect(status.stderr).toMatch(/ledger folder '\/proc\/nope\/ledger' does not exist/)
    const required = await cli(s, overwriteArgs(file, ledger, '--throttle', 'required'), {
      cwd,
      env: keysOf(s),
      killAfterMs: 30_000
    })
    expect(required.signal).toBeNull()
    expect(required.code, required.stderr).toBe(1)
    expect(required.stderr).toMatch(/ledger folder '\/proc\/nope\/ledger' cannot be made/)
    expect(required.stderr).toMatch(/--ledger/)
    expect(s.sim.calls('overwrite')).toEqual([])
    const cache = await cli(s, overwriteArgs(file, ledger), { cwd, env: keysOf(s), killAfterMs: 30_000 })
    expect(cache.signal).toBeNull()
    expect(cache.code, cache.stderr).toBe(0)
    expect(cache.stderr).toMatch(/cannot be made/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143]
  ] as const)('%s while waiting for a live holder’s lock: exit %i at once, nothing sent', async (signal, code) => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    const at = Date.now()
    writeFileSync(lockOf(s, ledger), JSON.stringify({ pid: process.pid, host: hostname(), at, until: at + HOUR }))
    const run = startCli(overwriteArgs(file, ledger), { cwd, env: keysOf(s), killAfterMs: 30_000 })
    await run.said(/waiting for process \d+ on this machine, which holds the lock/)
    run.child.kill(signal)
    const r = await run.done
    expect(r.code, r.stderr).toBe(code)
    expect(s.sim.calls('overwrite')).toEqual([])
  })
})

describe.concurrent('an entry before the call is whole, or it is not there', () => {
  it('an entries file whose last line was cut (no end of line): a run killed in its call is known to the next', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    writeFileSync(path.join(ledger, 'entries.jsonl'), '{"key":"overwrite-v1-cut sho', { mode: 0o600 })
    s.sim.fault('overwrite', { kind: 'slow', ms: 12_000 })
    const first = startCli(overwriteArgs(file, ledger), { cwd, env: keysOf(s) })
    for (let i = 0; i < 600 && s.sim.calls('overwrite').length === 0; i++) await new Promise(r => setTimeout(r, 50))
    first.child.kill('SIGKILL')
    await first.done
    const again = await cli(s, overwriteArgs(file, ledger), { cwd, env: keysOf(s) })
    expect(again.code, again.stderr).toBe(3)
    expect(again.stderr).toMatch(/may have been applied/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it.runIf(root)(
    'a disk with room for part of the entry: under required no call, under cache the call goes on, said; no cut line left',
    async () => {
      const s = await fresh()
      const { cwd, file } = copyWith()
      const ledger = tmpfs(64)
      const entries = path.join(ledger, 'entries.jsonl')
      // One page of the file used but for 95 bytes; room left for the two locks alone: the entry's write is cut short.
      writeFileSync(entries, `${'x'.repeat(4000)}\n`, { mode: 0o600 })
      writeFileSync(path.join(ledger, 'filler'), Buffer.alloc(64 * 1024 - 3 * 4096))
      const required = await cli(s, overwriteArgs(file, ledger, '--throttle', 'required'), { cwd, env: keysOf(s) })
      expect(required.code, required.stderr).toBe(1)
      expect(required.stderr).toMatch(/could not take the overwrite's entry before the call \(.*written in part/)
      expect(required.stderr).toMatch(/nothing was sent to the bot/)
      expect(s.sim.calls('overwrite')).toEqual([])
      expect(statSync(entries).size).toBe(4001)
      const cache = await cli(s, overwriteArgs(file, ledger), { cwd, env: keysOf(s) })
      expect(cache.code, cache.stderr).toBe(0)
      expect(cache.stderr.match(/could not write the overwrite's entry before the call/g)).toHaveLength(1)
      expect(s.sim.calls('overwrite')).toHaveLength(1)
      expect(readFileSync(entries, 'utf8').endsWith('\n')).toBe(true)
    }
  )
})

describe.concurrent('no two calls, whatever the clocks', () => {
  it('a run whose clock is three hours ahead, started while the holder waits on its token: one overwrite', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const ledger = tempDir('xdeploy-ledger-')
    // The holder takes the lock at its lookup, then waits on its token for 8 s before its call.
    s.sim.fault('integration', { kind: 'slow', ms: 8_000 })
    const holder = startCli(overwriteArgs(file, ledger, '--verbose'), { cwd, env: keysOf(s) })
    for (let i = 0; i < 400 && !existsSync(lockOf(s, ledger)); i++) await new Promise(r => setTimeout(r, 25))
    expect(existsSync(lockOf(s, ledger))).toBe(true)
    // Its clock three hours ahead (NODE_OPTIONS splits on spaces: the module has none).
    const ahead = `--import=data:text/javascript,Date.now=(n=>()=>n()+${3 * HOUR})(Date.now)`
    const second = await cli(s, overwriteArgs(file, ledger), { cwd, env: { ...keysOf(s), NODE_OPTIONS: ahead } })
    const first = await holder.done
    expect(s.sim.calls('overwrite')).toHaveLength(1)
    const codes = [first.code, second.code].sort()
    expect(codes, `${first.stderr}\n---\n${second.stderr}`).toEqual([0, 1])
    const stopped = first.code === 1 ? first : second
    expect(stopped.stderr).toMatch(/Another run took over the ledger folder's lock .*: nothing was sent to the bot/)
  })
})

describe.concurrent('status writes nothing', () => {
  it('a missing ledger folder is said, and not made; an existing folder keeps its mode', async () => {
    const s = await fresh()
    const missing = path.join(tempDir('xdeploy-ledger-'), 'a', 'b', 'ledger')
    const r = await cli(s, ['status', '--ledger', missing, '--json'], { env: keysOf(s) })
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toMatch(/the ledger folder '.*ledger' does not exist/)
    expect(existsSync(path.dirname(path.dirname(missing)))).toBe(false)
    const open = tempDir('xdeploy-ledger-')
    chmodSync(open, 0o755)
    writeFileSync(path.join(open, 'entries.jsonl'), '', { mode: 0o644 })
    const seen = await cli(s, ['status', '--ledger', open], { env: keysOf(s) })
    expect(seen.code, seen.stderr).toBe(0)
    expect(statSync(open).mode & 0o777).toBe(0o755)
    expect(statSync(path.join(open, 'entries.jsonl')).mode & 0o777).toBe(0o644)
  })
})

describe.concurrent('a credentials file that cannot be written', () => {
  it.runIf(root)('no "Done … the keys are in the credentials file" before the failure to write them', async () => {
    const s = await fresh()
    const { cwd, file } = copyWith()
    const disk = tmpfs(64)
    // The file is made empty before any call (an inode, no page); the keys then find no room.
    writeFileSync(path.join(disk, 'filler'), Buffer.alloc(64 * 1024))
    const keys = path.join(disk, 'new-bot.json')
    const env = { XENIOO_ACCOUNT_API_KEY: s.keys.paid, XENIOO_SERVICE_ENDPOINT: s.sim.endpoint(prod(s)) }
    const args = ['restore', '--backup-file', file, '--credentials-file', keys, '--throttle', 'off', '--json']
    const r = await cli(s, args, { cwd, env })
    expect(r.code, r.stderr).toBe(1)
    expect(s.sim.calls('restore')).toHaveLength(1)
    expect(r.json?.error).toMatch(/could not be written to '.*new-bot\.json' \(ENOSPC/)
    expect(r.stderr).not.toMatch(/API key and secret are in the credentials file/)
  })
})
