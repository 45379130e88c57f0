// Going live, against the simulator's draft and live bot: an overwrite changes the draft and says
// so; `publish: true` (or `operation: publish`) puts the draft live, in the current or the older
// route form, and says where; channel errors, a bot gone offline, a refusal (HTTP 400), a publish
// that may have been applied, the publish throttle in the ledger, skip-unchanged that publishes
// only what is not live yet, each refusal before any request, and the dry run.
import { describe, expect, it } from 'vitest'
import { runPost, type RunOptions } from '../support/runner.ts'
import type { SimulatorOptions } from '../support/simulator.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()

function overwrite(s: Stage, inputs: Record<string, string> = {}): RunOptions {
  return deployRun(s, { inputs, scope: 'refs/heads/main' })
}

/** `operation: publish` of the production bot, with its bot-level keys and no backup file. */
function publishRun(s: Stage, inputs: Record<string, string> = {}): RunOptions {
  const o = overwrite(s, { operation: 'publish', ...inputs })
  delete o.inputs['backup-file']
  return o
}

const prod = (s: Stage) => s.sim.fixture.bots[0]!

/** The ledger's entries, read back as what they say (`overwrite-ok`, `publish-unknown`, …). */
function entries(s: Stage): string[] {
  return s.cache.keys().map(k => /-\d{13}-(\w+-\w+)/.exec(k)?.[1] ?? k)
}

/** An overwrite more than an hour ago, and a publish just now: restores are allowed, publishes are not. */
async function overwrittenThenPublished(s: Stage): Promise<void> {
  expect((await runChecked(s, overwrite(s))).code).toBe(0)
  s.sim.advance(61 * 60_000)
  expect((await runChecked(s, publishRun(s))).code).toBe(0)
}

async function stageWith(options: Partial<SimulatorOptions> = {}): Promise<Stage> {
  return fresh(options)
}

describe.concurrent('an overwrite that goes live', () => {
  for (const forms of ['both', 'older'] as const) {
    it(`publishes the new draft right after the overwrite, with one token (${forms === 'both' ? 'current route' : 'older route, after a 405'})`, async () => {
      const s = await stageWith({ publishForms: forms })
      const r = await runChecked(s, overwrite(s, { publish: 'true' }))
      expect(r.code, r.stdout).toBe(0)
      expect(prod(s).live?.sha256).toBe(prod(s).backup?.sha256)
      expect(s.sim.calls('integration')).toHaveLength(1)
      expect(s.sim.calls('publish')).toHaveLength(1)
      expect(s.sim.calls('publish-old')).toHaveLength(forms === 'older' ? 1 : 0)
      expect(r.outputs).toMatchObject({
        result: 'overwritten',
        published: 'true',
        'online-channels': '["Web","WhatsApp"]',
        'publish-errors': '[]'
      })
      expect(Date.parse(r.outputs['next-publish-at']!)).toBeGreaterThan(Date.now())
      expect(r.stdout).toMatch(/Published: the draft is live on Web, WhatsApp\./)
      expect(r.stdout).toMatch(/Done: overwritten; published: the new version is live on Web, WhatsApp\./)
      expect(r.summary).toMatch(/overwrite — overwritten and published/)
      expect(r.summary).toMatch(/<td>Live bot<\/td><td>published, live on Web, WhatsApp<\/td>/)
      expect(r.summary).toContain(`<td>Service endpoint (route)</td><td>svc/${prod(s).route}</td>`)
      expect(entries(s).sort()).toEqual(['overwrite-ok', 'publish-ok'])
    })
  }

  it('without publish: the draft changed, the live bot did not, and the log says how to publish', async () => {
    const s = await stageWith()
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(0)
    expect(prod(s).live).toBeUndefined()
    expect(s.sim.calls('publish')).toEqual([])
    expect(r.outputs.published).toBe('false')
    expect(r.stdout).toMatch(
      /The draft holds the backup; the live bot did not change\. To put it live, set 'publish: true'/
    )
    expect(r.summary).toMatch(/<td>Live bot<\/td><td>not published: the draft changed, the live bot did not/)
  })

  it('channel errors: the step fails with one annotation per channel, and the channels that went online are reported', async () => {
    const s = await stageWith({ channelShape: 'objects' })
    prod(s).channels = [
      { name: 'Web', enabled: true },
      { name: 'WhatsApp', enabled: true, error: 'The access token of the WhatsApp number has expired.' },
      { name: 'Telegram', enabled: true, error: 'Bot token refused.' }
    ]
    const r = await runChecked(s, overwrite(s, { publish: 'true' }))
    expect(r.code).toBe(1)
    // The step's own failure first, then the channels' annotations: each titled by its channel, its words once.
    expect(r.errors.slice(1)).toEqual(['The access token of the WhatsApp number has expired.', 'Bot token refused.'])
    expect(r.stdout).toMatch(/::error title=Publish%3A channel WhatsApp::The access token of the WhatsApp number/)
    expect(r.stdout).toMatch(/::error title=Publish%3A channel Telegram::Bot token refused\./)
    expect(r.errors[0]).toMatch(/published, but 2 channels reported errors: WhatsApp, Telegram\. It is live on Web\./)
    expect(r.outputs).toMatchObject({ result: 'overwritten', published: 'true', 'online-channels': '["Web"]' })
    expect(JSON.parse(r.outputs['publish-errors']!)).toEqual([
      { channel: 'WhatsApp', message: 'The access token of the WhatsApp number has expired.' },
      { channel: 'Telegram', message: 'Bot token refused.' }
    ])
    expect(entries(s).sort()).toEqual(['overwrite-ok', 'publish-ok'])
  })

  it("12 channels with errors: the step's failure is the first annotation, three channels follow, then one for the other nine", async () => {
    const s = await stageWith({ channelShape: 'objects' })
    prod(s).channels = Array.from({ length: 12 }, (_, i) => ({ name: `Ch${i}`, enabled: true, error: `broken ${i}` }))
    const r = await runChecked(s, overwrite(s, { publish: 'true' }))
    expect(r.code).toBe(1)
    expect(r.errors).toHaveLength(5)
    expect(r.errors[0]).toMatch(/published, but 12 channels reported errors/)
    expect(r.errors.slice(1, 4)).toEqual(['broken 0', 'broken 1', 'broken 2'])
    expect(r.stdout).toMatch(/::error title=Publish%3A channel Ch2::broken 2/)
    expect(r.errors[4]).toMatch(/^9 more channels reported errors: Ch3, Ch4, .*Ch11 \(each message is in the log/)
    expect(JSON.parse(r.outputs['publish-errors']!)).toHaveLength(12)
  })

  /** Answers in shapes no document shows (#57): each read as a publish whose channels are unknown. */
  const shapes: [string, unknown][] = [
    ['Errors as one string', { Errors: 'WhatsApp: token expired', Online: ['Web'] }],
    ['Errors as a {channel: message} map', { Errors: { Telegram: 'bad token' }, Online: [] }],
    ['both inside Data', { Data: { Errors: [{ Channel: 'Viber', Message: 'gone' }], Online: ['Web'] } }],
    ['Online as one string', { Errors: [], Online: 'Web, Telegram' }],
    ['Online null', { Errors: [], Online: null }],
    ['no Online', { Errors: [] }],
    ['Errors true', { Errors: true, Online: ['Web'] }]
  ]
  for (const [name, body] of shapes) {
    it(`a publish answered with ${name}: published, its channels said as unknown in a warning, none claimed (#57)`, async () => {
      const s = await fresh()
      s.sim.fault('publish', { kind: 'json', body })
      const r = await runChecked(s, overwrite(s, { publish: 'true' }))
      expect(r.code).toBe(0)
      expect(r.outputs.published).toBe('true')
      expect(r.outputs['online-channels']).toBe('[]')
      expect(r.outputs['publish-errors']).toBe('[]')
      expect(r.warnings).toEqual([
        expect.stringMatching(
          /^Published, but the answer is not in the documented shape \(\{"Errors": \[\.\.\.\], "Online": \[\.\.\.\]\}\), so which channels are live is unknown\. It began: \{/
        )
      ])
      expect(r.stdout).not.toMatch(/offline on every channel/)
      expect(r.summary).toMatch(
        /published \(its answer is not in the documented shape: which channels are live is unknown\)/
      )
    })
  }

  it('a 2xx publish answer over 1 MiB: published, its channels not known, not a connection failure', async () => {
    const s = await fresh()
    s.sim.fault('publish', {
      kind: 'applied',
      status: 200,
      body: JSON.stringify({ Online: ['x'.repeat(2 * 1024 * 1024)] })
    })
    const r = await runChecked(s, overwrite(s, { publish: 'true' }))
    expect(r.code, r.stdout).toBe(0)
    expect(r.outputs.published).toBe('true')
    expect(r.stdout).toMatch(
      /Published: the draft is live; its answer \(HTTP 200\) is larger than 1 MiB and was not read/
    )
    expect(r.stdout).not.toMatch(/connection failed/)
    expect(entries(s).sort()).toEqual(['overwrite-ok', 'publish-ok'])
  })

  it('every channel disabled: a warning that the bot is now offline on every channel', async () => {
    const s = await stageWith()
    prod(s).channels = [{ name: 'Web', enabled: false }]
    const r = await runChecked(s, overwrite(s, { publish: 'true' }))
    expect(r.code).toBe(0)
    expect(r.warnings).toEqual([expect.stringMatching(/the bot is now offline on every channel/)])
    expect(r.outputs['online-channels']).toBe('[]')
    expect(r.summary).toMatch(/published, offline on every channel/)
  })

  it('a publish refused (HTTP 400, no API flag): overwritten, not published; the three causes; outputs keep the result and keys', async () => {
    const s = await stageWith()
    s.sim.fixture.accounts[0]!.publishFlag = false
    const r = await runChecked(s, overwrite(s, { publish: 'true' }))
    expect(r.code).toBe(1)
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toMatch(/The overwrite was applied \(the draft holds the backup\), but the publish was not/)
    expect(r.errors[0]).toMatch(/less than an hour ago.*invalid or lacks permission.*API integration flag/)
    expect(r.errors[0]).toMatch(/For the flag: ask the platform's support/)
    expect(r.errors[0]).not.toMatch(/try again/i)
    expect(r.outputs).toMatchObject({
      result: 'overwritten',
      published: 'false',
      'api-key': s.keys.prodKey,
      'api-secret': s.keys.prodSecret
    })
    expect(r.summary).toMatch(/overwrite — overwritten; not published/)
    expect(r.summary).not.toMatch(/— failed/)
    expect(entries(s)).toEqual(['overwrite-ok'])
  })

  it('a 502 after the publish was sent: "may have been published", recorded, never repeated', async () => {
    const s = await stageWith()
    s.sim.fault('publish', { kind: 'status', status: 502, body: '{"Message":"gateway"}' })
    const r = await runChecked(s, overwrite(s, { publish: 'true' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /the publish after it may have been applied: The bot may have been published: the platform answered HTTP 502/
    )
    expect(s.sim.calls('publish')).toHaveLength(1)
    expect(s.sim.calls('publish-old')).toEqual([])
    expect(r.outputs.published).toBe('unknown')
    expect(entries(s).sort()).toEqual(['overwrite-ok', 'publish-unknown'])
    // The next run knows: a publish within the hour is refused before any call.
    const again = await runChecked(s, publishRun(s))
    expect(again.code).toBe(1)
    expect(again.errors[0]).toMatch(/last published at .* one publish per bot per hour/)
    expect(s.sim.calls('publish')).toHaveLength(1)
  })

  it("operation: publish with 'throttle: off' and a 502 after sending: published unknown, and nothing said to be recorded", async () => {
    const s = await fresh()
    s.sim.fault('publish', { kind: 'status', status: 502, body: '{"Message":"gateway"}' })
    const r = await runChecked(s, publishRun(s, { throttle: 'off' }))
    expect(r.code).toBe(1)
    expect(r.outputs.published).toBe('unknown')
    expect(r.errors[0]).toMatch(/may have been published/)
    expect(r.stdout + r.summary).not.toMatch(/recorded in the ledger|Throttle ledger: recorded/)
    expect(s.cache.log).toEqual([])
    // It may have counted against the hour: from when the next publish may go out, as an overwrite with publish says.
    expect(Date.parse(r.outputs['next-publish-at'] ?? '')).toBeGreaterThan(Date.now() + 55 * 60_000)
  })

  it('a reset after the platform published: unknown, recorded, never repeated', async () => {
    const s = await stageWith()
    s.sim.fault('publish', { kind: 'reset-after' })
    const r = await runChecked(s, overwrite(s, { publish: 'true' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/may have been published: the connection failed after the request was sent/)
    expect(r.outputs.published).toBe('unknown')
    expect(s.sim.calls('publish')).toHaveLength(1)
    expect(entries(s).sort()).toEqual(['overwrite-ok', 'publish-unknown'])
  })

  it('SIGINT with the publish in flight: "may have been published", recorded, the overwrite kept', async () => {
    const s = await stageWith()
    s.sim.fault('publish', { kind: 'hang' })
    const o = overwrite(s, { publish: 'true' })
    // Once the publish request reached the simulator (which never answers it), the runner's cancel.
    let watch: NodeJS.Timeout | undefined
    o.onStdout = (_text, child) => {
      if (watch) return
      watch = setInterval(() => {
        if (s.sim.calls('publish').length === 0) return
        clearInterval(watch)
        child.kill('SIGINT')
      }, 20)
      child.once('exit', () => clearInterval(watch))
    }
    o.killAfterMs = 30_000
    const r = await runChecked(s, o)
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /publish after it may have been applied: .*cancelled \(SIGINT\) while the call was in flight/
    )
    expect(r.outputs).toMatchObject({ result: 'overwritten', published: 'unknown' })
    // After a cancel the step saves for 3 s more, two entries one after the other: on a busy machine
    // what it could not confirm is left to the post step, which the runner runs after a cancelled step
    // too, and saves under its time + 1 ms (a save given up may still have landed: the same entry twice).
    await runPost(r)
    expect([...new Set(entries(s))].sort()).toEqual(['overwrite-ok', 'publish-unknown'])
  })

  it('both limits are checked before the first call: a publish within the hour stops the overwrite too', async () => {
    const s = await stageWith()
    await overwrittenThenPublished(s)
    const r = await runChecked(s, overwrite(s, { publish: 'true' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/last published at .*The overwrite was not attempted/)
    expect(r.outputs.throttled).toBe('true')
    expect(Date.parse(r.outputs['next-publish-at']!)).toBeGreaterThan(Date.now())
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })
})

describe.concurrent('operation: publish', () => {
  it('publishes the draft alone, and its own ledger stops a second within the hour', async () => {
    const s = await stageWith()
    expect((await runChecked(s, overwrite(s))).code).toBe(0)
    const r = await runChecked(s, publishRun(s))
    expect(r.code, r.stdout).toBe(0)
    expect(r.outputs).toMatchObject({ result: 'published', published: 'true', 'online-channels': '["Web","WhatsApp"]' })
    expect(prod(s).live?.sha256).toBe(prod(s).backup?.sha256)
    expect(r.summary).toMatch(/publish — published/)
    // Its own rows only: no backup file, no clone's throttle words, each next-allowed row once.
    expect(r.summary).not.toMatch(/Backup file|none \(clone\)|reference clones/)
    expect(r.summary.split('<td>Next publish allowed</td>')).toHaveLength(2)
    expect(r.summary).toContain(`<td>Next publish allowed</td><td>${r.outputs['next-publish-at']}</td>`)
    const second = await runChecked(s, publishRun(s, { 'on-throttle': 'skip' }))
    expect(second.code).toBe(0)
    expect(second.outputs).toMatchObject({ result: 'skipped', throttled: 'true', published: 'false' })
    expect(s.sim.calls('publish')).toHaveLength(1)
  })

  it('a 400 whose text names the hour (published within it, unknown to the ledger): said as the hour, and recorded', async () => {
    const s = await stageWith()
    s.sim.setLastPublish(prod(s).apiKey, s.sim.now())
    const r = await runChecked(s, publishRun(s))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /refused the publish \(HTTP 400\).*one publish per bot per hour, editor publishes included/
    )
    expect(r.errors[0]).not.toMatch(/one of three things/)
    expect(r.outputs.published).toBe('false')
    expect(entries(s)).toEqual(['publish-refused'])
  })
})

describe.concurrent('skip-unchanged with publish', () => {
  it('a confirmed overwrite never published is published without a second overwrite; then nothing is sent', async () => {
    const s = await stageWith()
    expect((await runChecked(s, overwrite(s))).code).toBe(0)
    s.sim.advance(61 * 60_000)
    const opts = { 'skip-unchanged': 'true', publish: 'true' }
    const r = await runChecked(s, overwrite(s, opts))
    expect(r.code, r.stdout).toBe(0)
    expect(r.outputs).toMatchObject({ result: 'published', published: 'true' })
    expect(r.stdout).toMatch(/The draft already holds this backup/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
    expect(prod(s).live?.sha256).toBe(prod(s).backup?.sha256)
    const again = await runChecked(s, overwrite(s, opts))
    expect(again.code).toBe(0)
    expect(again.outputs.result).toBe('unchanged')
    expect(again.stdout).toMatch(/the live bot runs it/)
    // The summary says the same as the log, not "not published".
    expect(again.summary).toMatch(
      /<td>Live bot<\/td><td>already live: the ledger confirms the live bot runs this backup/
    )
    expect(s.sim.calls('publish')).toHaveLength(1)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('without publish, unchanged bytes say that only the draft is known', async () => {
    const s = await stageWith()
    expect((await runChecked(s, overwrite(s))).code).toBe(0)
    const r = await runChecked(s, overwrite(s, { 'skip-unchanged': 'true' }))
    expect(r.outputs.result).toBe('unchanged')
    expect(r.stdout).toMatch(/the draft holds this backup; no overwrite was sent\. The live bot may still differ/)
  })
})

describe.concurrent('refused before any request', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'publish with restore',
      { operation: 'restore', publish: 'true' },
      /'publish' is true, but 'restore' cannot publish: a new bot has no channel settings/
    ],
    [
      'publish with clone-by-ref',
      { operation: 'clone-by-ref', publish: 'true', 'backup-file': '' },
      /'clone-by-ref' cannot publish/
    ],
    ['publish with backup', { operation: 'backup', publish: 'true' }, /'backup' cannot publish/],
    [
      'a backup file with operation publish',
      { operation: 'publish' },
      /'backup-file' is set, but 'publish' sends no backup/
    ],
    [
      'operation publish with an account-wide token',
      { operation: 'publish', 'backup-file': '', 'bot-api-key': '', 'bot-api-secret': '' },
      /bot-level token/
    ]
  ]
  for (const [name, inputs, says] of cases) {
    it(name, async () => {
      const s = await stageWith()
      const o = overwrite(s, inputs)
      if (inputs['backup-file'] === '') delete o.inputs['backup-file']
      const r = await runChecked(s, o)
      expect(r.code).toBe(1)
      expect(r.errors[0]).toMatch(says)
      expect(s.sim.log).toEqual([])
    })
  }
})

describe.concurrent('dry run', () => {
  it('names the publish and its throttle state, and sends nothing', async () => {
    const s = await stageWith()
    const r = await runChecked(s, overwrite(s, { publish: 'true', 'dry-run': 'true' }))
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(
      /would overwrite the token's bot's draft with the backup, then publish it \(the draft goes live\), not throttled/
    )
    expect(s.sim.calls('publish')).toEqual([])
    // #50: the summary says the dry run changed nothing live, not that the bot was "not published".
    expect(r.summary).toMatch(
      /<td>Live bot<\/td><td>unchanged: a dry run publishes nothing \(its plan says what a real run would do\)<\/td>/
    )
    await overwrittenThenPublished(s)
    const throttled = await runChecked(s, overwrite(s, { publish: 'true', 'dry-run': 'true' }))
    expect(throttled.stdout).toMatch(/would fail: throttled until .* \(one publish per bot per hour\)/)
    // The publish's time is next-publish-at's; the restore's hour is not used, as a real run would say.
    expect(Date.parse(throttled.outputs['next-publish-at']!)).toBeGreaterThan(s.sim.now())
    expect(throttled.outputs['next-restore-at']).toBeUndefined()
    // The draft holds these bytes (skip-unchanged): a real run would wait for the publish alone.
    const wait = { publish: 'true', 'dry-run': 'true', 'skip-unchanged': 'true', 'on-throttle': 'wait' }
    const alone = await runChecked(s, overwrite(s, wait))
    expect(alone.stdout).toMatch(
      /would wait until .* \(one publish per bot per hour\), then publish\. Nothing was changed\./
    )
  })
})
