// How the runner hands a step its inputs, and the command syntax of its log, as both actions read
// them: an input untrimmed (a secret with stray spaces is still masked whole), every input name as
// set, and a command's data escaped as @actions/core escapes it and read back the same.
import { describe, expect, it } from 'vitest'
import { commandsIn, escapeData, inputNames, parseCommand, rawInput } from '../../src/action/workflow-commands.ts'

describe('the inputs the runner hands a step', () => {
  const env = { 'INPUT_BOT-API-SECRET': '  s3cret \n', INPUT_MY_INPUT: 'x', INPUT_Publish: 'true', PATH: '/bin' }
  it('an input as set, untrimmed, by its name in any case (spaces as underscores)', () => {
    expect(rawInput(env, 'bot-api-secret')).toBe('  s3cret \n')
    expect(rawInput(env, 'my input')).toBe('x')
    expect(rawInput(env, 'publish')).toBeUndefined()
  })
  it('every input name as the environment has it, nothing else', () => {
    expect(inputNames(env)).toEqual(['BOT-API-SECRET', 'MY_INPUT', 'Publish'])
  })
})

describe('workflow commands', () => {
  it('data escaped as @actions/core does reads back whole, line breaks and percent signs included', () => {
    const message = 'a 100% sure\r\nsecond line'
    const log = `plain line\n::warning file=a.ts::${escapeData(message)}\n::debug::x`
    expect(commandsIn(log, 'warning')).toEqual([message])
    expect(parseCommand('plain line')).toBeUndefined()
    expect(parseCommand('::error title=T::boom')).toEqual({ name: 'error', message: 'boom' })
  })
})
