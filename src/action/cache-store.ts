// The ledger's store on `@actions/cache`, loaded only when in use: what the library prints collected into
// one exception, the globals it reads set around each call, the entry's file in a private folder.

import { AsyncLocalStorage } from 'node:async_hooks'
import { rmSync } from 'node:fs'
import { chmod, copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { LEDGER_PATH } from '../domain/constants.ts'
import { untrusted } from '../lib/text.ts'
import { escapeData, parseCommand } from './workflow-commands.ts'
import type { LedgerStore, PendingEntry } from '../ledger/ledger.ts'
import type { Shelf } from '../run/context.ts'
import { CACHE_NAME, serviceVariable } from './cache-sight.ts'

/** Entries shared by every runner kind: without it a Windows runner's cache version carries `windows-only`. */
const CROSS_OS = true

/** The store, or the reason the cache cannot be used in this run; its journal goes to `keepForPost` (the step's state). */
export async function openCacheStore(
  keepForPost: (entries: readonly PendingEntry[]) => void
): Promise<LedgerStore | string> {
  const cache = await import('@actions/cache')
  if (!cache.isFeatureAvailable()) {
    return `the Actions cache service is not configured for this job (${serviceVariable(process.env)} is not set)`
  }
  const paths = [LEDGER_PATH]
  return {
    name: CACHE_NAME,
    async lookup(prefixes: readonly string[]): Promise<string | undefined> {
      const [first = '', ...rest] = prefixes
      const { value, problems } = await quietly(() =>
        cache.restoreCache(paths, first, rest, { lookupOnly: true }, CROSS_OS)
      )
      if (problems.length > 0) throw new Error(problems.join('; '))
      return value
    },
    async save(key: string, signal: AbortSignal): Promise<void> {
      const { value, problems } = await inPrivateFolder('xenioo-ledger-', signal, async folder => {
        await writeFile(path.join(folder, LEDGER_PATH), `${JSON.stringify({ key })}\n`, { flag: 'wx' })
        return quietly(() => cache.saveCache(paths, key, undefined, CROSS_OS))
      })
      if (problems.length > 0) throw new Error(problems.join('; '))
      // saveCache returns -1, without an exception, when the service refused or dropped the entry.
      if (value === -1) throw new Error('the cache service did not store the entry')
    },
    journal: entries => Promise.resolve(keepForPost(entries))
  }
}

/** A kept copy's path inside its cache entry: the same on every runner, in a private folder of its own. */
const COPY_PATH = 'xenioo-replaced.xenioo'

/** Where a later job's rollback finds the copy an overwrite kept (#75): the Actions cache, an entry per copy. */
export function openShelf(): Shelf {
  const cache = async () => {
    const c = await import('@actions/cache')
    if (!c.isFeatureAvailable())
      throw new Error(
        `the Actions cache service is not configured for this job (${serviceVariable(process.env)} is not set)`
      )
    return c
  }
  const said = <T>({ value, problems }: { value: T; problems: string[] }): T => {
    if (problems.length > 0) throw new Error(problems.join('; '))
    return value
  }
  return {
    name: CACHE_NAME,
    async put(file, key, signal) {
      const c = await cache()
      // An entry per sha256: one already there holds these bytes (a second save of its key is refused).
      if (said(await quietly(() => c.restoreCache([COPY_PATH], key, [], { lookupOnly: true }, CROSS_OS))) === key)
        return
      const saved = await inPrivateFolder('xenioo-copy-', signal, async folder => {
        await copyFile(file, path.join(folder, COPY_PATH))
        return said(await quietly(() => c.saveCache([COPY_PATH], key, undefined, CROSS_OS)))
      })
      if (saved === -1) throw new Error('the cache service did not store the entry')
    },
    async take(key, file, signal) {
      const c = await cache()
      return inPrivateFolder('xenioo-copy-', signal, async folder => {
        const found = said(await quietly(() => c.restoreCache([COPY_PATH], key, [], {}, CROSS_OS)))
        if (found !== key) return false
        await copyFile(path.join(folder, COPY_PATH), file)
        await chmod(file, 0o600)
        return true
      })
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
 * Runs `fn` in a new private folder under the runner's temp folder (`inFolder`): an entry's path stays the same
 * on every runner, no file of the user's is touched, and the folder goes when it ends.
 */
async function inPrivateFolder<T>(name: string, signal: AbortSignal, fn: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(process.env.RUNNER_TEMP || tmpdir(), name))
  // Out of the exit handler's list only once it is gone: an exit before then removes it there.
  const remove = async () => {
    await rm(folder, { recursive: true, force: true })
    inUse.delete(folder)
  }
  removeOnExit(folder)
  signal.addEventListener('abort', () => void remove(), { once: true })
  try {
    return await inFolder(folder, () => fn(folder))
  } finally {
    await remove()
  }
}

const insideCache = new AsyncLocalStorage<string[]>()
/** The cache calls under way, and stdout's own `write` property from before they began (if it had one). */
let active = 0
let saved: PropertyDescriptor | undefined

/** What one write of @actions/cache becomes: nothing (a problem, collected) or the text to write. */
export function route(text: string, problems: string[]): string | undefined {
  const command = parseCommand(text.replace(/\r?\n$/, ''))
  if (command?.name === 'warning' || command?.name === 'error') {
    problems.push(untrusted(command.message, 400))
    return undefined
  }
  if (text === '' || text.startsWith('::')) return text
  const lines = text.split(/\r?\n/).filter(l => l.trim() !== '')
  return lines.map(l => `::debug::${escapeData(l)}\n`).join('')
}

function install(): void {
  if (active++ > 0) return
  saved = Object.getOwnPropertyDescriptor(process.stdout, 'write')
  const write = process.stdout.write.bind(process.stdout) as (...a: unknown[]) => boolean
  process.stdout.write = function (chunk: unknown, ...rest: unknown[]): boolean {
    const problems = insideCache.getStore()
    if (!problems || (typeof chunk !== 'string' && !Buffer.isBuffer(chunk))) return write(chunk, ...rest)
    const routed = route(typeof chunk === 'string' ? chunk : chunk.toString('utf8'), problems)
    return routed === undefined ? true : write(routed, ...rest)
  }
}

function uninstall(): void {
  if (--active > 0) return
  if (saved) Object.defineProperty(process.stdout, 'write', saved)
  else delete (process.stdout as { write?: unknown }).write
  saved = undefined
}

/**
 * Runs a call of @actions/cache with its output routed: its `::warning::`/`::error::` lines collected as
 * problems (the ledger warns once), its progress as debug; only writes from a cache call's async context.
 */
export async function quietly<T>(fn: () => Promise<T>): Promise<{ value: T; problems: string[] }> {
  install()
  const problems: string[] = []
  try {
    const value = await insideCache.run(problems, fn)
    return { value, problems }
  } finally {
    uninstall()
  }
}

/**
 * Runs `fn` with `folder` as the working directory and GITHUB_WORKSPACE (globbing and tar resolve against
 * each): the one way to save a file outside the checkout under a path the same on every runner kind.
 */
export async function inFolder<T>(folder: string, fn: () => Promise<T>): Promise<T> {
  const [cwd, workspace] = [process.cwd(), process.env.GITHUB_WORKSPACE]
  process.chdir(folder)
  process.env.GITHUB_WORKSPACE = folder
  try {
    return await fn()
  } finally {
    process.chdir(cwd)
    if (workspace === undefined) delete process.env.GITHUB_WORKSPACE
    else process.env.GITHUB_WORKSPACE = workspace
  }
}
