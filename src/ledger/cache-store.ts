// The ledger's store on the real Actions cache (`@actions/cache`, loaded only when the ledger is in
// use): what the library prints collected into one exception, the process globals it reads set around
// each call and put back, and the entry's file written in a private folder, never in the checkout.

import { AsyncLocalStorage } from 'node:async_hooks'
import { rmSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { LEDGER_PATH } from '../domain/constants.ts'
import { untrusted } from '../lib/text.ts'
import { escapeData, parseCommand } from '../lib/workflow-commands.ts'
import type { LedgerStore } from './ledger.ts'
import { serviceVariable } from './sight.ts'

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
 * made the working directory and the workspace of @actions/cache for the save (this file
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
 * Runs a call of @actions/cache with its output routed; returns the problems it reported. The library
 * reports trouble only as `::warning::` / `::error::` lines: those are held back and collected (the
 * ledger warns once, in its own words), and its progress lines (tar, upload, cache hits) become debug
 * lines. Only writes made from within a cache call's async context are touched (the token request
 * runs at the same time); stdout is put back once no cache call is under way.
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
 * Runs `fn` with `folder` as the working directory and the workspace of @actions/cache; both put back
 * after. The cache version is a hash of the paths as given, and a relative path is resolved against
 * the working directory (globbing) and GITHUB_WORKSPACE (tar): making the folder both is the one way
 * to save a file outside the checkout under a path that is the same on every runner kind.
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
