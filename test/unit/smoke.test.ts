// The smoke test's script and conversation in-process: the script's lines read (and refused) as a
// table, and the conversation against a fake channel and clock: starting over while the channel
// goes online, late messages, buttons, an operator, and the time limit.
import { describe, expect, it } from 'vitest'
import { InputError } from '../../src/domain/errors.ts'
import { matches, readSmokeScript, readSmokeVariables } from '../../src/domain/smoke.ts'
import type { Channel, Reply } from '../../src/platform/platform.ts'
import type { RunContext } from '../../src/run/context.ts'
import { converse } from '../../src/run/smoke.ts'
import { wayBack } from '../../src/run/smoke.ts'

const WAY_BACK = wayBack({ restore: '2026-11-26T10:00:00.000Z', publish: '2026-11-26T10:00:00.000Z' })
import { Cancellation } from '../../src/run/cancel.ts'
import { Secrets } from '../../src/lib/secrets.ts'

describe('the script', () => {
  it('reads each kind of step, skipping blank lines and comments, with their line numbers', () => {
    const steps = readSmokeScript(
      '# greeting\n\nexpect: Welcome\nsay: hi there\nclick: Opening hours\nexpect-not: /error/i'
    )
    expect(steps.map(s => [s.kind, s.line])).toEqual([
      ['expect', 3],
      ['say', 4],
      ['click', 5],
      ['expect-not', 6]
    ])
  })

  it.each([
    ['shout: HELLO', /line 1 is not a step: 'shout: HELLO'/],
    ['say:', /line 1 is not a step/],
    ['expect: /(unclosed/', /line 1 has a regular expression that does not compile/],
    ['# only a comment\nexpect-not: error', /has no step that says, clicks or expects anything/]
  ])('refuses %j', (text, message) => {
    expect(() => readSmokeScript(text)).toThrow(InputError)
    expect(() => readSmokeScript(text)).toThrow(message)
  })

  it('matches a substring in any case, or a regular expression', () => {
    const [text, regex] = readSmokeScript('expect: OPEN 9\nexpect: /open \\d to \\d/')
    expect(text && 'pattern' in text && matches(text.pattern, 'We are open 9 to 5.')).toBe(true)
    expect(regex && 'pattern' in regex && matches(regex.pattern, 'open 9 to 5')).toBe(true)
    expect(regex && 'pattern' in regex && matches(regex.pattern, 'closed')).toBe(false)
  })

  it('reads variables as name=value lines, and refuses a line without =', () => {
    expect(readSmokeVariables('smoke=true\n# c\n\nmode = test = 1')).toEqual([
      { name: 'smoke', value: 'true' },
      { name: 'mode', value: 'test = 1' }
    ])
    expect(() => readSmokeVariables('smoke')).toThrow(/line 1 is not 'name=value'/)
  })
})

const text = (...texts: string[]): Reply => ({ texts, buttons: [], controlType: 0 })

/** A run context with just what the conversation uses: the inputs' script, a fake channel, a fake clock. */
function contextWith(script: string, answers: (body: unknown) => Promise<Reply> | Reply, timeoutMs = 10_000) {
  let now = 0
  const sent: unknown[] = []
  const channel: Channel = {
    chat: async body => {
      sent.push(body)
      return answers(body)
    },
    setVariable: async (name, value) => void sent.push({ set: name, value }),
    version: async () => '7'
  }
  const log = {
    info: () => undefined,
    debug: () => undefined,
    warning: () => undefined,
    notice: () => undefined,
    error: () => undefined
  }
  const smoke = {
    steps: readSmokeScript(script),
    endpoint: 'https://x',
    key: undefined,
    userId: 'u',
    variables: [{ name: 'smoke', value: 'true' }],
    timeoutMs
  }
  const ctx = {
    inputs: { smoke },
    platform: { channel: () => channel },
    clock: { now: () => now, sleep: async (ms: number) => void (now += ms), waitLogEveryMs: 60_000 },
    cancel: new Cancellation(),
    secrets: new Secrets(() => undefined),
    log
  } as unknown as RunContext
  return { ctx, sent }
}

describe('the conversation', () => {
  it('starts over while the channel goes online, sets the variables, then passes', async () => {
    let tries = 0
    const { ctx, sent } = contextWith('expect: hello\nsay: hours?\nexpect: open', body => {
      if (body === undefined && ++tries < 3) throw new Error('HTTP 404 from chat')
      return body === undefined ? text('Hello!') : text('We are open.')
    })
    const report = await converse(ctx, 'token', WAY_BACK)
    expect(report).toMatchObject({ passed: true, version: '7' })
    expect(sent).toEqual([undefined, undefined, undefined, { set: 'smoke', value: 'true' }, { Text: 'hours?' }])
  })

  it('collects late messages about once a second until an expectation is met', async () => {
    let pending = 0
    const { ctx, sent } = contextWith('say: slow\nexpect: here it is', body => {
      if ((body as { Command?: string } | undefined)?.Command === 'PENDING')
        return ++pending < 3 ? text() : text('here it is')
      return text()
    })
    expect((await converse(ctx, 'token', WAY_BACK)).passed).toBe(true)
    expect(sent.filter(b => (b as { Command?: string } | undefined)?.Command === 'PENDING')).toHaveLength(3)
  })

  it('presses the newest button whose text matches, exactly before in part', async () => {
    const buttons = [
      { text: 'Hours of the shop', command: 'a' },
      { text: 'Hours', command: 'b' }
    ]
    const { ctx, sent } = contextWith('click: hours\nexpect: ok', body =>
      body === undefined ? { texts: [], buttons, controlType: 0 } : text('ok')
    )
    expect((await converse(ctx, 'token', WAY_BACK)).passed).toBe(true)
    expect(sent.at(-1)).toEqual({ Command: 'b' })
  })

  it.each([
    [
      'an expectation never met',
      'expect: never',
      () => text('hello'),
      /line 1 .*expect: never, not met within the time limit.*"hello/
    ],
    ['a button that is not there', 'click: nope', () => text('hello'), /click: nope, no such button/],
    [
      'expect-not that matches',
      'say: hi\nexpect-not: hello',
      () => text('hello'),
      /line 2 .*expect-not: hello, but it did/
    ],
    [
      'an operator taking over',
      'say: human\nexpect: x',
      (b: unknown) => (b === undefined ? text('hi') : { ...text('operator'), controlType: 2 }),
      /an operator took over/
    ],
    [
      'a channel that never answers',
      'expect: hi',
      () => Promise.reject(new Error('no answer from chat')),
      /could not start the conversation/
    ],
    [
      'a channel that fails while late messages are collected, with time left',
      'say: hi\nexpect: never',
      (b: unknown) =>
        (b as { Command?: string })?.Command === 'PENDING'
          ? Promise.reject(new Error('HTTP 500 from chat'))
          : text('hello'),
      /line 2 .*expect: never, while collecting late messages: Error: HTTP 500 from chat/
    ]
  ])('fails on %s, and says the new version is live', async (_name, script, answer, message) => {
    const { ctx } = contextWith(script, answer, 3000)
    const report = await converse(ctx, 'token', WAY_BACK)
    expect(report.passed).toBe(false)
    expect(report.error?.message).toMatch(message)
    expect(report.error?.fix).toMatch(/The new version is live/)
  })
})
