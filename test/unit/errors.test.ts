// What a thrown value that is not one of the action's errors becomes: a bug, said as one, in one
// clean line (no workflow command, no line break), with the fix that asks for a report.
import { describe, expect, it } from 'vitest'
import { ActionError, InputError, asActionError, toldShort, toldWhole } from '../../src/domain/errors.ts'

describe('asActionError', () => {
  it("keeps the action's own errors as they are", () => {
    const own = new InputError('retries', "is 'x'.", 'Set a number.')
    expect(asActionError(own)).toBe(own)
  })
  const cases: [string, unknown, string][] = [
    ['an Error', new TypeError('x is undefined'), 'Unexpected error: TypeError: x is undefined'],
    ['a string', 'it broke', 'Unexpected error: it broke'],
    ['anything else', { code: 1 }, 'Unexpected error: an unknown error'],
    ['text that would issue a command', new Error('a\n::error::b'), 'Unexpected error: Error: a : :error: :b']
  ]
  it.each(cases)('%s: a bug, with the fix to report it', (_, thrown, message) => {
    const error = asActionError(thrown)
    expect(error).toBeInstanceOf(ActionError)
    expect(error.message).toBe(message)
    // In no shell's own words: a terminal has no step, a workflow's log is the step's.
    expect(error.fix).toMatch(/bug in this tool: please report it with its log/)
    expect(error.fix).not.toMatch(/\b(step|action|job|command)\b/)
  })
})

describe('the error output (#57): the action’s own sentence', () => {
  it('never the platform’s words; one line of at most 300 characters', () => {
    const err = new ActionError(
      `The overwrite failed (HTTP 400):\n${'x'.repeat(400)}`,
      'Fix it.',
      'the platform’s words'
    )
    expect(toldWhole(err)).toMatch(/The platform said: "the platform’s words"$/)
    const short = toldShort(err)
    expect(short).not.toMatch(/platform’s words|\n/)
    expect(short.length).toBe(300)
    expect(short).toMatch(/^The overwrite failed \(HTTP 400\): x+…$/)
    expect(toldShort(new ActionError('Short.', 'Fix.'))).toBe('Short.')
  })
})
