// Each operation with each token level it accepts, both token endpoints, each response shape,
// the real backups arriving byte for byte, and the leak check on every run.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXTURES, placeBackup, tempDir } from '../support/runner.ts'
import { freshStages, runChecked, sharedStage } from '../support/stage.ts'
import type { TokenShape } from '../support/simulator.ts'

const s = await sharedStage()

function sha(file: string): string {
  return createHash('sha256')
    .update(readFileSync(path.join(FIXTURES, file)))
    .digest('hex')
}

describe('restore', () => {
  it('with an account-wide token creates a new bot from the backup, sent byte for byte', async () => {
    const ws = tempDir()
    const file = placeBackup(ws, 'stripe-sample.xenioo')
    const before = s.sim.log.length
    const r = await runChecked(s, {
      workspace: ws,
      inputs: {
        operation: 'restore',
        'service-endpoint': s.sim.endpoint(s.sim.fixture.bots[0]!),
        'account-api-key': s.keys.paid,
        'backup-file': file,
        throttle: 'off'
      }
    })
    expect(r.errors).toEqual([])
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('restored')
    const created = s.sim.fixture.bots.find(b => b.apiKey === r.outputs['api-key'])
    expect(created).toBeDefined()
    expect(r.outputs['api-secret']).toBe(created!.apiSecret)
    expect(created!.backup).toEqual({ sha256: sha('stripe-sample.xenioo'), bytes: 57624 })
    // Masked before use: the outputs' values were registered with the runner.
    expect(r.masks).toContain(created!.apiKey)
    expect(r.masks).toContain(created!.apiSecret)
    expect(r.masks).toContain(s.keys.paid)
    const calls = s.sim.log.slice(before)
    expect(calls.map(c => c.route)).toEqual(['integration', 'restore'])
    expect(calls[0]!.jsonKeys).toEqual(['AccountAPIKey'])
    expect(calls[1]!.headers['content-type']).toBe('application/json')
    expect(calls[1]!.headers.authorization).toBe('Bearer <redacted>')
    expect(r.outputs['next-restore-at']).toMatch(/^\d{4}-\d\d-\d\dT/)
  })
})

function inputsFor(
  op: string,
  level: 'account' | 'bot' | 'token',
  extra: Record<string, string> = {}
): { workspace: string; inputs: Record<string, string> } {
  const ws = tempDir()
  const prod = s.sim.fixture.bots[0]!
  const creds: Record<string, string> =
    level === 'account'
      ? { 'account-api-key': s.keys.paid }
      : level === 'bot'
        ? { 'account-api-key': s.keys.paid, 'bot-api-key': prod.apiKey, 'bot-api-secret': prod.apiSecret }
        : {}
  const backup: Record<string, string> =
    op === 'clone-by-ref' ? {} : { 'backup-file': placeBackup(ws, 'dynamic-data-colors.xenioo') }
  return {
    workspace: ws,
    inputs: { operation: op, 'service-endpoint': s.sim.endpoint(prod), throttle: 'off', ...creds, ...backup, ...extra }
  }
}

/** A bot-level token issued by the simulator, as a user would get one in an earlier step. */
async function issueBotToken(): Promise<string> {
  const prod = s.sim.fixture.bots[0]!
  const res = await fetch(`${s.sim.endpoint(prod)}/authorization/integration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ AccountAPIKey: s.keys.paid, BotAPIKey: prod.apiKey, BotAPISecret: prod.apiSecret })
  })
  return ((await res.json()) as { token: string }).token
}

describe('a backup that is not quite one line of base64', () => {
  it('with a trailing line break: sent unchanged, with a warning in the log and the summary', async () => {
    const ws = tempDir()
    const file = placeBackup(ws, 'stripe-sample.xenioo')
    const bytes = Buffer.concat([readFileSync(path.join(FIXTURES, 'stripe-sample.xenioo')), Buffer.from('\n')])
    writeFileSync(path.join(ws, file), bytes)
    const bot = s.sim.fixture.bots[1]!
    const r = await runChecked(s, {
      workspace: ws,
      inputs: {
        operation: 'overwrite',
        'service-endpoint': s.sim.endpoint(bot),
        'account-api-key': s.keys.paid,
        'bot-api-key': bot.apiKey,
        'bot-api-secret': bot.apiSecret,
        'backup-file': file,
        throttle: 'off'
      }
    })
    expect(r.code).toBe(0)
    expect(r.warnings).toEqual([expect.stringMatching(/ends with a line break.*sent unchanged.*\*\.xenioo -text/)])
    expect(r.summary).toMatch(/<td>Backup warnings<\/td><td>[^<]*ends with a line break/)
    expect(s.sim.bot(bot.apiKey)?.backup).toEqual({
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes: bytes.length
    })
  })
})

describe('each operation with each token level it accepts', () => {
  const cases: [string, 'account' | 'bot' | 'token', string][] = [
    ['restore', 'bot', 'restored'],
    ['restore', 'token', 'restored'],
    ['overwrite', 'bot', 'overwritten'],
    ['overwrite', 'token', 'overwritten'],
    ['clone-by-ref', 'bot', 'cloned'],
    ['clone-by-ref', 'token', 'cloned']
  ]
  for (const [op, level, result] of cases) {
    it(`${op} with a ${level === 'token' ? 'given bot-level token' : `${level}-level token`}: ${result}`, async () => {
      // The platform allows one restore per bot per hour: each case starts after the last one's hour.
      s.sim.advance(61 * 60 * 1000)
      const extra: Record<string, string> = level === 'token' ? { token: await issueBotToken() } : {}
      const before = s.sim.log.length
      const o = inputsFor(op, level, extra)
      const r = await runChecked(s, o)
      expect(r.errors).toEqual([])
      expect(r.code).toBe(0)
      expect(r.outputs.result).toBe(result)
      expect(r.outputs.throttled).toBe('false')
      const routes = s.sim.log.slice(before).map(c => c.route)
      const call = op === 'clone-by-ref' ? 'clone' : op
      // An overwrite exports the bot first, to keep what it replaces (#75, keep-replaced by default); without a ledger
      // to keep it in, it does not read the channel's Version after it.
      const calls = op === 'overwrite' ? ['backup', call] : [call]
      expect(routes).toEqual(level === 'token' ? calls : ['integration', ...calls])
      const bot = s.sim.bot(r.outputs['api-key']!)
      expect(bot?.apiSecret).toBe(r.outputs['api-secret'])
      if (op === 'overwrite') expect(bot?.apiKey).toBe(s.sim.fixture.bots[0]!.apiKey)
      if (op === 'clone-by-ref') {
        expect(bot?.role).toBe('referenced-clone')
        expect(s.sim.fixture.bots[0]!.role).toBe('master')
        expect(r.outputs['next-restore-at']).toBe('')
        expect(s.sim.log.at(-1)!.bodyBytes).toBe(0)
      } else {
        expect(bot?.backup?.sha256).toBe(sha('dynamic-data-colors.xenioo'))
        expect(Date.parse(r.outputs['next-restore-at']!)).toBeGreaterThan(Date.now() + 59 * 60 * 1000)
      }
      if (level === 'bot') expect(s.sim.log[before]!.jsonKeys).toEqual(['AccountAPIKey', 'BotAPIKey', 'BotAPISecret'])
      // Only a restore or a clone makes a new bot with keys of its own.
      if (op === 'overwrite') expect(r.stdout).toMatch(/The bot keeps its API key and secret\./)
      else
        expect(r.stdout).toMatch(
          /The new bot's API key and secret are in the step's outputs 'api-key' and 'api-secret'/
        )
    })
  }
})

describe('token endpoints and response shapes', () => {
  it('node-url: the token comes from {node-url}/authorization/code', async () => {
    s.sim.advance(61 * 60 * 1000)
    const before = s.sim.log.length
    const r = await runChecked(s, inputsFor('overwrite', 'bot', { 'node-url': s.sim.url }))
    expect(r.code).toBe(0)
    expect(s.sim.log.slice(before).map(c => c.path.replace(/\/svc\/[^/]+/, '/svc/…'))).toEqual([
      '/authorization/code',
      '/svc/…/bots/backup',
      '/svc/…/bots/restore/overwrite'
    ])
  })

  const shapes: TokenShape[] = ['lower', 'lower-expires', 'upper', 'data', 'string-minutes']
  for (const shape of shapes) {
    it(`reads the token from the '${shape}' response shape`, async () => {
      s.sim.tokenShape = shape
      s.sim.advance(61 * 60 * 1000)
      try {
        const r = await runChecked(s, inputsFor('overwrite', 'bot'))
        expect(r.errors).toEqual([])
        expect(r.outputs.result).toBe('overwritten')
        expect(r.stdout).toMatch(/token, valid for 60 minutes/)
        // The token was masked the moment it was parsed: before the call that uses it.
        const token = s.sim.issuedTokens().at(-1)!
        const lines = r.stdout.split('\n')
        expect(lines.indexOf(`::add-mask::${token}`)).toBeGreaterThan(-1)
        expect(lines.indexOf(`::add-mask::${token}`)).toBeLessThan(
          lines.findIndex(l => l.startsWith('Calling overwrite'))
        )
      } finally {
        s.sim.tokenShape = 'lower'
      }
    })
  }
})

describe('documented error statuses', () => {
  const cases: {
    name: string
    op: string
    setup: (i: Record<string, string>) => void
    status: number
    message: RegExp
  }[] = [
    {
      name: 'token 400 (data missing: bot key of another account)',
      op: 'overwrite',
      setup: i => (i['bot-api-key'] = s.keys.plainKey),
      status: 400,
      message: /token request was refused \(HTTP 400\)/
    },
    {
      name: 'token 403 (free account)',
      op: 'restore',
      setup: i => ((i['account-api-key'] = s.keys.free), delete i['bot-api-key'], delete i['bot-api-secret']),
      status: 403,
      message: /free account, or one not allowed to integrate/
    },
    {
      name: 'token 403 (account not allowed to integrate)',
      op: 'restore',
      setup: i => ((i['account-api-key'] = s.keys.noint), delete i['bot-api-key'], delete i['bot-api-secret']),
      status: 403,
      message: /HTTP 403/
    },
    {
      // #50: the platform has an account IP allow list now, and GitHub-hosted runners come from many addresses.
      name: "token 403 (an account IP allow list that leaves out this machine's address)",
      op: 'overwrite',
      setup: () => s.sim.fault('integration', { kind: 'status', status: 403, body: '{"Message":"Forbidden"}' }),
      status: 403,
      message: /IP allow list .*this machine's address/
    },
    {
      // #50: an account has several owners now, with permissions such as "Restore Bot".
      name: "restore 403 (the key's owner without the permission 'Restore Bot')",
      op: 'restore',
      setup: () => s.sim.fault('restore', { kind: 'status', status: 403, body: '{"Message":"Forbidden"}' }),
      status: 403,
      message: /owner .*permission .*'Restore Bot'.*IP allow list/
    },
    {
      name: 'token 404 (account key not found)',
      op: 'overwrite',
      setup: i => (i['account-api-key'] = 'acc_unknown_0000000000'),
      status: 404,
      message: /account API key was not found \(HTTP 404\)/
    },
    {
      // Changed with #48: a 400 whose text speaks of the hour is said as the hour (ledger-promise.test.ts);
      // one whose text does not still says all three causes.
      name: 'restore 400 whose text does not name the hour (bad token, permission or the hour: all three said)',
      op: 'restore',
      setup: () =>
        s.sim.fault('restore', { kind: 'status', status: 400, body: '{"Message":"The request is invalid."}' }),
      status: 400,
      message:
        /token is invalid or expired; the token lacks permission for this bot; or the bot was already restored less than an hour ago/
    },
    {
      name: 'overwrite 400',
      op: 'overwrite',
      setup: () => s.sim.fault('overwrite', { kind: 'status', status: 400, body: '{"Message":"bad token"}' }),
      status: 400,
      message: /platform refused the overwrite \(HTTP 400\).*The platform said: "bad token"/
    },
    {
      name: 'overwrite 404 (bot of the token not found)',
      op: 'overwrite',
      setup: () => s.sim.fault('overwrite', { kind: 'status', status: 404 }),
      status: 404,
      message: /bot identified by the token was not found \(HTTP 404\)/
    },
    {
      name: 'restore 404',
      op: 'restore',
      setup: () => s.sim.fault('restore', { kind: 'status', status: 404 }),
      status: 404,
      message: /not found \(HTTP 404\)/
    },
    {
      name: 'clone 404 (source bot not found)',
      op: 'clone-by-ref',
      setup: () => s.sim.fault('clone', { kind: 'status', status: 404 }),
      status: 404,
      message: /source bot of the reference clone was not found/
    },
    {
      name: 'clone without a Master Bot package',
      op: 'clone-by-ref',
      setup: i => (
        (i['account-api-key'] = s.keys.nopkg),
        (i['bot-api-key'] = s.keys.plainKey),
        (i['bot-api-secret'] = s.keys.plainSecret)
      ),
      status: 403,
      message: /no active Master Bot package/
    }
  ]
  for (const c of cases) {
    it(`${c.name}: exit 1 with the cause and the fix`, async () => {
      s.sim.advance(61 * 60 * 1000)
      const o = inputsFor(c.op, 'bot')
      c.setup(o.inputs)
      const before = s.sim.log.length
      const r = await runChecked(s, o)
      s.sim.clearFaults()
      expect(r.code).toBe(1)
      expect(r.errors).toHaveLength(1)
      expect(r.errors[0]).toMatch(c.message)
      expect(s.sim.log.slice(before).map(e => e.status)).toContain(c.status)
      expect(r.outputs['api-key']).toBeUndefined()
      expect(s.sim.log.slice(before).filter(e => e.applied)).toEqual([])
    })
  }
})

const fresh = freshStages()

describe.concurrent("output-credentials: false keeps the new bot's key and secret out of the outputs", () => {
  for (const operation of ['restore', 'clone-by-ref'] as const) {
    it(`${operation}: nothing of the keys in GITHUB_OUTPUT, in any form; still masked`, async () => {
      const stage = await fresh()
      const bot = stage.sim.fixture.bots[0]!
      const before = new Set(stage.sim.fixture.bots.map(b => b.apiKey))
      const workspace = tempDir()
      const inputs: Record<string, string> = {
        operation,
        'service-endpoint': stage.sim.endpoint(bot),
        'account-api-key': bot.account,
        'bot-api-key': bot.apiKey,
        'bot-api-secret': bot.apiSecret,
        'output-credentials': 'false',
        throttle: 'off'
      }
      if (operation === 'restore') inputs['backup-file'] = placeBackup(workspace, 'stripe-sample.xenioo')
      const r = await runChecked(stage, { workspace, inputs })
      expect(r.errors).toEqual([])
      expect(r.outputs.result).toBe(operation === 'restore' ? 'restored' : 'cloned')
      expect(r.outputs['api-key']).toBeUndefined()
      expect(r.outputs['api-secret']).toBeUndefined()
      const created = stage.sim.fixture.bots.filter(b => !before.has(b.apiKey))
      expect(created).toHaveLength(1)
      for (const secret of [created[0]!.apiKey, created[0]!.apiSecret]) {
        for (const form of [secret, Buffer.from(secret).toString('base64'), Buffer.from(secret).toString('hex')]) {
          expect(r.outputsFile).not.toContain(form)
        }
        expect(r.masks).toContain(secret)
      }
      expect(r.stdout).toMatch(/were not written as outputs \('output-credentials: false'\)/)
    })
  }
})
