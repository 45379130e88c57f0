// The runner's inputs as the actions read them (#66): each text trimmed, a boolean as the runner reads YAML's,
// made into the core's typed request (the deploy's, the smoke test's) here, in the actions' shell.

import { InputError } from '../domain/errors.ts'
import { SwitchInputs, TextInputs } from '../domain/constants.ts'
import type { Request } from '../domain/inputs.ts'
import { untrusted } from '../lib/text.ts'

/** What the runner hands a step: an input's text (trimmed), and a boolean as YAML 1.2's core schema reads it. */
export interface RunnerInputs {
  getInput(name: string): string
  getBooleanInput(name: string): boolean
}

/** A switch as the runner reads it, unset when empty; any other text than a boolean is an InputError naming it. */
function switchOf(io: RunnerInputs, name: string): boolean | undefined {
  const text = io.getInput(name)
  if (text === '') return undefined
  try {
    return io.getBooleanInput(name)
  } catch {
    throw new InputError(name, `is '${untrusted(text, 40)}', not a boolean.`, `Set '${name}' to true or false.`)
  }
}

/** Each of `texts` as the runner hands it, each of `switches` as it reads a boolean (unset: undefined). */
export function runnerRequest<T extends string, S extends string>(
  io: RunnerInputs,
  texts: readonly T[],
  switches: readonly S[]
) {
  const text = Object.fromEntries(texts.map(name => [name, io.getInput(name)])) as Record<T, string>
  return { ...text, ...(Object.fromEntries(switches.map(n => [n, switchOf(io, n)])) as Partial<Record<S, boolean>>) }
}

/** The deploy's request from the step's inputs. */
export const deployRequest = (io: RunnerInputs): Request => runnerRequest(io, TextInputs, SwitchInputs)
