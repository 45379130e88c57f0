// The ledger's store on the real @actions/cache, against the local cache service: entries are
// shared by every runner kind (a Windows runner's cache version is a Linux runner's), and a save
// the service refused is an error, never a silent success.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openCacheStore } from '../../src/action/cache-store.ts'
import { LEDGER_PATH } from '../../src/domain/constants.ts'
import type { LedgerStore, PendingEntry } from '../../src/ledger/ledger.ts'
import { CacheService, cacheVersion } from '../support/cache-service.ts'
import { tempDir } from '../support/runner.ts'

let service: CacheService
let store: LedgerStore
const journaled: (readonly PendingEntry[])[] = []
const saved = { ...process.env }
const platform = Object.getOwnPropertyDescriptor(process, 'platform')!
const never = new AbortController().signal

/** What @actions/cache prints in this process (its debug lines), kept out of the test run's output. */
const printed: string[] = []
const write = Object.getOwnPropertyDescriptor(process.stdout, 'write')

beforeAll(async () => {
  process.stdout.write = (chunk: string | Uint8Array) => printed.push(String(chunk)) > 0
  service = await new CacheService().start()
  const workspace = tempDir()
  Object.assign(process.env, {
    ACTIONS_RESULTS_URL: service.url,
    ACTIONS_CACHE_SERVICE_V2: 'true',
    ACTIONS_RUNTIME_TOKEN: 'refs/heads/main',
    RUNNER_TEMP: tempDir(),
    GITHUB_WORKSPACE: workspace,
    GITHUB_SERVER_URL: 'https://github.com'
  })
  process.chdir(workspace)
  store = (await openCacheStore(entries => journaled.push(entries))) as LedgerStore
})
afterAll(async () => {
  if (write) Object.defineProperty(process.stdout, 'write', write)
  else delete (process.stdout as { write?: unknown }).write
  process.env = saved
  await service.stop()
})
afterEach(() => Object.defineProperty(process, 'platform', platform))

function onPlatform(name: NodeJS.Platform): void {
  Object.defineProperty(process, 'platform', { ...platform, value: name })
}

describe('cache store', () => {
  it('keeps its journal where it was told (the step’s state, for the post step), not in the cache', async () => {
    const before = service.log.length
    const note = { operation: 'restore', outcome: 'unknown' } as const
    const entry: PendingEntry = { prefix: 'p-', noun: 'restore', at: 1, note, seal: 's' }
    await store.journal([entry])
    expect(journaled.at(-1)).toEqual([entry])
    expect(service.log.length).toBe(before)
  })

  it('looks up with the same cache version on Windows, Linux and macOS', async () => {
    const versions: string[] = []
    for (const os of ['win32', 'linux', 'darwin'] as const) {
      onPlatform(os)
      const before = service.log.length
      await store.lookup(['xenioo-deploy-restore-v1-x-'], never)
      versions.push(...service.log.slice(before).map(e => e.version ?? ''))
    }
    expect(versions).toHaveLength(3)
    expect(new Set(versions)).toEqual(new Set([cacheVersion([LEDGER_PATH])]))
  })

  it('an entry a Windows runner saw saved is found by a Linux runner', async () => {
    service.seed('refs/heads/main', 'xenioo-deploy-restore-v1-y-1795300000000', cacheVersion([LEDGER_PATH]))
    onPlatform('win32')
    expect(await store.lookup(['xenioo-deploy-restore-v1-y-'], never)).toBe('xenioo-deploy-restore-v1-y-1795300000000')
    onPlatform('linux')
    expect(await store.lookup(['xenioo-deploy-restore-v1-y-'], never)).toBe('xenioo-deploy-restore-v1-y-1795300000000')
  })

  it('an entry written before seals is found under the second prefix when the first has none, and never in front of one', async () => {
    service.seed('refs/heads/main', 'xenioo-deploy-restore-v1-w-1795300000000', cacheVersion([LEDGER_PATH]))
    const both = ['xenioo-deploy-restore-v2-w-', 'xenioo-deploy-restore-v1-w-']
    expect(await store.lookup(both, never)).toBe('xenioo-deploy-restore-v1-w-1795300000000')
    service.seed('refs/heads/main', 'xenioo-deploy-restore-v2-w-1795200000000', cacheVersion([LEDGER_PATH]))
    expect(await store.lookup(both, never)).toBe('xenioo-deploy-restore-v2-w-1795200000000')
  })

  it('a save the service refuses (409, 429) rejects, and stores nothing', async () => {
    for (const status of [409, 429]) {
      service.refuseCreate = status
      await expect(store.save(`xenioo-deploy-restore-v1-z${status}-1`, never)).rejects.toThrow()
      expect(service.allKeys()).not.toContain(`xenioo-deploy-restore-v1-z${status}-1`)
    }
    service.refuseCreate = undefined
    await store.save('xenioo-deploy-restore-v1-z-2', never)
    expect(service.allKeys()).toContain('xenioo-deploy-restore-v1-z-2')
  })
})
