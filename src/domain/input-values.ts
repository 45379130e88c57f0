// The kinds of value an input can hold (one of a list, a whole number, a boolean), each read with
// the message that names the input and the fix. Shared by the inputs and the smoke test's inputs.

import { untrusted } from '../lib/text.ts'
import type { InputSource } from './auth.ts'
import type { InputName } from './constants.ts'
import { InputError } from './errors.ts'
import { closestOf } from './input-names.ts'

export function oneOf<T extends string>(name: InputName, value: string, allowed: readonly T[], fallback?: T): T {
  if (value === '' && fallback !== undefined) return fallback
  if ((allowed as readonly string[]).includes(value)) return value as T
  const got = value === '' ? 'is empty' : `is '${untrusted(value, 40)}'`
  const list = allowed.join(', ')
  const near = value === '' ? undefined : closestOf(value.toLowerCase(), allowed)
  const meant = near ? `; did you mean '${near}'?` : '.'
  throw new InputError(name, `${got}, expected one of: ${list}${meant}`, `Set '${name}' to one of: ${list}.`)
}

export function wholeNumber(name: InputName, value: string, fallback: number, max: number): number {
  if (value === '') return fallback
  const fix = `Set '${name}' to a whole number from 1 to ${max} (default ${fallback}).`
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new InputError(name, `is '${untrusted(value, 40)}', not a positive whole number.`, fix)
  }
  if (Number(value) > max) throw new InputError(name, `is ${untrusted(value, 40)}, more than the limit of ${max}.`, fix)
  return Number(value)
}

export function boolean(source: InputSource, name: InputName, fallback = false): boolean {
  if (source.getInput(name) === '') return fallback
  try {
    return source.getBooleanInput(name)
  } catch {
    throw new InputError(
      name,
      `is '${untrusted(source.getInput(name), 40)}', not a boolean.`,
      `Set '${name}' to true or false.`
    )
  }
}
