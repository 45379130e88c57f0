// A deploy you can check (#42): which bot the keys belong to (`bot-name`, from the account's bot
// list), whether an export is what this repository last put live (`live-match`), what can follow a
// failure after a deploy, and a publish refused by the platform's hour, said and recorded as such.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { placeBackup, ROOT, tempDir, type RunOptions } from '../support/runner.ts'
import { deployRun, exportRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const prod = (s: Stage) => s.sim.fixture.bots[0]!
const staging = (s: Stage) => s.sim.fixture.bots[1]!

function overwrite(s: Stage, inputs: Record<string, string> = {}, bot = 0): RunOptions {
  return deployRun(s, { inputs, bot, scope: 'refs/heads/main' })
}

function publishRun(s: Stage, inputs: Record<string, string> = {}): RunOptions {
  const o = overwrite(s, { operation: 'publish', ...inputs })
  delete o.inputs['backup-file']
  return o
}

/** The ledger's entries, read back as what they say (`overwrite-ok`, `publish-refused`, …). */
const entries = (s: Stage) => s.cache.keys().map(k => /-\d{13}-(\w+-\w+)/.exec(k)?.[1] ?? k)

/** A row of the summary's table. */
const row = (summary: string, name: string) => new RegExp(`<td>${name}</td><td>([^<]*)</td>`).exec(summary)?.[1]

describe.concurrent('bot-name: the bot the keys belong to', () => {
  // Changed with #48: only the matched bot's key and secret are masked (nothing of another bot is kept
  // or shown, which the leak check with the production bot's key and secret added proves).
  it("the staging bot's keys in production's place: nothing changed, the staging bot named, no other bot's key kept", async () => {
    const s = await fresh()
    const o = overwrite(
      s,
      { 'service-endpoint': s.sim.endpoint(prod(s)), 'bot-name': 'production', publish: 'true' },
      1
    )
    const r = await runChecked(s, o, [prod(s).apiKey, prod(s).apiSecret])
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/The keys belong to the bot 'staging', not 'production' \('bot-name'\)/)
    expect(r.errors[0]).toMatch(/nothing was sent/)
    // The account list's name is outside text: the log's, never the error output's (#73).
    expect(r.outputs.error).toMatch(/^The keys belong to another bot than the one named 'production' \('bot-name'\)/)
    expect(r.outputs.error).not.toContain('staging')
    expect(s.sim.mutations()).toEqual([])
    expect(s.sim.calls('overwrite')).toEqual([])
    expect(s.sim.calls('bots')).toHaveLength(1)
    expect(r.outputs.result).toBeUndefined()
    // The matched bot's key and secret are masked; another bot's are neither kept nor masked.
    expect(r.masks).toEqual(expect.arrayContaining([staging(s).apiKey, staging(s).apiSecret]))
    expect(r.masks).not.toContain(prod(s).apiKey)
    expect(r.masks).not.toContain(prod(s).apiSecret)
    expect(row(r.summary, 'Bot \\(name\\)')).toBeUndefined()
  })

  it('the right bot: it goes out, and the output and the summary name it', async () => {
    const s = await fresh()
    const r = await runChecked(s, overwrite(s, { 'bot-name': 'production', publish: 'true' }))
    expect(r.code, r.stdout).toBe(0)
    expect(r.stdout).toMatch(/The keys belong to the bot 'production', as 'bot-name' says\./)
    expect(r.outputs).toMatchObject({ result: 'overwritten', published: 'true', 'bot-name': 'production' })
    expect(row(r.summary, 'Bot \\(name\\)')).toBe('production')
    expect(s.sim.calls('overwrite')).toHaveLength(1)
    expect(prod(s).live?.sha256).toBe(prod(s).backup?.sha256)
  })

  it('no bot in the list has the key: said, and nothing is sent', async () => {
    const s = await fresh()
    const other = { Name: 'other', APIKey: `bk_${randomBytes(8).toString('hex')}`, APISecret: 'bs_listed_secret_0123' }
    s.sim.fault('bots', { kind: 'json', body: { Result: [other] } })
    const r = await runChecked(s, overwrite(s, { 'bot-name': 'production' }), [other.APIKey, other.APISecret])
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/No bot in the account's list \(1 bot\) has the key of 'bot-api-key'/)
    expect(s.sim.mutations()).toEqual([])
  })

  it('a bot list the platform refuses: said, and nothing is changed', async () => {
    const s = await fresh()
    s.sim.fault('bots', { kind: 'status', status: 401, body: '{"Message":"This call needs an account token."}' })
    const r = await runChecked(s, overwrite(s, { 'bot-name': 'production' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/refused the account's bot list \(HTTP 401\).*This call needs an account token/)
    expect(r.errors[0]).toMatch(/Nothing was changed/)
    expect(s.sim.mutations()).toEqual([])
  })

  it('refused before any request where the bot cannot be listed or is not the one changed', async () => {
    const s = await fresh()
    const token = overwrite(s, { 'bot-name': 'production', token: 'tok_given_0123456789' })
    for (const k of ['account-api-key', 'bot-api-key', 'bot-api-secret']) delete token.inputs[k]
    const t = await runChecked(s, token)
    expect(t.errors[0]).toMatch(/Input 'bot-name' is set, but .*'account-api-key'/)
    const restore = await runChecked(s, overwrite(s, { 'bot-name': 'production', operation: 'restore' }))
    expect(restore.errors[0]).toMatch(/Input 'bot-name' is set, but 'restore' makes a new bot/)
    expect(s.sim.log).toEqual([])
  })
})

describe.concurrent('live-match: whether an export is what went live', () => {
  it('an export of what this repository last published is live-match true; after an editor change, false with a warning', async () => {
    const s = await fresh()
    expect((await runChecked(s, overwrite(s, { publish: 'true' }))).code).toBe(0)
    const same = await runChecked(s, exportRun(s))
    expect(same.code, same.stdout).toBe(0)
    expect(same.outputs['live-match']).toBe('true')
    expect(row(same.summary, 'Live match')).toMatch(/^yes: /)
    s.sim.advance(61 * 60_000)
    s.sim.editDraft(prod(s).apiKey, Buffer.from(randomBytes(3000).toString('base64')))
    const edited = await runChecked(s, exportRun(s))
    expect(edited.code).toBe(0)
    expect(edited.outputs['live-match']).toBe('false')
    expect(edited.warnings.join('\n')).toMatch(
      /not what this repository last published to the bot .*unpublished changes in the editor/
    )
  })

  it('an overwrite, then a publish of its own: the export is what that publish put live', async () => {
    const s = await fresh()
    expect((await runChecked(s, overwrite(s))).code).toBe(0)
    s.sim.advance(61 * 60_000)
    expect((await runChecked(s, publishRun(s))).code).toBe(0)
    const r = await runChecked(s, exportRun(s))
    expect(r.outputs['live-match']).toBe('true')
    expect(r.stdout).toMatch(/live-match: true \(sha256 [0-9a-f]{64}, published \d{4}-/)
  })

  it('a run given a token cannot verify the ledger: unknown, without looking', async () => {
    const s = await fresh()
    expect((await runChecked(s, overwrite(s, { publish: 'true' }))).code).toBe(0)
    const o = exportRun(s, { token: s.sim.issuedTokens()[0]! })
    for (const k of ['account-api-key', 'bot-api-key', 'bot-api-secret']) delete o.inputs[k]
    const r = await runChecked(s, o)
    expect(r.code, r.stdout).toBe(0)
    expect(r.outputs['live-match']).toBe('unknown')
    expect(r.stdout).toMatch(/live-match: unknown \(a run given a 'token' cannot verify the ledger\)/)
  })

  it('nothing published by this repository, or the ledger off: unknown', async () => {
    const s = await fresh()
    const r = await runChecked(s, exportRun(s))
    expect(r.outputs['live-match']).toBe('unknown')
    s.sim.advance(61 * 60_000)
    const again = await runChecked(s, exportRun(s, { throttle: 'off' }))
    expect(again.outputs['live-match']).toBe('unknown')
    s.sim.advance(61 * 60_000)
    const blind = await runChecked(s, { ...exportRun(s), env: { ACTIONS_CACHE_MODE: 'write-only' } })
    expect(blind.outputs['live-match']).toBe('unknown')
    expect(blind.stdout).toMatch(/live-match: unknown \(the ledger cannot be read \(the job's cache-mode 'write-only'/)
  })
})

describe.concurrent('the publish hour', () => {
  it('a publish refused by the hour: said as the hour, next-publish-at set, recorded; the next run stops before any call', async () => {
    const s = await fresh()
    // Published from the editor a minute ago: the ledger cannot know.
    s.sim.setLastPublish(prod(s).apiKey, s.sim.now() - 60_000)
    const r = await runChecked(s, overwrite(s, { publish: 'true' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /but the publish was not: The platform refused the publish \(HTTP 400\) within the hour of the last one/
    )
    expect(r.errors[0]).not.toMatch(/one of three things/)
    expect(Date.parse(r.outputs['next-publish-at'] ?? '')).toBeGreaterThan(Date.now() + 55 * 60_000)
    expect(entries(s).sort()).toEqual(['overwrite-ok', 'publish-refused'])
    const again = await runChecked(s, publishRun(s))
    expect(again.code).toBe(1)
    expect(again.errors[0]).toMatch(/The platform refused a publish at .* one publish per bot per hour/)
    expect(s.sim.calls('publish')).toHaveLength(1)
    expect(row(again.summary, 'Throttle')).toMatch(/^publish refused .*\(throttled\)/)
  })

  it('the throttle row names the limit that stopped the run, in words that fit the operation', async () => {
    const s = await fresh()
    expect((await runChecked(s, overwrite(s))).code).toBe(0)
    s.sim.advance(61 * 60_000)
    expect((await runChecked(s, publishRun(s))).code).toBe(0)
    s.sim.advance(2 * 60_000)
    // Overwrites allowed again, the publish hour not: the publish limit decided.
    const r = await runChecked(s, overwrite(s, { publish: 'true' }))
    expect(r.code).toBe(1)
    expect(row(r.summary, 'Throttle')).toMatch(/^last publish .*\(throttled\)/)
    expect((await runChecked(s, overwrite(s))).code).toBe(0)
    const second = await runChecked(s, overwrite(s))
    expect(second.code).toBe(1)
    expect(second.errors[0]).toMatch(/The bot was last overwritten at/)
    expect(row(second.summary, 'Throttle')).toMatch(/^last overwrite /)
  })
})

/**
 * The quick start's deploy step as a user copies it (.github/examples/deploy-on-merge.yml), its
 * variables and secrets those of the production bot on the simulator.
 */
function quickStart(s: Stage, workspace = tempDir()): RunOptions {
  const wf = parse(readFileSync(path.join(ROOT, '.github/examples/deploy-on-merge.yml'), 'utf8')) as {
    jobs: Record<string, { steps: { id?: string; with?: Record<string, unknown> }[] }>
  }
  const step = Object.values(wf.jobs)
    .flatMap(j => j.steps)
    .find(st => st.id === 'deploy')!
  const bot = prod(s)
  const values: Record<string, string> = {
    'vars.XENIOO_SERVICE_ENDPOINT': s.sim.endpoint(bot),
    'vars.XENIOO_BOT_NAME': bot.name ?? '',
    'secrets.XENIOO_ACCOUNT_API_KEY': bot.account,
    'secrets.XENIOO_BOT_API_KEY': bot.apiKey,
    'secrets.XENIOO_BOT_API_SECRET': bot.apiSecret
  }
  const inputs = Object.fromEntries(
    Object.entries(step.with ?? {}).map(([k, v]) => [
      k,
      String(v).replace(/\$\{\{\s*(\S+)\s*\}\}/g, (_, e: string) => values[e] ?? '')
    ])
  )
  placeBackup(workspace, 'stripe-sample.xenioo', inputs['backup-file'])
  return { workspace, inputs, cache: { url: s.cache.url, scope: 'refs/heads/main' } }
}

describe.concurrent('what can follow a failure', () => {
  it("the quick start re-run after 'overwritten; not published' publishes the draft: no second overwrite, no wait for its hour", async () => {
    const s = await fresh()
    s.sim.fixture.accounts[0]!.publishFlag = false
    const first = await runChecked(s, quickStart(s))
    expect(first.code).toBe(1)
    expect(first.errors[0]).toMatch(/The overwrite was applied \(the draft holds the backup\), but the publish was not/)
    expect(first.errors[0]).toMatch(
      /re-run with 'skip-unchanged: true' \(as the examples set it\), which only publishes/
    )
    // The cause is fixed (the account's flag), and the failed job is re-run as it was.
    s.sim.fixture.accounts[0]!.publishFlag = true
    const again = await runChecked(s, { ...quickStart(s), killAfterMs: 30_000 })
    expect(again.code, again.stdout).toBe(0)
    expect(again.outputs).toMatchObject({ result: 'published', published: 'true' })
    expect(s.sim.calls('overwrite')).toHaveLength(1)
    expect(again.stdout).not.toMatch(/waiting until/)
    expect(prod(s).live?.sha256).toBe(prod(s).backup?.sha256)
  })

  it('a publish refused after a confirmed overwrite says from when each can go out', async () => {
    const s = await fresh()
    s.sim.fixture.accounts[0]!.publishFlag = false
    const r = await runChecked(s, overwrite(s, { publish: 'true' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toContain(`The next overwrite can go out from ${r.outputs['next-restore-at']}`)
  })
})
