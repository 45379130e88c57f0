// The ledger's store on the real Actions cache (`@actions/cache`, loaded only when the ledger is in
// use). The library reports its own trouble as runner warnings or errors; those are collected
// (library-globals.ts) and turned into one exception, so the ledger can warn once, in its own words.
// The entry's file is written in a private folder, never in the checkout.

import { rmSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { LEDGER_PATH } from '../domain/constants.ts'
import { inFolder, quietly } from './library-globals.ts'
import { serviceVariable } from './sight.ts'
import type { LedgerStore } from './ledger.ts'

/**
 * Entries are shared by Linux, Windows and macOS runners: without this flag a Windows runner's
 * cache version carries `windows-only`, and the other runners never see its entries.
 */
const CROSS_OS = true

/** The store, or the reason the cache cannot be used in this run. */
export async function openCacheStore(): Promise<LedgerStore | string> {
  const cache = await import('@actions/cache')
  if (!cache.isFeatureAvailable()) {
    return `the Actions cache service is not configured for this job (${serviceVariable(process.env)} is not set)`
  }
  const paths = [LEDGER_PATH]
  return {
    async lookup(prefixes: readonly string[]): Promise<string | undefined> {
      const [first = '', ...rest] = prefixes
      const { value, problems } = await quietly(() =>
        cache.restoreCache(paths, first, rest, { lookupOnly: true }, CROSS_OS)
      )
      if (problems.length > 0) throw new Error(problems.join('; '))
      return value
    },
    async save(key: string, signal: AbortSignal): Promise<void> {
      const { value, problems } = await inPrivateFolder(key, signal, () =>
        quietly(() => cache.saveCache(paths, key, undefined, CROSS_OS))
      )
      if (problems.length > 0) throw new Error(problems.join('; '))
      // saveCache returns -1, without an exception, when the service refused or dropped the entry.
      if (value === -1) throw new Error('the cache service did not store the entry')
    }
  }
}

/** The folders of saves under way: the process may end (its last `process.exit`) before a save does. */
const inUse = new Set<string>()
let listening = false

function removeOnExit(folder: string): void {
  if (!listening) process.on('exit', removeAll)
  listening = true
  inUse.add(folder)
}

function removeAll(): void {
  for (const folder of inUse) rmSync(folder, { recursive: true, force: true })
  inUse.clear()
}

/**
 * Runs `save` with the entry's file in a folder of its own, under the runner's temporary folder,
 * made the working directory and the workspace of @actions/cache for the save (library-globals.ts
 * says why). The path as written stays LEDGER_PATH, so the cache version is the same on every
 * runner kind, and no file of the user's (nor a symlink of that name in the checkout, nor
 * backup-file) is touched. The folder is removed when the save ends or is abandoned.
 */
async function inPrivateFolder<T>(key: string, signal: AbortSignal, save: () => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(process.env.RUNNER_TEMP || tmpdir(), 'xenioo-ledger-'))
  // Out of the exit handler's list only once it is gone: an exit before then removes it there.
  const remove = async () => {
    await rm(folder, { recursive: true, force: true })
    inUse.delete(folder)
  }
  removeOnExit(folder)
  signal.addEventListener('abort', () => void remove(), { once: true })
  try {
    await writeFile(path.join(folder, LEDGER_PATH), `${JSON.stringify({ key })}\n`, { flag: 'wx' })
    return await inFolder(folder, save)
  } finally {
    await remove()
  }
}
