// Keys by name (#59): the account key and `bot-name` alone choose the bot from the account's list,
// one service endpoint for every bot; a name that does not choose one bot stops before any call.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RunOptions } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

/** A run given the account key, the production bot's endpoint (the fleet's one variable) and `bot-name`: no bot keys. */
function byName(s: Stage, name: string, inputs: Record<string, string> = {}): RunOptions {
  const run = deployRun(s, { scope: 'refs/heads/main' })
  return {
    ...run,
    inputs: { ...run.inputs, 'bot-api-key': '', 'bot-api-secret': '', 'bot-name': name, ...inputs }
  }
}

const bots = (s: Stage) => ({ production: s.sim.fixture.bots[0]!, staging: s.sim.fixture.bots[1]! })

describe.concurrent('bot-name alone chooses the bot', () => {
  it('overwrite and publish: the named bot changes and goes live, the other is untouched; the ledger is the bot’s own', async () => {
    const s = await fresh()
    const { production, staging } = bots(s)
    const run = byName(s, 'staging', { publish: 'true' })
    const r = await runChecked(s, run)
    expect(r.errors).toEqual([])
    expect(r.outputs).toMatchObject({ result: 'overwritten', published: 'true', 'bot-name': 'staging' })
    const sent = sha(readFileSync(path.join(r.workspace, run.inputs['backup-file']!)))
    expect(staging.backup?.sha256).toBe(sent)
    expect(staging.live?.sha256).toBe(sent)
    expect(production.backup).toBeUndefined()
    expect(production.live).toBeUndefined()
    // The chosen bot's key and secret are masked; nothing of the other bot is.
    expect(r.masks).toEqual(expect.arrayContaining([staging.apiKey, staging.apiSecret]))
    expect(r.masks).not.toContain(production.apiKey)
    expect(r.masks).not.toContain(production.apiSecret)
    expect(r.stdout).toMatch(
      /Chose the bot 'staging' by its name \('bot-name'\), one of 2 bots in the account's list\./
    )
    expect(r.summary).toMatch(/<td>Bot \(name\)<\/td><td>staging<\/td>/)
    expect(r.summary).toMatch(/<td>Token level<\/td><td>bot-level, the bot chosen by 'bot-name'<\/td>/)
    // The list is read once: one account token, one list, one bot-level token.
    expect(s.sim.calls('bots')).toHaveLength(1)
    // A run with the bot's own keys (and the same endpoint) within the hour finds the entry the run by name made.
    const keyed = deployRun(s, { bot: 1, scope: 'refs/heads/main' })
    const again = await runChecked(s, {
      ...keyed,
      inputs: { ...keyed.inputs, 'service-endpoint': run.inputs['service-endpoint']! }
    })
    expect(again.code).toBe(1)
    expect(again.outputs.throttled).toBe('true')
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })

  it('backup: the named bot’s backup is written', async () => {
    const s = await fresh()
    const { staging } = bots(s)
    const r = await runChecked(
      s,
      byName(s, 'staging', { operation: 'backup', 'backup-file': 'bots/staging.xenioo', 'skip-unchanged': '' })
    )
    expect(r.errors).toEqual([])
    expect(r.outputs).toMatchObject({ result: 'backed-up', 'bot-name': 'staging' })
    const written = readFileSync(path.join(r.workspace, 'bots/staging.xenioo'))
    expect(written.equals(Buffer.concat([...s.sim.backupOf(staging)]))).toBe(true)
  })

  it('clone-by-ref: the named bot is the source', async () => {
    const s = await fresh()
    const { production, staging } = bots(s)
    const r = await runChecked(s, byName(s, 'staging', { operation: 'clone-by-ref', 'backup-file': '' }))
    expect(r.errors).toEqual([])
    expect(r.outputs).toMatchObject({ result: 'cloned', 'bot-name': 'staging' })
    const clone = s.sim.fixture.bots.find(b => b.role === 'referenced-clone')
    expect(clone?.clonedFrom).toBe(staging.apiKey)
    expect(staging.role).toBe('master')
    expect(production.role).toBeUndefined()
  })
})

describe.concurrent('a name that does not choose one bot: stopped before any call', () => {
  it('no bot of that name: how many bots the list holds', async () => {
    const s = await fresh()
    const r = await runChecked(s, byName(s, 'support'))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /^No bot in the account's list \(2 bots\) is named 'support' \('bot-name'\): nothing was sent\./
    )
    expect(r.outputs['bot-name']).toBeUndefined()
    expect(s.sim.mutations()).toEqual([])
  })

  it('a name that differs only by case, spacing or a look-alike letter: each named, with where it differs', async () => {
    const s = await fresh()
    const account = bots(s).production.account
    s.sim.fixture.bots.push({
      account,
      apiKey: 'bk_x1_0000000000',
      apiSecret: 'bs_x1_0000000000',
      route: 'rx1',
      name: 'Stag ing'
    })
    s.sim.fixture.bots.push({
      account,
      apiKey: 'bk_x2_0000000000',
      apiSecret: 'bs_x2_0000000000',
      route: 'rx2',
      name: 'ѕtaging'
    })
    const r = await runChecked(s, byName(s, 'Staging'))
    expect(r.code).toBe(1)
    const error = r.errors[0] ?? ''
    expect(error).toMatch(/^No bot in the account's list \(4 bots\) is named 'Staging' \('bot-name'\)/)
    expect(error).toMatch(/names that differ only by case, spacing or look-alike characters:/)
    expect(error).toContain("'staging' (at character 1: 's' (U+0073) where 'bot-name' has 'S' (U+0053))")
    expect(error).toContain("'Stag ing' (at character 5: ' ' (U+0020) where 'bot-name' has 'i' (U+0069))")
    expect(error).toContain("'ѕtaging' (at character 1: U+0455 where 'bot-name' has 'S' (U+0053))")
    expect(r.outputs.error).toBe(
      "No bot in the account's list (4 bots) is named 'Staging' ('bot-name'): nothing was sent."
    )
    expect(s.sim.mutations()).toEqual([])
    // Nothing of the other bots is masked: no key or secret of any of them was kept.
    for (const b of s.sim.fixture.bots) expect(r.masks).not.toContain(b.apiSecret)
  })

  it('a name two bots share: how many, and to choose by keys instead', async () => {
    const s = await fresh()
    const account = bots(s).production.account
    s.sim.fixture.bots.push({
      account,
      apiKey: 'bk_twin_00000000',
      apiSecret: 'bs_twin_00000000',
      route: 'rtwin',
      name: 'staging'
    })
    const r = await runChecked(s, byName(s, 'staging'))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /^2 bots in the account's list are named 'staging' \('bot-name'\): the run cannot tell which one to change, so nothing was sent\..*'bot-api-key' and 'bot-api-secret'/
    )
    expect(s.sim.mutations()).toEqual([])
    for (const b of s.sim.fixture.bots) expect(r.masks).not.toContain(b.apiSecret)
  })
})

describe.concurrent('a list that does not give the bot’s secret', () => {
  it('the bot named is listed without its APISecret: stopped before any call, asking for its keys', async () => {
    const s = await fresh()
    bots(s).staging.apiSecret = ''
    const r = await runChecked(s, byName(s, 'staging'))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/^The account's list shows the bot 'staging' without its secret \(APISecret\)/)
    expect(s.sim.mutations()).toEqual([])
  })
})
