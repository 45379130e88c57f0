// The ledger's store on the real Actions cache (`@actions/cache`, loaded only when the ledger is in
// use). The library reports its own trouble as runner warnings or errors; those are caught here and
// turned into one exception, so the ledger can warn once, as a warning, in its own words.

import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { LEDGER_PATH } from './constants.ts'
import { untrusted } from './errors.ts'
import type { LedgerStore } from './ledger.ts'

function decode(data: string): string {
  return data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

/** Runs `fn`, holding back the `::warning::` / `::error::` lines it prints; returns them as text. */
async function quietly<T>(fn: () => Promise<T>): Promise<{ value: T; problems: string[] }> {
  const problems: string[] = []
  const write = process.stdout.write
  process.stdout.write = function (chunk: unknown, ...rest: unknown[]): boolean {
    const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : ''
    const m = /^::(warning|error)(?: [^:]*)?::(.*)$/s.exec(text.trimEnd())
    if (m) {
      problems.push(untrusted(decode(m[2] ?? ''), 200))
      return true
    }
    return (write as (...a: unknown[]) => boolean).call(process.stdout, chunk, ...rest)
  } as typeof process.stdout.write
  try {
    return { value: await fn(), problems }
  } finally {
    process.stdout.write = write
  }
}

/** The store, or the reason the cache cannot be used in this run. */
export async function openCacheStore(): Promise<LedgerStore | string> {
  const cache = await import('@actions/cache')
  if (!cache.isFeatureAvailable()) return 'the Actions cache service is not configured for this job (ACTIONS_RESULTS_URL is not set)'
  const paths = [LEDGER_PATH]
  return {
    async lookup(prefix: string): Promise<string | undefined> {
      const { value, problems } = await quietly(() => cache.restoreCache(paths, prefix, [], { lookupOnly: true }))
      if (problems.length > 0) throw new Error(problems.join('; '))
      return value
    },
    async save(key: string): Promise<void> {
      const file = path.resolve(LEDGER_PATH)
      await writeFile(file, `${JSON.stringify({ key })}\n`)
      try {
        const { problems } = await quietly(() => cache.saveCache(paths, key))
        if (problems.length > 0) throw new Error(problems.join('; '))
      } finally {
        await rm(file, { force: true })
      }
    }
  }
}
