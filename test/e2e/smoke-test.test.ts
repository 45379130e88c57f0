// A deploy that proves itself live: after the publish, a scripted conversation with the live bot
// through the simulator's custom channel (current form, with the run's token; older form, with the
// channel's own key), whose scripted bot says which backup is live. Passing and failing scripts, a
// button, a late reply, an operator, hostile text, a channel that never answers, the refusal without
// a publish, one contact across runs, and the dry run; the key never in any output.
import { describe, expect, it } from 'vitest'
import type { RunOptions } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const prod = (s: Stage) => s.sim.fixture.bots[0]!

/** An overwrite that publishes, then runs `script`. */
function deploy(s: Stage, script: string, inputs: Record<string, string> = {}): RunOptions {
  return deployRun(s, { inputs: { publish: 'true', 'smoke-test': script, ...inputs }, scope: 'refs/heads/main' })
}

/** `operation: smoke-test` alone, with the channel's own key on the older route. */
function smokeAlone(s: Stage, script: string, inputs: Record<string, string> = {}): RunOptions {
  const o = deployRun(s, { inputs: { operation: 'smoke-test', 'smoke-test': script, ...inputs } })
  for (const k of ['backup-file', 'account-api-key', 'bot-api-key', 'bot-api-secret']) delete o.inputs[k]
  return o
}

describe.concurrent('a deploy that proves itself live', () => {
  it('deploy, publish, then a passing conversation, in that order; the transcript and the version in the summary', async () => {
    const s = await fresh()
    const script = [
      '# the greeting names the backup now live',
      'expect: running backup',
      'say: hours?',
      'expect: /open \\d to \\d/'
    ].join('\n')
    const r = await runChecked(s, deploy(s, script))
    expect(r.code, r.stdout).toBe(0)
    const order = s.sim.log.map(e => e.route).filter(r => ['overwrite', 'publish', 'chat'].includes(r))
    expect(order).toEqual(['overwrite', 'publish', 'chat', 'chat'])
    expect(r.outputs).toMatchObject({
      result: 'overwritten',
      published: 'true',
      'smoke-test': 'passed',
      'bot-version': '2'
    })
    expect(r.stdout).toMatch(/Smoke test passed: every expectation held; the bot's version is 2\./)
    expect(r.summary).toMatch(/Smoke test: passed/)
    expect(r.summary).toContain(`Bot: Hello! This is production, running backup ${prod(s).live!.sha256.slice(0, 12)}.`)
    expect(r.summary).toMatch(/Check: expect: \/open \\d to \\d\/ ✓/)
  })

  it('an unmet expectation: the step fails, names the line, quotes what the bot said, and says the new version is live', async () => {
    const s = await fresh()
    const r = await runChecked(s, deploy(s, 'say: hours?\nexpect: we are closed', { 'smoke-timeout-seconds': '3' }))
    expect(r.code).toBe(1)
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toMatch(
      /smoke test failed at line 2 of 'smoke-test' \(expect: we are closed, not met within the time limit\); since the last message the bot said: "We are open 9 to 5\."/
    )
    expect(r.errors[0]).toMatch(/The new version is live\. To go back, deploy the snapshot/)
    expect(r.outputs).toMatchObject({ result: 'overwritten', published: 'true', 'smoke-test': 'failed' })
    expect(r.summary).toMatch(/<h2>Xenioo deploy: overwrite — overwritten and published; smoke test failed<\/h2>/)
    expect(r.summary).toContain('Check: expect: we are closed ✗')
    expect(r.summary).toContain('<td>Result</td><td>overwritten and published; smoke test failed</td>')
    expect(r.outputs['api-key']).toBe(s.keys.prodKey)
  })

  it('a button, pressed by its text; expect-not', async () => {
    const s = await fresh()
    const r = await runChecked(s, deploy(s, 'click: opening\nexpect: open 9 to 5\nexpect-not: closed'))
    expect(r.code, r.stdout).toBe(0)
    expect(s.sim.calls('chat')).toHaveLength(2)
    expect(r.summary).toContain('You: [Opening hours]')
  })

  it('a late reply is collected with PENDING until it comes', async () => {
    const s = await fresh()
    const r = await runChecked(s, deploy(s, 'say: slow please\nexpect: the slow answer'))
    expect(r.code, r.stdout).toBe(0)
    expect(s.sim.calls('chat').length).toBeGreaterThanOrEqual(3)
  })

  it('an operator taking over ends it with its own message', async () => {
    const s = await fresh()
    const r = await runChecked(s, deploy(s, 'click: talk to a human\nexpect: anything'))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/an operator took over the conversation/)
  })

  it('variables are set before the first message', async () => {
    const s = await fresh()
    const r = await runChecked(
      s,
      deploy(s, 'say: which mode?\nexpect: test mode is on', { 'smoke-variables': 'smoke=true' })
    )
    expect(r.code, r.stdout).toBe(0)
    expect(s.sim.calls('chat-status')).toHaveLength(1)
  })

  it('hostile reply text: no control character, no command, no Markdown line in the log or the summary', async () => {
    const s = await fresh()
    const r = await runChecked(s, deploy(s, 'say: hostile\nexpect: never said', { 'smoke-timeout-seconds': '2' }))
    expect(r.code).toBe(1)
    expect(r.errors).toHaveLength(1)
    for (const text of [r.stdout, r.summary]) {
      expect(text).not.toMatch(/\u202e/)
      expect(text).not.toMatch(/^\s*(#|!\[|::error::pwned)/m)
    }
  })

  it('a channel that never answers ends at the time limit, with a message', async () => {
    const s = await fresh()
    s.sim.fault('chat', { kind: 'hang' }, 10)
    const r = await runChecked(s, deploy(s, 'expect: hello', { 'smoke-timeout-seconds': '3' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/could not start the conversation within 'smoke-timeout-seconds' \(3 s\)/)
    expect(r.outputs['smoke-test']).toBe('failed')
  })

  it('the older channel form with its own key, alone: no token requested, the key never shown', async () => {
    const s = await fresh()
    expect((await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))).code).toBe(0)
    const key = s.keys.prodChannelKey
    const r = await runChecked(
      s,
      smokeAlone(s, 'expect: hello', { 'smoke-endpoint': `${s.sim.url}/apihook`, 'smoke-key': key }),
      [key]
    )
    expect(r.code, r.stdout).toBe(0)
    expect(r.outputs).toMatchObject({ result: 'smoke-tested', 'smoke-test': 'passed' })
    expect(r.summary).not.toMatch(/Backup file|none \(clone\)|reference clones/)
    expect(s.sim.calls('integration')).toHaveLength(1)
    expect(r.masks).toContain(key)
    // A conversation that fails is a failed run: no result, and the heading says so.
    const alone = { 'smoke-endpoint': `${s.sim.url}/apihook`, 'smoke-key': key, 'smoke-timeout-seconds': '1' }
    const failed = await runChecked(s, smokeAlone(s, 'expect: we are closed', alone), [key])
    expect(failed.code).toBe(1)
    expect(failed.outputs.result).toBeUndefined()
    expect(failed.outputs['smoke-test']).toBe('failed')
    expect(failed.summary).toMatch(/<h2>Xenioo deploy: smoke-test — failed<\/h2>/)
    expect(failed.summary).not.toMatch(/smoke-tested|Backup file|reference clones/)
    // Run alone it deployed nothing: it speaks of the live bot as it was, not of an overwrite.
    expect(failed.errors[0]).toMatch(/This run changed nothing: the live bot is as it was before it/)
    expect(failed.errors[0]).not.toMatch(/new version is live|snapshot taken before the overwrite/)
  })

  it('a key the channel refuses (401): the smoke test ends at once, naming the key, not the time limit', async () => {
    const s = await fresh()
    expect((await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))).code).toBe(0)
    const wrong = 'not-the-channel-key'
    const o = smokeAlone(s, 'expect: hello', { 'smoke-endpoint': `${s.sim.url}/apihook`, 'smoke-key': wrong })
    // The default smoke-timeout-seconds (30 s) is longer than this guard: a run that waits it out is killed.
    o.killAfterMs = 20_000
    const r = await runChecked(s, o, [wrong])
    expect(r.code, r.stdout).toBe(1)
    expect(r.errors[0]).toMatch(
      /could not start the conversation: the channel refused 'smoke-key' \(HTTP 401 from chat\)/
    )
    expect(r.errors[0]).toMatch(/Check 'smoke-key'/)
    expect(r.errors[0]).not.toMatch(/smoke-timeout-seconds|Check that the bot's custom channel is enabled/)
  })

  it('one user id across runs: one contact, not one per run', async () => {
    const s = await fresh()
    expect((await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))).code).toBe(0)
    const o = () =>
      smokeAlone(s, 'expect: hello', { 'smoke-endpoint': `${s.sim.url}/apihook`, 'smoke-key': s.keys.prodChannelKey })
    expect((await runChecked(s, o())).code).toBe(0)
    expect((await runChecked(s, o())).code).toBe(0)
    expect([...s.sim.conversations.keys()]).toEqual(['xenioo-deploy-smoke-test'])
  })
})

describe.concurrent('when the smoke test does not run', () => {
  it('with an overwrite that is not published: an input error before any request', async () => {
    const s = await fresh()
    const r = await runChecked(s, deploy(s, 'expect: hello', { publish: 'false' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /'smoke-test' is set, but the overwrite is not published: the live bot would not have changed/
    )
    expect(s.sim.log).toEqual([])
  })

  it('a bad line of the script: an input error that names it', async () => {
    const s = await fresh()
    const r = await runChecked(s, deploy(s, 'say: hi\nshout: HELLO'))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/'smoke-test' line 2 is not a step: 'shout: HELLO'/)
    expect(s.sim.log).toEqual([])
  })

  it('after a refused publish: not run, and the log says why', async () => {
    const s = await fresh()
    s.sim.fixture.accounts[0]!.publishFlag = false
    const r = await runChecked(s, deploy(s, 'expect: hello'))
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/The smoke test did not run: the publish was refused, so the live bot did not change\./)
    expect(s.sim.calls('chat')).toEqual([])
    expect(r.outputs['smoke-test']).toBeUndefined()
  })

  it('a dry run names the conversation and sends nothing to the channel', async () => {
    const s = await fresh()
    const r = await runChecked(s, deploy(s, 'expect: hello\nsay: hi', { 'dry-run': 'true' }))
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(
      /then publish it \(the draft goes live\), then talk to the live bot \(2 steps of 'smoke-test', through http:\/\/127\.0\.0\.1:\d+\/svc\/[^/]+\/custom\)/
    )
    expect(s.sim.calls('chat')).toEqual([])
  })
})

describe.concurrent('a bot that attacks the action through its channel', () => {
  it('floods nested parts on every answer: the transcript and the summary stay bounded, and the run ends at its time limit', async () => {
    const s = await fresh()
    // 30 parts of 100 nested parts each, on every answer (the late-message collection included).
    const flood = {
      Parts: Array.from({ length: 30 }, (_, i) => ({
        Type: 'card',
        Parts: Array.from({ length: 100 }, (_, j) => ({ Type: 'text', Text: `flood ${i}.${j} ${'x'.repeat(200)}` }))
      }))
    }
    s.sim.hostileChannel = route => (route === 'chat' ? flood : undefined)
    // Three answers before the expectation (the start, two says), whatever the load: more than the
    // 200 lines kept, without relying on how many late answers a loaded machine fetches in time.
    const script = 'say: hello\nsay: again\nexpect: never said'
    const r = await runChecked(s, deploy(s, script, { 'smoke-timeout-seconds': '8' }))
    expect(r.code).toBe(1)
    expect(r.outputs['smoke-test']).toBe('failed')
    expect(r.summary).toMatch(/more lines of the bot not kept/)
    expect(Buffer.byteLength(r.summary)).toBeLessThan(128 * 1024)
    expect(r.errors[0]).toMatch(/line 3 of 'smoke-test' \(expect: never said, not met within the time limit/)
  })

  it('answers so that a regular expression of the script backtracks for ever: the step fails at once, naming it', async () => {
    const s = await fresh()
    s.sim.hostileChannel = (route, _bearer, body) =>
      route === 'chat' && body.Text === 'go' ? { Parts: [{ Type: 'text', Text: `${'a'.repeat(40)}!` }] } : undefined
    const r = await runChecked(s, {
      ...deploy(s, 'say: go\nexpect: /^(a+)+$/', { 'smoke-timeout-seconds': '20' }),
      killAfterMs: 30_000
    })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /line 2 .*expect: \/\^\(a\+\)\+\$\/, the regular expression took longer than 0\.5 s to match/
    )
  })

  it("echoes the run's token in its Version and its text: neither is shown anywhere", async () => {
    const s = await fresh()
    s.sim.hostileChannel = (route, bearer) => {
      if (route === 'chat-config') return { Name: 'bot', Version: bearer }
      return route === 'chat' ? { Parts: [{ Type: 'text', Text: `token ${bearer}` }] } : undefined
    }
    const r = await runChecked(s, deploy(s, 'expect: token'))
    expect(r.code).toBe(0)
    expect(r.outputs['bot-version']).toMatch(/\*\*\*/)
  })

  it('echoes the token encoded within an encoding, and in pieces one per part: no part of it is shown', async () => {
    const s = await fresh()
    const echoes = (t: string): string[] => [
      Buffer.from(Buffer.from(t).toString('base64')).toString('base64'),
      [...t].map(c => `&#38;#${c.charCodeAt(0)};`).join(''),
      [...t].map(c => `\\u005Cu${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
      Buffer.from(t, 'utf16le').toString('base64')
    ]
    // Runs of letters and digits in pieces of up to 8, and each run of other characters as a piece
    // of its own: the token's "/+" and its last "=" are parts with no letter or digit.
    const pieces = (t: string) => t.split(/([^A-Za-z0-9]+)/).flatMap(p => p.match(/.{1,8}/g) ?? [])
    let token = ''
    s.sim.hostileChannel = (route, bearer) => {
      token = bearer
      if (route !== 'chat') return undefined
      const parts = [...echoes(bearer), ...pieces(bearer)].map(Text => ({ Type: 'text', Text }))
      return { Parts: [{ Type: 'text', Text: 'echo' }, ...parts] }
    }
    const r = await runChecked(s, deploy(s, 'expect: echo'))
    expect(r.code, r.stdout).toBe(0)
    const shown = r.stdout.replace(/^::add-mask::.*$/gm, '') + r.summary
    for (const e of echoes(token)) {
      for (let i = 0; i + 20 <= e.length; i += 4) expect(shown, e).not.toContain(e.slice(i, i + 20))
    }
    for (const p of pieces(token)) if (p.length >= 8) expect(shown).not.toContain(p)
    // Every part after "echo" is one line of the transcript, and each is shown as *** alone.
    const said = /<li>Bot: echo<\/li>(.*?)<li>Check: expect: echo/.exec(r.summary)?.[1]
    const lines = [...(said ?? '').matchAll(/<li>Bot: (.*?)<\/li>/g)].map(m => m[1])
    expect(lines).toEqual([...echoes(token), ...pieces(token)].map(() => '***'))
  })

  it('an answer over 1 MiB is said to be one, not a time limit', async () => {
    const s = await fresh()
    s.sim.hostileChannel = (route, _b, body) =>
      route === 'chat' && body.Text === 'big'
        ? { Parts: [{ Type: 'text', Text: 'x'.repeat(2 * 1024 * 1024) }] }
        : undefined
    const r = await runChecked(s, deploy(s, 'say: big\nexpect: x'))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/could not send 'big': the channel gave no whole answer from chat \(.*1 MiB/)
    expect(r.errors[0]).not.toMatch(/smoke-timeout-seconds/)
  })

  it('a cancel while the channel is silent is said to be a cancel, not a time limit', async () => {
    const s = await fresh()
    s.sim.fault('chat', { kind: 'hang' })
    let sent = false
    const r = await runChecked(s, {
      ...deploy(s, 'expect: running backup', { 'smoke-timeout-seconds': '60' }),
      killAfterMs: 30_000,
      onStdout: (text, child) => {
        if (sent || !text.includes('Smoke test: talking')) return
        sent = true
        const check = setInterval(() => {
          if (s.sim.calls('chat').length === 0) return
          clearInterval(check)
          child.kill('SIGINT')
        }, 10)
      }
    })
    expect(r.code).toBe(1)
    expect(r.errors.join('\n')).toMatch(/The smoke test was cancelled as it tried to start the conversation/)
    expect(r.errors.join('\n')).not.toMatch(/smoke-timeout-seconds/)
  })
})
