// The smoke test's script (`say:`, `click:`, `expect:`, `expect-not:` lines, a bad line named) and
// its variables, read before any request; and the match of an expectation, bounded in time. Pure.

import vm from 'node:vm'
import { untrusted } from '../lib/text.ts'
import { InputError } from '../domain/errors.ts'
import type { Naming } from '../domain/words.ts'

/** What an expectation matches: a case-insensitive substring, or a regular expression. */
export type Pattern = { readonly text: string } | { readonly regex: RegExp }

export type SmokeStep =
  | { readonly kind: 'say' | 'click'; readonly text: string; readonly line: number }
  | ({ readonly kind: 'expect' } & Check)
  | ({ readonly kind: 'expect-not' } & Check)

interface Check {
  readonly pattern: Pattern
  readonly source: string
  readonly line: number
}

/** How a script's lines are written, the fix of a bad one. */
const fixOf = (w: Naming) =>
  `Write each line of ${w.input('script')} as 'say: <text>', 'click: <button text>', 'expect: <text>' (or 'expect: /regex/'), or 'expect-not: <text>'.`

function pattern(value: string, line: number, w: Naming): Pattern {
  const re = /^\/(.+)\/([a-z]*)$/.exec(value)
  if (!re) return { text: value.toLowerCase() }
  try {
    return { regex: new RegExp(re[1] as string, re[2]) }
  } catch {
    throw new InputError(
      'script',
      `line ${line} has a regular expression that does not compile: ${untrusted(value, 80)}.`,
      fixOf(w)
    )
  }
}

function step(raw: string, line: number, w: Naming, quote: number): SmokeStep {
  const m = /^(say|click|expect|expect-not)\s*:\s*(.*)$/i.exec(raw)
  const value = m?.[2]?.trim() ?? ''
  if (!m || value === '')
    throw new InputError('script', `line ${line} is not a step: '${untrusted(raw, quote)}'.`, fixOf(w))
  const kind = (m[1] as string).toLowerCase() as SmokeStep['kind']
  if (kind === 'say' || kind === 'click') return { kind, text: value, line }
  const check = { pattern: pattern(value, line, w), source: value, line }
  return kind === 'expect' ? { kind, ...check } : { kind: 'expect-not', ...check }
}

/** The lines that say something, with their numbers: blank lines and `#` comments left out. */
function linesOf(text: string): { raw: string; line: number }[] {
  return text
    .split(/\r?\n/)
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== '' && !raw.startsWith('#'))
}

/** The steps of the script; an InputError names a bad line (`quote`: how much of it it quotes), or a script that checks nothing. */
export function readScript(text: string, w: Naming, quote = 80): SmokeStep[] {
  const steps = linesOf(text).map(({ raw, line }) => step(raw, line, w, quote))
  if (steps.length === 0)
    throw new InputError('script', 'is empty.', "Write the conversation as lines of 'say: …' and 'expect: …'.")
  if (!steps.some(s => s.kind === 'say' || s.kind === 'click' || s.kind === 'expect'))
    throw new InputError('script', 'has no step that says, clicks or expects anything.', fixOf(w))
  return steps
}

export function readVariables(text: string, w: Naming): { name: string; value: string }[] {
  return linesOf(text).map(({ raw, line }) => {
    const at = raw.indexOf('=')
    if (at <= 0) {
      throw new InputError(
        'variables',
        `line ${line} is not 'name=value': '${untrusted(raw, 80)}'.`,
        `Write each line of ${w.input('variables')} as name=value.`
      )
    }
    return { name: raw.slice(0, at).trim(), value: raw.slice(at + 1).trim() }
  })
}

/** A user's regular expression took longer than its time to match (catastrophic backtracking). */
export class SlowPattern extends Error {}

/** The time one match of a user's regular expression may take: the time limit and a cancel are seen between matches. */
export const PATTERN_LIMIT_MS = 500

/**
 * Whether `said` (what the bot said, joined) matches the pattern. A regular expression runs in a
 * context of its own with a time limit, which V8 enforces even inside the match: `/^(a+)+$/`
 * against a long reply is stopped (SlowPattern) instead of blocking the process.
 */
export function matches(p: Pattern, said: string): boolean {
  if (!('regex' in p)) return said.toLowerCase().includes(p.text)
  const context = vm.createContext({ re: p.regex, said })
  try {
    return vm.runInContext('re.lastIndex = 0, re.test(said)', context, { timeout: PATTERN_LIMIT_MS }) === true
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new SlowPattern(String(p.regex))
    throw err
  }
}
