// The smoke test's inputs: its script, the channel to reach the live bot through, the user it talks
// as, its variables and its time limit; refused before any request where the operation puts
// nothing live (the operation row says whether it ends in a smoke test, and what comes first).

import type { InputSource } from './auth.ts'
import { Defaults, Input } from './constants.ts'
import { InputError } from './errors.ts'
import { wholeNumber } from './input-values.ts'
import type { Operation } from './operations.ts'
import { readSmokeScript, readSmokeVariables, type SmokeStep } from './smoke-script.ts'
import { baseUrl } from './urls.ts'
import { isHeaderValue } from '../lib/text.ts'

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

/** Why `smoke-test` cannot run with this operation, if it cannot. */
function smokeRefused(operation: Operation, publishes: boolean): string | undefined {
  if (!operation.steps.includes('smoke-test'))
    return `is set, but '${operation.name}' puts nothing live: use it with 'overwrite' and 'publish: true', 'publish', or 'smoke-test'.`
  if (operation.steps[0] === 'call' && !publishes)
    return `is set, but the ${operation.name} is not published: the live bot would not have changed, so there is nothing new to prove. Set 'publish: true'.`
  return undefined
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
  const refused = smokeRefused(operation, publishes)
  if (refused)
    throw new InputError(Input.SmokeTest, refused, `Remove '${Input.SmokeTest}', or run it where the live bot changed.`)
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
