// The ledger's store on the real Actions cache (`@actions/cache`, loaded only when the ledger is in
// use). The library reports its own trouble as runner warnings or errors; those are collected
// (cache-output.ts) and turned into one exception, so the ledger can warn once, in its own words.

import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { LEDGER_PATH } from '../domain/constants.ts'
import { quietly } from './cache-output.ts'
import type { LedgerStore } from './ledger.ts'

/**
 * Entries are shared by Linux, Windows and macOS runners: without this flag a Windows runner's
 * cache version carries `windows-only`, and the other runners never see its entries.
 */
export const CROSS_OS = true

/** The store, or the reason the cache cannot be used in this run. */
export async function openCacheStore(): Promise<LedgerStore | string> {
  const cache = await import('@actions/cache')
  if (!cache.isFeatureAvailable()) {
    return 'the Actions cache service is not configured for this job (ACTIONS_RESULTS_URL is not set)'
  }
  const paths = [LEDGER_PATH]
  return {
    async lookup(prefix: string): Promise<string | undefined> {
      const { value, problems } = await quietly(() =>
        cache.restoreCache(paths, prefix, [], { lookupOnly: true }, CROSS_OS)
      )
      if (problems.length > 0) throw new Error(problems.join('; '))
      return value
    },
    async save(key: string, signal: AbortSignal): Promise<void> {
      const file = path.resolve(LEDGER_PATH)
      const remove = () => rm(file, { force: true })
      await writeFile(file, `${JSON.stringify({ key })}\n`)
      signal.addEventListener('abort', () => void remove(), { once: true })
      try {
        const { value, problems } = await quietly(() => cache.saveCache(paths, key, undefined, CROSS_OS))
        if (problems.length > 0) throw new Error(problems.join('; '))
        // saveCache returns -1, without an exception, when the service refused or dropped the entry.
        if (value === -1) throw new Error('the cache service did not store the entry')
      } finally {
        await remove()
      }
    }
  }
}
