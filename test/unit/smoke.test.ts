// The smoke test action's script and conversation in-process: the script's lines read (and refused)
// as a table, and the conversation against a fake channel and clock: the variables before the
// greeting, starting over while the channel goes online, late messages, buttons, an operator, and
// the time limit.
import { describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import { InputError } from '../../src/domain/errors.ts'
import { Cancellation } from '../../src/lib/cancel.ts'
import { Secrets } from '../../src/lib/secrets.ts'
import type { Answer, Transport } from '../../src/platform/transport.ts'
import { type Channel, ChannelRefused, ChannelSession, type Reply } from '../../src/smoke/channel.ts'
import { converse, type Talk } from '../../src/smoke/conversation.ts'
import { INPUTS, type SmokeRequest, type SmokeText } from '../../src/smoke/inputs.ts'
import { readSettings, wayBack } from '../../src/smoke/session.ts'
import { matches, readScript, readVariables } from '../../src/smoke/script.ts'

const WAY_BACK = wayBack('2026-11-26T10:00:00.000Z', '2026-11-26T10:00:00.000Z', WORKFLOW_WORDS)

describe('the script', () => {
  it('reads each kind of step, skipping blank lines and comments, with their line numbers', () => {
    const steps = readScript(
      '# greeting\n\nexpect: Welcome\nsay: hi there\nclick: Opening hours\nexpect-not: /error/i',
      WORKFLOW_WORDS
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
    expect(() => readScript(text, WORKFLOW_WORDS)).toThrow(InputError)
    expect(() => readScript(text, WORKFLOW_WORDS)).toThrow(message)
  })

  it('matches a substring in any case, or a regular expression', () => {
    const [text, regex] = readScript('expect: OPEN 9\nexpect: /open \\d to \\d/', WORKFLOW_WORDS)
    expect(text && 'pattern' in text && matches(text.pattern, 'We are open 9 to 5.')).toBe(true)
    expect(regex && 'pattern' in regex && matches(regex.pattern, 'open 9 to 5')).toBe(true)
    expect(regex && 'pattern' in regex && matches(regex.pattern, 'closed')).toBe(false)
  })

  it('reads variables as name=value lines, and refuses a line without =', () => {
    expect(readVariables('smoke=true\n# c\n\nmode = test = 1', WORKFLOW_WORDS)).toEqual([
      { name: 'smoke', value: 'true' },
      { name: 'mode', value: 'test = 1' }
    ])
    expect(() => readVariables('smoke', WORKFLOW_WORDS)).toThrow(/line 1 is not 'name=value'/)
  })
})

const text = (...texts: string[]): Reply => ({ texts, buttons: [], controlType: 0 })

/** A conversation with a fake channel and a fake clock. */
function talkWith(script: string, answers: (body: unknown) => Promise<Reply> | Reply, timeoutMs = 10_000) {
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
  const secrets = new Secrets(() => undefined)
  const talk: Talk = {
    channel,
    steps: readScript(script, WORKFLOW_WORDS),
    variables: [{ name: 'smoke', value: 'true' }],
    userId: 'u',
    scriptName: "'script'",
    words: WORKFLOW_WORDS,
    timeoutMs,
    bearerName: 'the bot-level token',
    wayBack: WAY_BACK,
    clock: { now: () => now, sleep: async (ms: number) => void (now += ms), waitLogEveryMs: 60_000 },
    cancel: new Cancellation(),
    redactAll: items => secrets.redactAll(items),
    log: () => undefined
  }
  return { talk, sent }
}

describe('the conversation', () => {
  it('late messages that fail once the time limit is near: the expectation was not met in time', async () => {
    const { talk } = talkWith(
      'expect: never',
      b => ((b as { Command?: string })?.Command === 'PENDING' ? Promise.reject(new Error('HTTP 500')) : text('hi')),
      1500
    )
    const report = await converse(talk)
    expect(report.error?.message).toMatch(/line 1 .*expect: never, not met within the time limit/)
  })

  it('a cancel while late messages are collected is said as a cancel', async () => {
    const { talk } = talkWith('expect: never', b => {
      if ((b as { Command?: string })?.Command !== 'PENDING') return text('hi')
      talk.cancel.cancel('SIGINT')
      return new Promise<Reply>(() => undefined)
    })
    const report = await converse(talk)
    expect(report.error?.message).toBe('The smoke test was cancelled as it tried to collect late messages for line 1.')
  })

  it('sets the variables before the greeting, again with each start over while the channel goes online, then passes', async () => {
    let tries = 0
    const { talk, sent } = talkWith('expect: hello\nsay: hours?\nexpect: open', body => {
      if (body === undefined && ++tries < 3) throw new Error('HTTP 404 from chat')
      return body === undefined ? text('Hello!') : text('We are open.')
    })
    const report = await converse(talk)
    expect(report).toMatchObject({ passed: true, version: '7' })
    const set = { set: 'smoke', value: 'true' }
    expect(sent).toEqual([set, undefined, set, undefined, set, undefined, { Text: 'hours?' }])
  })

  it('collects late messages about once a second until an expectation is met', async () => {
    let pending = 0
    const { talk, sent } = talkWith('say: slow\nexpect: here it is', body => {
      if ((body as { Command?: string } | undefined)?.Command === 'PENDING')
        return ++pending < 3 ? text() : text('here it is')
      return text()
    })
    expect((await converse(talk)).passed).toBe(true)
    expect(sent.filter(b => (b as { Command?: string } | undefined)?.Command === 'PENDING')).toHaveLength(3)
  })

  it('presses the newest button whose text matches, exactly before in part', async () => {
    const buttons = [
      { text: 'Hours of the shop', command: 'a' },
      { text: 'Hours', command: 'b' }
    ]
    const { talk, sent } = talkWith('click: hours\nexpect: ok', body =>
      body === undefined ? { texts: [], buttons, controlType: 0 } : text('ok')
    )
    expect((await converse(talk)).passed).toBe(true)
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
    const { talk } = talkWith(script, answer, 3000)
    const report = await converse(talk)
    expect(report.passed).toBe(false)
    expect(report.error?.message).toMatch(message)
    expect(report.error?.fix).toMatch(/The new version is live/)
  })
})

describe("the channel's answers, read as outside data", () => {
  /** A session over a fake transport that answers each request with `answer` (or throws it). */
  function session(answer: Partial<Answer> | Error) {
    const reply = async () => {
      if (answer instanceof Error) throw answer
      return { status: 200, headers: {}, text: '', ...answer }
    }
    const transport = { post: reply, get: reply } as unknown as Transport
    const redact = (t: string) => t.replace('s3cret', '***')
    return new ChannelSession(transport, {
      endpoint: 'https://x/custom',
      bearer: 'b',
      userId: 'u',
      redact,
      redactAll: items => items.map(redact)
    })
  }
  const signal = new AbortController().signal

  it('parts that are not objects are passed over; no ControlType is the bot; nested parts are read', async () => {
    const text = JSON.stringify({ Parts: [7, 'x', null, { Text: 'hi', Parts: [{ Text: 'go', Command: 'c1' }] }] })
    expect(await session({ text }).chat(undefined, signal)).toEqual({
      texts: ['hi'],
      buttons: [{ text: 'go', command: 'c1' }],
      controlType: 0
    })
    expect(await session({ text: 'not json' }).chat(undefined, signal)).toEqual({
      texts: [],
      buttons: [],
      controlType: 0
    })
  })

  it('a version only when the config says one, redacted; none for another shape', async () => {
    expect(await session({ text: JSON.stringify({ Version: 'v s3cret' }) }).version(signal)).toBe('v ***')
    expect(await session({ text: JSON.stringify({ Version: { n: 1 } }) }).version(signal)).toBeUndefined()
    expect(await session({ text: '[]' }).version(signal)).toBeUndefined()
  })

  it('401 and 403 are a refusal; another status or no answer is trouble, the reason redacted', async () => {
    await expect(session({ status: 403 }).chat(undefined, signal)).rejects.toBeInstanceOf(ChannelRefused)
    await expect(session({ status: 500 }).chat(undefined, signal)).rejects.toThrow('HTTP 500 from chat')
    await expect(session(new Error('socket s3cret hang up')).chat(undefined, signal)).rejects.toThrow(
      /no whole answer from chat \(.*\*\*\*/
    )
  })
})

describe('the smoke test’s settings from a typed request (#57, #66: the seam each shell gives)', () => {
  const source = (values: Partial<SmokeRequest>): SmokeRequest => ({
    ...(Object.fromEntries(INPUTS.map(n => [n, ''])) as Record<SmokeText, string>),
    'stop-on-failure': undefined,
    ...values
  })
  it('reads a script, the channel and its key from a plain object, not the runner', () => {
    const settings = readSettings(
      source({
        script: 'say: hi\nexpect: hello',
        'channel-endpoint': 'https://bots.example.com/apihook',
        'channel-key': 'chan-key-0123456789',
        'timeout-seconds': '5'
      }),
      '/nowhere',
      WORKFLOW_WORDS
    )
    expect(settings).toMatchObject({
      endpoint: 'https://bots.example.com/apihook',
      bearer: { given: 'chan-key-0123456789', name: "'channel-key'" },
      timeoutMs: 5000,
      stopOnFailure: false
    })
    expect(settings.cases).toMatchObject([{ name: 'script', userId: 'xenioo-deploy-smoke-test' }])
    expect(settings.cases[0]?.steps).toHaveLength(2)
  })
  it('refuses a bad input there before any request, naming it', () => {
    const given = { script: 'say: hi', 'channel-key': 'k', 'channel-endpoint': 'https://bots.example.com/apihook' }
    expect(() => readSettings(source({ ...given, 'timeout-seconds': 'x' }), '/nowhere', WORKFLOW_WORDS)).toThrow(
      /^Input 'timeout-seconds'/
    )
    expect(() =>
      readSettings(source({ ...given, 'channel-key': '', 'channel-endpoint': '' }), '/nowhere', WORKFLOW_WORDS)
    ).toThrow(/^Input 'service-endpoint' is empty/)
  })
})
