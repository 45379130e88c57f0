// The one place the action changes process globals, and only around a call of @actions/cache, for
// what the library offers no parameter for: what it prints (`quietly`) and where it works
// (`inFolder`). Both are put back, whatever happens.

import { AsyncLocalStorage } from 'node:async_hooks'
import { untrusted } from '../lib/text.ts'
import { escapeData, parseCommand } from '../lib/workflow-commands.ts'

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
