// The smoke test action (smoke-test/action.yml, dist/smoke-test/index.js) against the simulator's
// custom channel, whose scripted bot says which backup is live: a deploy step that publishes, then
// the smoke step, as a workflow runs them (the current channel form with a bot-level token; the older
// form with the channel's own key, alone). Passing and failing scripts, a button, a late reply, an
// operator, variables before the greeting, hostile text, a channel that never answers, one contact
// across runs, the way back after a deploy, and its inputs refused before any request.
import { describe, expect, it } from 'vitest'
import { tokenRequestBody, tokenUrl } from '../../src/platform/client.ts'
import { runAction, tempDir, type RunOptions, type RunResult } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const prod = (s: Stage) => s.sim.fixture.bots[0]!

/** The smoke step for the production bot, with the keys (a bot-level token is requested), running `script`. */
function smokeRun(s: Stage, script: string, inputs: Record<string, string> = {}): RunOptions {
  const bot = prod(s)
  return {
    action: 'smoke-test',
    inputs: {
      script,
      'service-endpoint': s.sim.endpoint(bot),
      'account-api-key': bot.account,
      'bot-api-key': bot.apiKey,
      'bot-api-secret': bot.apiSecret,
      ...inputs
    }
  }
}

/** The smoke step alone, with the channel's own key on the older route: no other key. */
function smokeAlone(s: Stage, script: string, inputs: Record<string, string> = {}): RunOptions {
  return {
    action: 'smoke-test',
    inputs: { script, 'channel-endpoint': `${s.sim.url}/apihook`, 'channel-key': s.keys.prodChannelKey, ...inputs }
  }
}

/** An overwrite that publishes, then the smoke step given its next times, as the recipe runs them. */
async function deployThenSmoke(
  s: Stage,
  script: string,
  inputs: Record<string, string> = {}
): Promise<{ deployed: RunResult; r: RunResult }> {
  const deployed = await runChecked(s, deployRun(s, { inputs: { publish: 'true' }, scope: 'refs/heads/main' }))
  expect(deployed.code, deployed.stdout).toBe(0)
  const next = {
    'next-restore-at': deployed.outputs['next-restore-at'] ?? '',
    'next-publish-at': deployed.outputs['next-publish-at'] ?? ''
  }
  return { deployed, r: await runChecked(s, smokeRun(s, script, { ...next, ...inputs })) }
}

describe.concurrent('a deploy, then the smoke test of the live bot', () => {
  it('deploy, publish, then a passing conversation, in that order; the transcript and the version in the summary', async () => {
    const s = await fresh()
    const script = [
      '# the greeting names the backup now live',
      'expect: running backup',
      'say: hours?',
      'expect: /open \\d to \\d/'
    ].join('\n')
    const { deployed, r } = await deployThenSmoke(s, script)
    expect(r.code, r.stdout).toBe(0)
    const order = s.sim.log.map(e => e.route).filter(r => ['overwrite', 'publish', 'chat'].includes(r))
    expect(order).toEqual(['overwrite', 'publish', 'chat', 'chat'])
    expect(deployed.outputs).toMatchObject({ result: 'overwritten', published: 'true' })
    expect(r.outputs).toEqual({ result: 'passed', passed: '1', failed: '0', 'bot-version': '2' })
    expect(r.stdout).toMatch(/Smoke test passed: every expectation held; the bot's version is 2\./)
    expect(r.summary).toMatch(/<h2>Xenioo smoke test — passed<\/h2>/)
    expect(r.summary).toContain(`Bot: Hello! This is production, running backup ${prod(s).live!.sha256.slice(0, 12)}.`)
    expect(r.summary).toMatch(/Check: expect: \/open \\d to \\d\/ ✓/)
    expect(r.summary).toContain("Through the bot's custom channel; the bot's version is 2.")
  })

  it('an unmet expectation: the step fails, names the line, quotes what the bot said, and says the new version is live', async () => {
    const s = await fresh()
    const { r } = await deployThenSmoke(s, 'say: hours?\nexpect: we are closed', { 'timeout-seconds': '3' })
    expect(r.code).toBe(1)
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toMatch(
      /smoke test failed at line 2 of 'script' \(expect: we are closed, not met within the time limit\); since the last message the bot said: "We are open 9 to 5\."/
    )
    // The way back: a rollback (#75: the copy the deploy kept of what it replaced), or the backup that ran before (#60).
    expect(r.errors[0]).toMatch(
      /The new version is live\. To go back, run 'operation: rollback': it puts back what the deploy's overwrite replaced, where it kept a copy \('keep-replaced', the default\), and publishes it when that overwrite went live\. Or deploy the backup that ran before \(revert the commit that changed it\) or a fixed one\./
    )
    expect(r.outputs.result).toBe('failed')
    // The error output is the smoke test's own sentence: what the bot said stays in the log and the summary (#66).
    expect(r.outputs.error).toBe(
      "The smoke test failed at line 2 of 'script' (expect: we are closed, not met within the time limit)."
    )
    expect(r.summary).toMatch(/<h2>Xenioo smoke test — failed<\/h2>/)
    expect(r.summary).toContain('Check: expect: we are closed ✗')
    expect(r.summary).toContain('What went wrong')
  })

  it('a failed smoke test after a deploy says from when a rollback and its publish can go out', async () => {
    const s = await fresh()
    const { deployed, r } = await deployThenSmoke(s, 'say: hours?\nexpect: we are closed', { 'timeout-seconds': '2' })
    expect(r.code).toBe(1)
    const [restoreAt, publishAt] = [deployed.outputs['next-restore-at'], deployed.outputs['next-publish-at']]
    expect(Date.parse(restoreAt ?? '')).toBeGreaterThan(Date.now() + 55 * 60_000)
    expect(Date.parse(publishAt ?? '')).toBeGreaterThan(Date.now() + 55 * 60_000)
    expect(r.errors[0]).toContain(
      `Either way, the overwrite can go out from ${restoreAt}, and its publish from ${publishAt}`
    )
  })

  it('after operation: publish (its next-publish-at alone), a failure speaks of the publish, not of an overwrite', async () => {
    const s = await fresh()
    expect((await runChecked(s, deployRun(s, { scope: 'refs/heads/main' }))).code).toBe(0)
    const publish = deployRun(s, { scope: 'refs/heads/main', inputs: { operation: 'publish', 'backup-file': '' } })
    const published = await runChecked(s, publish)
    expect(published.code, published.stdout).toBe(0)
    const next = published.outputs['next-publish-at'] ?? ''
    const r = await runChecked(
      s,
      smokeRun(s, 'expect: we are closed', { 'timeout-seconds': '2', 'next-publish-at': next })
    )
    expect(r.code).toBe(1)
    expect(r.errors[0]).not.toMatch(/before the overwrite/)
    expect(r.errors[0]).toContain(`the next publish can go out from ${next}`)
  })

  it('a button, pressed by its text; expect-not', async () => {
    const s = await fresh()
    const { r } = await deployThenSmoke(s, 'click: opening\nexpect: open 9 to 5\nexpect-not: closed')
    expect(r.code, r.stdout).toBe(0)
    expect(s.sim.calls('chat')).toHaveLength(2)
    expect(r.summary).toContain('You: [Opening hours]')
  })

  it('a late reply is collected with PENDING until it comes', async () => {
    const s = await fresh()
    const { r } = await deployThenSmoke(s, 'say: slow please\nexpect: the slow answer')
    expect(r.code, r.stdout).toBe(0)
    expect(s.sim.calls('chat').length).toBeGreaterThanOrEqual(3)
  })

  it('an operator taking over ends it with its own message', async () => {
    const s = await fresh()
    const { r } = await deployThenSmoke(s, 'click: talk to a human\nexpect: anything')
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/an operator took over the conversation/)
  })

  it('variables are set before the first message reaches the bot: its greeting already sees them', async () => {
    const s = await fresh()
    const script = 'expect: running backup\nexpect: (test mode)\nsay: which mode?\nexpect: test mode is on'
    const { r } = await deployThenSmoke(s, script, { variables: 'smoke=true', 'timeout-seconds': '3' })
    expect(r.code, r.stdout).toBe(0)
    expect(s.sim.calls('chat-status')).toHaveLength(1)
    const order = s.sim.log.map(e => e.route).filter(r => r === 'chat' || r === 'chat-status')
    expect(order[0]).toBe('chat-status')
  })

  it('hostile reply text: no control character, no command, no Markdown line in the log or the summary', async () => {
    const s = await fresh()
    const { r } = await deployThenSmoke(s, 'say: hostile\nexpect: never said', { 'timeout-seconds': '2' })
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
    const { r } = await deployThenSmoke(s, 'expect: hello', { 'timeout-seconds': '3' })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/could not start the conversation within 'timeout-seconds' \(3 s\)/)
    expect(r.outputs.result).toBe('failed')
  })

  it('a channel that answers with a redirect: one start, the 307 said as the cause (#60)', async () => {
    const s = await fresh()
    s.sim.fault('chat', { kind: 'status', status: 307, headers: { location: 'https://elsewhere.example/chat' } }, 50)
    const { r } = await deployThenSmoke(s, 'expect: hello', { 'timeout-seconds': '20' })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/could not start the conversation: the channel gave HTTP 307 from chat \(a redirect/)
    expect(s.sim.calls('chat')).toHaveLength(1)
  })

  it('a reply too large to read: one start, the size said as the cause (#60)', async () => {
    const s = await fresh()
    s.sim.fault('chat', { kind: 'endless', prefix: '{"Parts":[{"Text":"', fill: 'x'.repeat(1024) }, 50)
    const { r } = await deployThenSmoke(s, 'expect: hello', { 'timeout-seconds': '20' })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /could not start the conversation: the channel gave no whole answer from chat \(.*larger than/
    )
    expect(s.sim.calls('chat')).toHaveLength(1)
  })

  it('a channel still going online (503): three starts a second apart, then the cause (#60)', async () => {
    const s = await fresh()
    s.sim.fault('chat', { kind: 'status', status: 503 }, 50)
    const { r } = await deployThenSmoke(s, 'expect: hello', { 'timeout-seconds': '30' })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /could not start the conversation in 3 starts a second apart: the channel gave HTTP 503 from chat/
    )
    expect(s.sim.calls('chat')).toHaveLength(3)
  })

  it('after a refused publish the deploy step fails (published: false), so the smoke step after it does not run', async () => {
    const s = await fresh()
    s.sim.fixture.accounts[0]!.publishFlag = false
    const deployed = await runChecked(s, deployRun(s, { inputs: { publish: 'true' }, scope: 'refs/heads/main' }))
    expect(deployed.code).toBe(1)
    expect(deployed.outputs.published).toBe('false')
  })

  it("a dry run's deploy publishes nothing (published: false): the recipe's smoke step does not run", async () => {
    const s = await fresh()
    const dry = await runChecked(s, deployRun(s, { inputs: { publish: 'true', 'dry-run': 'true' } }))
    expect(dry.code).toBe(0)
    expect(dry.outputs.published).toBe('false')
    expect(s.sim.calls('chat')).toEqual([])
  })
})

describe.concurrent('the smoke test alone, with the channel key', () => {
  it('the older channel form with its own key: no token requested, the key never shown', async () => {
    const s = await fresh()
    expect((await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))).code).toBe(0)
    const key = s.keys.prodChannelKey
    const r = await runChecked(s, smokeAlone(s, 'expect: hello'), [key])
    expect(r.code, r.stdout).toBe(0)
    expect(r.outputs).toMatchObject({ result: 'passed' })
    expect(s.sim.calls('integration')).toHaveLength(1)
    expect(r.masks).toContain(key)
    // A conversation that fails fails the step; it speaks of the live bot as the steps before it left it.
    const failed = await runChecked(s, smokeAlone(s, 'expect: we are closed', { 'timeout-seconds': '1' }), [key])
    expect(failed.code).toBe(1)
    expect(failed.outputs.result).toBe('failed')
    expect(failed.summary).toMatch(/<h2>Xenioo smoke test — failed<\/h2>/)
    expect(failed.errors[0]).toMatch(
      /This step changed nothing: the live bot is as it was before it\. Fix the bot \(deploy a fixed backup and publish it\) or the script\./
    )
    expect(failed.errors[0]).not.toMatch(/new version is live|revert the commit/)
  })

  it('a key the channel refuses (401): the smoke test ends at once, naming the key, not the time limit', async () => {
    const s = await fresh()
    expect((await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))).code).toBe(0)
    const wrong = 'not-the-channel-key'
    const o = smokeAlone(s, 'expect: hello', { 'channel-key': wrong })
    // The default timeout-seconds (30 s) is longer than this guard: a run that waits it out is killed.
    o.killAfterMs = 20_000
    const r = await runChecked(s, o, [wrong])
    expect(r.code, r.stdout).toBe(1)
    expect(r.errors[0]).toMatch(
      /could not start the conversation: the channel refused 'channel-key' \(HTTP 401 from chat\)/
    )
    expect(r.errors[0]).toMatch(/Check 'channel-key'/)
    expect(r.errors[0]).not.toMatch(/timeout-seconds|Check that the bot's custom channel is enabled/)
    // The bot was never reached: its answers are not at fault.
    expect(r.errors[0]).toMatch(/This step changed nothing: the live bot is as it was before it\.$/)
  })

  it('one user id across runs: one contact, not one per run', async () => {
    const s = await fresh()
    expect((await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))).code).toBe(0)
    expect((await runChecked(s, smokeAlone(s, 'expect: hello'))).code).toBe(0)
    expect((await runChecked(s, smokeAlone(s, 'expect: hello'))).code).toBe(0)
    expect([...s.sim.conversations.keys()]).toEqual(['xenioo-deploy-smoke-test'])
  })
})

describe.concurrent('the smoke test with what else a user may give it', () => {
  it('a bot-level token issued earlier (token): used as the bearer, no token requested, masked', async () => {
    const s = await fresh()
    expect((await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))).code).toBe(0)
    const bot = prod(s)
    const auth = {
      level: 'bot',
      accountApiKey: bot.account,
      botApiKey: bot.apiKey,
      botApiSecret: bot.apiSecret
    } as const
    const where = { serviceEndpoint: s.sim.endpoint(bot), nodeUrl: undefined }
    const answer = await fetch(tokenUrl(where), { method: 'POST', body: JSON.stringify(tokenRequestBody(auth)) })
    const issued = JSON.stringify(await answer.json())
    const token = /"(?:Token|access_token|token)"\s*:\s*"([^"]+)"/i.exec(issued)?.[1] ?? ''
    expect(token).not.toBe('')
    const before = s.sim.calls('integration').length
    const o: RunOptions = {
      action: 'smoke-test',
      inputs: { script: 'expect: running backup', 'service-endpoint': s.sim.endpoint(bot), token }
    }
    const r = await runChecked(s, o, [token])
    expect(r.code, r.stdout).toBe(0)
    expect(r.outputs.result).toBe('passed')
    expect(s.sim.calls('integration')).toHaveLength(before)
    expect(r.masks).toContain(token)
  })

  it('keys the platform refuses: the token request fails, saying so, and the conversation does not run (no result)', async () => {
    const s = await fresh()
    const r = await runChecked(s, smokeRun(s, 'expect: hello', { 'bot-api-secret': 'not-the-secret' }), [
      'not-the-secret'
    ])
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/token/i)
    expect(r.outputs.result).toBeUndefined()
    expect(s.sim.calls('chat')).toEqual([])
    expect(r.summary).toMatch(/<h2>Xenioo smoke test — not run<\/h2>/)
  })

  it('a token request answered 503 once is repeated (it changes nothing), and the conversation goes on', async () => {
    const s = await fresh()
    expect((await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))).code).toBe(0)
    s.sim.fault('integration', { kind: 'status', status: 503 }, 1)
    const before = s.sim.calls('integration').length
    const r = await runChecked(s, smokeRun(s, 'expect: running backup'))
    expect(r.code, r.stdout).toBe(0)
    expect(s.sim.calls('integration')).toHaveLength(before + 2)
    expect(r.stdout).toMatch(/Token request.*503/)
  })

  it('a summary file that cannot be written is one warning; the step ends as the conversation did', async () => {
    const s = await fresh()
    expect((await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))).code).toBe(0)
    const r = await runAction({ ...smokeAlone(s, 'expect: hello'), env: { GITHUB_STEP_SUMMARY: tempDir() } })
    expect(r.code, r.stdout).toBe(0)
    expect(r.warnings).toEqual([expect.stringMatching(/^Could not write the job summary: /)])
  })

  it('an input like none of its own is warned about and ignored; without a summary file the step still ends as it should', async () => {
    const s = await fresh()
    expect((await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))).code).toBe(0)
    const o = smokeAlone(s, 'expect: hello', { colour: 'blue' })
    const r = await runChecked(s, { ...o, env: { GITHUB_STEP_SUMMARY: undefined } })
    expect(r.code, r.stdout).toBe(0)
    expect(r.warnings).toEqual([expect.stringMatching(/'colour' is not an input of this action, and is ignored/)])
    expect(r.summary).toBe('')
  })
})

describe.concurrent('its inputs, refused before any request', () => {
  const rows: [string, (s: Stage) => RunOptions, RegExp][] = [
    [
      'a bad line of the script',
      s => smokeRun(s, 'say: hi\nshout: HELLO'),
      /'script' line 2 is not a step: 'shout: HELLO'/
    ],
    ['an empty script', s => smokeRun(s, '# nothing'), /Input 'script' is empty/],
    [
      'no key, no token, no channel key',
      s => ({ action: 'smoke-test', inputs: { script: 'expect: hi', 'service-endpoint': s.sim.endpoint(prod(s)) } }),
      /Input 'channel-key' is empty, and so are 'token' and the keys/
    ],
    [
      'no service endpoint for the default channel endpoint',
      s => smokeRun(s, 'expect: hi', { 'service-endpoint': '' }),
      /Input 'service-endpoint' is empty, and 'channel-endpoint' is empty/
    ],
    [
      'a line break inside user-id',
      s => smokeRun(s, 'expect: hello', { 'user-id': 'tester\nX-Injected: 1' }),
      /'user-id' holds a control character .* cannot be sent in an HTTP header/
    ],
    [
      'a tab inside channel-key',
      s => smokeAlone(s, 'expect: hello', { 'channel-key': 'abc\tdef' }),
      /'channel-key' holds a control character/
    ],
    [
      'a time limit out of range',
      s => smokeRun(s, 'expect: hi', { 'timeout-seconds': '601' }),
      /more than the limit of 600/
    ],
    [
      'an http channel endpoint',
      s => smokeRun(s, 'expect: hi', { 'channel-endpoint': 'http://bots.example.com/custom' }),
      /'channel-endpoint'/
    ],
    [
      'a next time that is not one',
      s => smokeRun(s, 'expect: hi', { 'next-restore-at': 'soon' }),
      /'next-restore-at' is not a time/
    ],
    [
      'a misspelled input',
      s => smokeRun(s, 'expect: hi', { 'chanel-key': 'x' }),
      /'chanel-key' is not an input of this action; did you mean 'channel-key'\?/
    ]
  ]
  it.each(rows)('%s', async (_name, options, says) => {
    const s = await fresh()
    const r = await runChecked(s, options(s))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(says)
    expect(r.outputs.result).toBeUndefined()
    expect(s.sim.log).toEqual([])
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
    const { r } = await deployThenSmoke(s, 'say: hello\nsay: again\nexpect: never said', { 'timeout-seconds': '8' })
    expect(r.code).toBe(1)
    expect(r.outputs.result).toBe('failed')
    expect(r.summary).toMatch(/more lines of the bot not kept/)
    expect(Buffer.byteLength(r.summary)).toBeLessThan(128 * 1024)
    expect(r.errors[0]).toMatch(/line 3 of 'script' \(expect: never said, not met within the time limit/)
  })

  it('answers so that a regular expression of the script backtracks for ever: the step fails at once, naming it', async () => {
    const s = await fresh()
    s.sim.hostileChannel = (route, _bearer, body) =>
      route === 'chat' && body.Text === 'go' ? { Parts: [{ Type: 'text', Text: `${'a'.repeat(40)}!` }] } : undefined
    expect((await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))).code).toBe(0)
    const r = await runChecked(s, {
      ...smokeAlone(s, 'say: go\nexpect: /^(a+)+$/', { 'timeout-seconds': '20' }),
      killAfterMs: 30_000
    })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /line 2 .*expect: \/\^\(a\+\)\+\$\/, the regular expression took longer than 0\.5 s to match/
    )
  })

  it("echoes the step's token in its Version and its text: neither is shown anywhere", async () => {
    const s = await fresh()
    s.sim.hostileChannel = (route, bearer) => {
      if (route === 'chat-config') return { Name: 'bot', Version: bearer }
      return route === 'chat' ? { Parts: [{ Type: 'text', Text: `token ${bearer}` }] } : undefined
    }
    const { r } = await deployThenSmoke(s, 'expect: token')
    expect(r.code).toBe(0)
    expect(r.outputs['bot-version']).toMatch(/\*\*\*/)
  })

  it('echoes the token in the encodings a server is known to use, and in pieces one per part: no part of it is shown', async () => {
    const s = await fresh()
    const echoes = (t: string): string[] => [
      Buffer.from(t).toString('base64'),
      [...t].map(c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
      encodeURIComponent(t)
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
    const { r } = await deployThenSmoke(s, 'expect: echo')
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

  it("says the step's token one piece per answer: the transcript shows none of it", async () => {
    const s = await fresh()
    const pieces = (secret: string) => secret.match(/.{1,12}/g) ?? []
    let token = ''
    let said = 0
    s.sim.hostileChannel = (route, bearer) => {
      if (route !== 'chat') return undefined
      token = bearer
      const piece = pieces(bearer)[said++] ?? 'done'
      return { Parts: [{ Type: 'text', Text: piece }] }
    }
    const { r } = await deployThenSmoke(
      s,
      ['say: 1', 'say: 2', 'say: 3', 'say: 4', 'say: 5', 'expect: done'].join('\n')
    )
    expect(r.code, r.stdout).toBe(0)
    expect(pieces(token).length).toBeGreaterThanOrEqual(4)
    expect(r.summary).toMatch(/Bot: \*\*\*/)
    const shown = [r.stdout.replace(/^::add-mask::.*$/gm, ''), r.stderr, r.summary, JSON.stringify(r.outputs)].join(
      '\n'
    )
    for (const p of pieces(token).filter(p => p.length === 12)) expect(shown, `piece ${p}`).not.toContain(p)
  })

  it('an answer over 1 MiB is said to be one, not a time limit', async () => {
    const s = await fresh()
    s.sim.hostileChannel = (route, _b, body) =>
      route === 'chat' && body.Text === 'big'
        ? { Parts: [{ Type: 'text', Text: 'x'.repeat(2 * 1024 * 1024) }] }
        : undefined
    const { r } = await deployThenSmoke(s, 'say: big\nexpect: x')
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/could not send 'big': the channel gave no whole answer from chat \(.*1 MiB/)
    expect(r.errors[0]).not.toMatch(/timeout-seconds/)
  })

  it('a cancel while the channel is silent is said to be a cancel, not a time limit', async () => {
    const s = await fresh()
    expect((await runChecked(s, deployRun(s, { inputs: { publish: 'true' } }))).code).toBe(0)
    s.sim.fault('chat', { kind: 'hang' })
    let sent = false
    const r = await runChecked(s, {
      ...smokeAlone(s, 'expect: running backup', { 'timeout-seconds': '60' }),
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
    expect(r.errors.join('\n')).not.toMatch(/timeout-seconds/)
  })
})
