// The ledger's store on the real Actions cache (`@actions/cache`, loaded only when the ledger is in
// use). The library reports its own trouble as runner warnings or errors; those are caught here and
// turned into one exception, so the ledger can warn once, as a warning, in its own words.

import { AsyncLocalStorage } from 'node:async_hooks'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { LEDGER_PATH } from './constants.ts'
import { untrusted } from './errors.ts'
import type { LedgerStore } from './ledger.ts'

function decode(data: string): string {
  return data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

const insideCache = new AsyncLocalStorage<string[]>()
let installed = false

/**
 * Routes what @actions/cache prints: its `::warning::` / `::error::` lines are held back and
 * collected (the ledger warns once, in its own words); its plain progress lines (tar commands,
 * upload progress, cache hits) become debug lines, so the step's log shows what the deploy did.
 * Only writes made from within a cache call's async context are touched: the token request runs
 * at the same time, and its lines pass through as they are.
 */
function installRouter(): void {
  if (installed) return
  installed = true
  const write = process.stdout.write.bind(process.stdout) as (...a: unknown[]) => boolean
  process.stdout.write = function (chunk: unknown, ...rest: unknown[]): boolean {
    const problems = insideCache.getStore()
    if (!problems) return write(chunk, ...rest)
    const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : ''
    const m = /^::(warning|error)(?: [^:]*)?::(.*)$/s.exec(text.trimEnd())
    if (m) {
      problems.push(untrusted(decode(m[2] ?? ''), 200))
      return true
    }
    if (text !== '' && !text.startsWith('::')) {
      const lines = text.split(/\r?\n/).filter(l => l.trim() !== '')
      return write(lines.map(l => `::debug::${l.replace(/%/g, '%25')}\n`).join(''), ...rest)
    }
    return write(chunk, ...rest)
  }
}

/** Runs a call of @actions/cache with its output routed; returns the problems it reported. */
async function quietly<T>(fn: () => Promise<T>): Promise<{ value: T; problems: string[] }> {
  installRouter()
  const problems: string[] = []
  const value = await insideCache.run(problems, fn)
  return { value, problems }
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
