// The smoke test's inputs: its script (`say:`, `click:`, `expect:`, `expect-not:` lines, a bad line
// named), its variables, the channel to reach the live bot through, the user it talks as and its
// time limit, refused before any request where the operation puts nothing live. Pure.

import vm from 'node:vm'
import { isHeaderValue, untrusted } from '../lib/text.ts'
import type { InputSource } from './auth.ts'
import { Defaults, Input } from './constants.ts'
import { InputError } from './errors.ts'
import { baseUrl, wholeNumber } from './input-values.ts'
import type { Operation } from './operations.ts'

/** The smoke test: its steps, and how to reach the bot's custom channel. */
export interface SmokeSettings {
  readonly steps: readonly SmokeStep[]
  /** The channel's endpoint, without a trailing slash (`{service-endpoint}/custom` unless given). */
  readonly endpoint: string
  /** The channel's own key (`smoke-key`); without it the run's bot-level token is the bearer. */
  readonly key: string | undefined
  readonly userId: string
  readonly variables: readonly { name: string; value: string }[]
  /** For the whole conversation, each request included. */
  readonly timeoutMs: number
}

/** An input sent in an HTTP header (`user-id`, the bearer): refused before any request when it cannot be. */
function headerInput(name: string, value: string): string {
  if (isHeaderValue(value) && !value.includes('\t')) return value
  throw new InputError(
    name,
    'holds a control character (a line break, a tab) or a character outside Latin-1: it cannot be sent in an HTTP header.',
    `Write '${name}' on one line, in plain characters${name === Input.SmokeKey ? ', exactly as the channel gives it' : ''}.`
  )
}

/** The smoke test's settings, when `smoke-test` has a script; refusals before any request. */
export function readSmoke(
  source: InputSource,
  operation: Operation,
  endpoint: string,
  publishes: boolean
): SmokeSettings | undefined {
  const steps = readSmokeScript(source.getInput(Input.SmokeTest))
  if (steps.length === 0) {
    if (operation.steps[0] !== 'smoke-test') return undefined
    throw new InputError(
      Input.SmokeTest,
      `is empty: 'smoke-test' needs a script.`,
      "Write the conversation as lines of 'say: …' and 'expect: …'."
    )
  }
  // An operation that puts nothing live refuses it from its row (domain/inputs.ts); a call not published, here.
  if (operation.steps[0] === 'call' && !publishes) {
    throw new InputError(
      Input.SmokeTest,
      `is set, but the ${operation.name} is not published: the live bot would not have changed, so there is nothing new to prove. Set 'publish: true'.`,
      `Remove '${Input.SmokeTest}', or run it where the live bot changed.`
    )
  }
  const given = source.getInput(Input.SmokeEndpoint)
  const what = "the custom channel's endpoint (its integration endpoint in the channel's settings)"
  const { smokeTimeoutSeconds, maxSmokeTimeoutSeconds, smokeUserId } = Defaults
  const seconds = wholeNumber(
    Input.SmokeTimeoutSeconds,
    source.getInput(Input.SmokeTimeoutSeconds),
    smokeTimeoutSeconds,
    maxSmokeTimeoutSeconds
  )
  return {
    steps,
    endpoint: given === '' ? `${endpoint}/custom` : baseUrl(Input.SmokeEndpoint, given, what),
    key: headerInput(Input.SmokeKey, source.getInput(Input.SmokeKey)) || undefined,
    userId: headerInput(Input.SmokeUserId, source.getInput(Input.SmokeUserId)) || smokeUserId,
    variables: readSmokeVariables(source.getInput(Input.SmokeVariables)),
    timeoutMs: seconds * 1000
  }
}

/** What an expectation matches: a case-insensitive substring, or a regular expression. */
export type Pattern = { readonly text: string } | { readonly regex: RegExp }

export type SmokeStep =
  | { readonly kind: 'say'; readonly text: string; readonly line: number }
  | { readonly kind: 'click'; readonly text: string; readonly line: number }
  | ({ readonly kind: 'expect' } & Check)
  | ({ readonly kind: 'expect-not' } & Check)

/** An expectation: what it matches, as written, on which line. */
interface Check {
  readonly pattern: Pattern
  readonly source: string
  readonly line: number
}

const FIX = `Write each line of '${Input.SmokeTest}' as 'say: <text>', 'click: <button text>', 'expect: <text>' (or 'expect: /regex/'), or 'expect-not: <text>'.`

function pattern(value: string, line: number): Pattern {
  const re = /^\/(.+)\/([a-z]*)$/.exec(value)
  if (!re) return { text: value.toLowerCase() }
  try {
    return { regex: new RegExp(re[1] as string, re[2]) }
  } catch {
    throw new InputError(
      Input.SmokeTest,
      `line ${line} has a regular expression that does not compile: ${untrusted(value, 80)}.`,
      FIX
    )
  }
}

function step(raw: string, line: number): SmokeStep {
  const m = /^(say|click|expect|expect-not)\s*:\s*(.*)$/i.exec(raw)
  const value = m?.[2]?.trim() ?? ''
  if (!m || value === '') {
    throw new InputError(Input.SmokeTest, `line ${line} is not a step: '${untrusted(raw, 80)}'.`, FIX)
  }
  const kind = (m[1] as string).toLowerCase() as SmokeStep['kind']
  if (kind === 'say' || kind === 'click') return { kind, text: value, line }
  const check = { pattern: pattern(value, line), source: value, line }
  return kind === 'expect' ? { kind, ...check } : { kind: 'expect-not', ...check }
}

/** The steps of the script, or none when the input is empty; an InputError names a bad line. */
export function readSmokeScript(text: string): SmokeStep[] {
  const steps = text
    .split(/\r?\n/)
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== '' && !raw.startsWith('#'))
    .map(({ raw, line }) => step(raw, line))
  if (steps.length > 0 && !steps.some(s => s.kind === 'say' || s.kind === 'click' || s.kind === 'expect')) {
    throw new InputError(Input.SmokeTest, 'has no step that says, clicks or expects anything.', FIX)
  }
  return steps
}

/** The `smoke-variables` lines, `name=value` each (blank lines and `#` comments ignored). */
export function readSmokeVariables(text: string): { name: string; value: string }[] {
  return text
    .split(/\r?\n/)
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== '' && !raw.startsWith('#'))
    .map(({ raw, line }) => {
      const at = raw.indexOf('=')
      if (at <= 0) {
        throw new InputError(
          Input.SmokeVariables,
          `line ${line} is not 'name=value': '${untrusted(raw, 80)}'.`,
          `Write each line of '${Input.SmokeVariables}' as name=value.`
        )
      }
      return { name: raw.slice(0, at).trim(), value: raw.slice(at + 1).trim() }
    })
}

/** A user's regular expression took longer than its time to match (catastrophic backtracking). */
export class SlowPattern extends Error {}

/** The time one match of a user's regular expression may take: the step's time limit and a cancel are seen between matches. */
export const PATTERN_LIMIT_MS = 500

/**
 * Whether `said` (what the bot said, joined) matches the pattern. A regular expression runs in a
 * context of its own with a time limit, which V8 enforces even inside the match: an expression
 * like `/^(a+)+$/` against a long reply is stopped (SlowPattern) instead of blocking the process.
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
