// The account's bot list (`bot-name`) as a big account has it, every call's time limit against a
// platform whose answer drips, and the User-Agent every request carries: the keys' bot found in lists of thousands, only its key and secret
// masked, names that only look the same told apart, each attempt ended at `timeout-seconds`.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, type RunOptions } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()

function overwrite(s: Stage, inputs: Record<string, string> = {}): RunOptions {
  return deployRun(s, { inputs: { 'bot-name': 'production', ...inputs }, scope: 'refs/heads/main' })
}

/** `n` more bots in the production bot's account, as a big account lists them. */
function crowd(s: Stage, n: number, first: Partial<{ apiKey: string; apiSecret: string }> = {}): void {
  const account = s.sim.fixture.bots[0]!.account
  for (let i = 0; i < n; i++) {
    const key = i === 0 && first.apiKey ? first.apiKey : `bot_${i}_${randomBytes(8).toString('hex')}`
    const secret = i === 0 && first.apiSecret ? first.apiSecret : `sec_${i}_${randomBytes(8).toString('hex')}`
    s.sim.fixture.bots.push({ account, apiKey: key, apiSecret: secret, route: `r${i}`, name: `Bot number ${i}` })
  }
}

describe.concurrent('the bot list of a big account', () => {
  it('9,000 bots, one with a one-letter key and secret: found, and only the keys\u2019 bot is masked', async () => {
    const s = await fresh()
    crowd(s, 9_000, { apiKey: 'e', apiSecret: 'o' })
    const r = await runChecked(s, overwrite(s))
    expect(r.errors).toEqual([])
    expect(r.outputs).toMatchObject({ result: 'overwritten', 'bot-name': 'production' })
    expect(r.masks).not.toContain('e')
    expect(r.masks).not.toContain('o')
    expect(r.masks.length).toBeLessThan(10)
    expect(r.stdout).toMatch(/The keys belong to the bot 'production', as 'bot-name' says\./)
  })

  it('20,000 bots (a list of several MiB): found', async () => {
    const s = await fresh()
    crowd(s, 20_000)
    const r = await runChecked(s, overwrite(s))
    expect(r.errors).toEqual([])
    expect(r.outputs['bot-name']).toBe('production')
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })
})

describe.concurrent('names that only look the same', () => {
  const cases = [
    [
      'a zero-width space',
      'Sup\u200Bport',
      /differ at character 4, where the bot's has U\+200B \(invisible\) and 'bot-name' has 'p' \(U\+0070\)/
    ],
    [
      'a Cyrillic letter',
      '\u0405upport',
      /differ at character 1, where the bot's has U\+0405 and 'bot-name' has 'S' \(U\+0053\)/
    ]
  ] as const
  for (const [what, name, said] of cases) {
    it(`${what}: refused, saying where the names differ by code point`, async () => {
      const s = await fresh()
      s.sim.fixture.bots[0]!.name = name
      const r = await runChecked(s, overwrite(s, { 'bot-name': 'Support' }))
      expect(r.code).toBe(1)
      expect(r.errors[0]).toMatch(said)
      expect(s.sim.calls('overwrite')).toEqual([])
    })
  }
})

describe.concurrent('each attempt within timeout-seconds, against an answer that drips a byte at a time', () => {
  it('the token request: cut at the limit, said as an answer still arriving', async () => {
    const s = await fresh()
    s.sim.fault('integration', { kind: 'drip', ms: 1000 }, 5)
    const r = await runChecked(s, overwrite(s, { 'bot-name': '', 'timeout-seconds': '5' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /token request failed after 1 attempt: no whole answer within 5 s: it was still arriving/
    )
    expect(s.sim.calls('overwrite')).toEqual([])
  })

  it('the bot list: cut at the limit, said as an answer still arriving', async () => {
    const s = await fresh()
    s.sim.fault('bots', { kind: 'drip', ms: 1000 }, 5)
    const r = await runChecked(s, overwrite(s, { 'timeout-seconds': '5' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /bot list got no answer after 1 attempt: no whole answer within 5 s: it was still arriving/
    )
    // #60: the keys were right; the fix speaks of the time and the way, not of the account key.
    expect(r.errors[0]).toMatch(/The account key was accepted; the list did not arrive\..*raise 'timeout-seconds'/)
    expect(r.errors[0]).not.toMatch(/Check that 'account-api-key'/)
    expect(s.sim.calls('overwrite')).toEqual([])
  })
})

describe.concurrent('who is calling (#50): a User-Agent on every request', () => {
  it('names the action, its version and the run, on the token request, the bot list, the overwrite and the publish; never a secret', async () => {
    const s = await fresh()
    const r = await runChecked(s, overwrite(s, { publish: 'true' }))
    expect(r.code).toBe(0)
    const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version
    const routes = s.sim.log.map(e => e.route)
    expect(routes).toEqual(expect.arrayContaining(['integration', 'bots', 'overwrite', 'publish']))
    for (const e of s.sim.log) {
      expect(e.headers['user-agent'], e.route).toBe(`xenioo-deploy-action/${version} (GitHub Actions run 4242)`)
    }
  })
})

describe.concurrent('a mistyped bot secret with bot-name set (#60)', () => {
  it('is said as the wrong secret of the bot the list shows, not as keys that do not belong together', async () => {
    const s = await fresh()
    const r = await runChecked(s, overwrite(s, { 'bot-api-secret': 'sec_mistyped_0123456789' }), [
      'sec_mistyped_0123456789'
    ])
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /^The key of 'bot-api-key' is the bot 'production''s, but 'bot-api-secret' is not its secret \(the account's list shows another\): nothing was sent to it\./
    )
    expect(r.errors[0]).not.toMatch(/do not belong together/)
    expect(s.sim.mutations()).toEqual([])
  })
})
