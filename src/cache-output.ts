// What @actions/cache prints, routed. Its `::warning::` / `::error::` lines are held back and
// collected (the ledger warns once, in its own words); its plain progress lines (tar commands,
// upload progress, cache hits) become debug lines, so the step's log shows what the deploy did.
// Only writes made from within a cache call's async context are touched: the token request runs
// at the same time, and its lines pass through as they are.

import { AsyncLocalStorage } from 'node:async_hooks'
import { untrusted } from './errors.ts'
import { escapeData, parseCommand } from './workflow-commands.ts'

const insideCache = new AsyncLocalStorage<string[]>()
let installed = false

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
  if (installed) return
  installed = true
  const write = process.stdout.write.bind(process.stdout) as (...a: unknown[]) => boolean
  process.stdout.write = function (chunk: unknown, ...rest: unknown[]): boolean {
    const problems = insideCache.getStore()
    if (!problems || (typeof chunk !== 'string' && !Buffer.isBuffer(chunk))) return write(chunk, ...rest)
    const routed = route(typeof chunk === 'string' ? chunk : chunk.toString('utf8'), problems)
    return routed === undefined ? true : write(routed, ...rest)
  }
}

/** Runs a call of @actions/cache with its output routed; returns the problems it reported. */
export async function quietly<T>(fn: () => Promise<T>): Promise<{ value: T; problems: string[] }> {
  install()
  const problems: string[] = []
  const value = await insideCache.run(problems, fn)
  return { value, problems }
}
