import fc from 'fast-check'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import {
  ActionError,
  MaybeAppliedError,
  PlatformStatusError,
  ResponseShapeError,
  toldWhole
} from '../../src/domain/errors.ts'
import { untrusted } from '../../src/lib/text.ts'
import { PlatformClient } from '../../src/platform/client.ts'
import { unseenDifference } from '../../src/lib/text.ts'
import { LOOK_ALIKES_MAX, readBotList, parseBotKeys, parseTokenResponse } from '../../src/platform/answers.ts'
import { lookOf } from '../../src/lib/look-alike.ts'
import { tokenUrl } from '../../src/platform/client.ts'

describe('parseTokenResponse: every documented shape', () => {
  const cases: [string, unknown, string, number][] = [
    ['{token, expire}', { token: 'a/b+c=', expire: 60 }, 'a/b+c=', 60],
    ['{token, expires}', { token: 't', expires: 30 }, 't', 30],
    ['{Token, Expires}', { Token: 'T', Expires: 60 }, 'T', 60],
    ['{Token, Expire}', { Token: 'T', Expire: 45 }, 'T', 45],
    ['{Data: {Token, Expires}}', { Data: { Token: 'D', Expires: 60 }, Success: true }, 'D', 60],
    ['{Data: {token, expire}}', { Data: { token: 'd', expire: 15 } }, 'd', 15],
    ['expiry as a numeric string', { token: 't', expire: '60' }, 't', 60],
    ['expiry as a padded numeric string', { Token: 't', Expires: ' 59 ' }, 't', 59]
  ]
  for (const [name, json, token, validMinutes] of cases) {
    it(name, () => expect(parseTokenResponse(json, WORKFLOW_WORDS)).toEqual({ token, validMinutes }))
  }

  const bad: [string, unknown, RegExp][] = [
    ['no token key', { access_token: 'x', expire: 60 }, /got a JSON object with the keys access_token, expire/],
    ['empty token', { token: '', expire: 60 }, /not in a known shape/],
    ['token not a string', { token: 42, expire: 60 }, /not in a known shape/],
    ['no expiry', { token: 'secret-token-value' }, /no usable validity/],
    ['expiry zero', { token: 't', expire: 0 }, /no usable validity/],
    ['expiry not numeric', { token: 't', expire: 'soon' }, /no usable validity/],
    ['an array', [1, 2], /got a JSON array/],
    ['null', null, /got a JSON null/],
    ['a string', 'token', /got a JSON string/]
  ]
  for (const [name, json, message] of bad) {
    it(`refuses ${name}, naming keys, never values`, () => {
      expect(() => parseTokenResponse(json, WORKFLOW_WORDS)).toThrow(ResponseShapeError)
      expect(() => parseTokenResponse(json, WORKFLOW_WORDS)).toThrow(message)
      try {
        parseTokenResponse(json, WORKFLOW_WORDS)
      } catch (err) {
        expect((err as Error).message).not.toContain('secret-token-value')
      }
    })
  }

  it('property: any JSON value parses or throws a ResponseShapeError that never holds a string value it was given', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.string({ minLength: 12 }).map(s => `tok_${s}`),
        (json, secret) => {
          const wrapped =
            typeof json === 'object' && json !== null && !Array.isArray(json) ? { ...json, token: secret } : json
          try {
            const r = parseTokenResponse(wrapped, WORKFLOW_WORDS)
            expect(r.validMinutes).toBeGreaterThan(0)
          } catch (err) {
            expect(err).toBeInstanceOf(ResponseShapeError)
            expect((err as Error).message).not.toContain(secret)
          }
        }
      ),
      { numRuns: 1000 }
    )
  })
})

describe('parseBotKeys', () => {
  it('reads APIKey and APISecret', () =>
    expect(parseBotKeys('restore', { APIKey: 'k', APISecret: 's' })).toEqual({ apiKey: 'k', apiSecret: 's' }))
  it('names the keys it got, never the values', () => {
    expect(() => parseBotKeys('restore', { apiKey: 'k-value', secret: 's-value' })).toThrow(/keys apiKey, secret/)
    expect(() => parseBotKeys('restore', { apiKey: 'k-value' })).not.toThrow(/k-value/)
  })
})

describe('readBotList', () => {
  const json = {
    Result: [{ Name: 'prod', APIKey: 'k1', APISecret: 's1' }, { Name: 'no key' }, 'junk', { APIKey: 'k2' }]
  }
  it('by key: keeps the bot with the key and counts the bots with a key; nothing of the others', () => {
    const none = { lookAlikes: [] }
    expect(readBotList(json, { apiKey: 'k2' }, WORKFLOW_WORDS)).toEqual({
      count: 2,
      own: { name: '', apiKey: 'k2', apiSecret: '' },
      matching: 1,
      ...none
    })
    expect(readBotList(json, { apiKey: 'k1' }, WORKFLOW_WORDS)).toEqual({
      count: 2,
      own: { name: 'prod', apiKey: 'k1', apiSecret: 's1' },
      matching: 1,
      ...none
    })
    expect(readBotList(json, { apiKey: 'k3' }, WORKFLOW_WORDS)).toEqual({
      count: 2,
      own: undefined,
      matching: 0,
      ...none
    })
  })
  it('by name: the one bot of the name; none when two have it; the names that only look the same, at most five', () => {
    const bots = (names: string[]) => ({
      Result: names.map((Name, i) => ({ Name, APIKey: `k${i}`, APISecret: `s${i}` }))
    })
    expect(readBotList(bots(['Sales', 'Support']), { name: 'Support', lookOf }, WORKFLOW_WORDS)).toEqual({
      count: 2,
      own: { name: 'Support', apiKey: 'k1', apiSecret: 's1' },
      matching: 1,
      lookAlikes: []
    })
    expect(
      readBotList(bots(['Support', 'Sales', 'Support']), { name: 'Support', lookOf }, WORKFLOW_WORDS)
    ).toMatchObject({
      own: undefined,
      matching: 2
    })
    const alike = ['support', 'SUPPORT', 'Sup port', '\u0405upport', 'Sup\u200Bport', 'Ｓupport', 'suppor t']
    const found = readBotList(bots(['Sales', ...alike]), { name: 'Support', lookOf }, WORKFLOW_WORDS)
    expect(found).toMatchObject({ count: 8, own: undefined, matching: 0 })
    expect(found.lookAlikes).toEqual(alike.slice(0, LOOK_ALIKES_MAX))
  })
  it('a list in another shape names its keys, never a value', () => {
    expect(() => readBotList({ Bots: [{ APIKey: 'k-value' }] }, { apiKey: 'k' }, WORKFLOW_WORDS)).toThrow(
      /expected a Result array; got a JSON object with the keys Bots/
    )
    expect(() => readBotList({ Bots: [{ APIKey: 'k-value' }] }, { apiKey: 'k' }, WORKFLOW_WORDS)).not.toThrow(/k-value/)
  })
})

describe('lookOf: what a reader could take for the same name', () => {
  it.each([
    ['case', 'support'],
    ['spacing', ' Sup  port '],
    ['an invisible character', 'Sup\u200Bport'],
    ['a Cyrillic letter', '\u0405upport'],
    ['a fullwidth letter', '\uFF33upport'],
    ['a digit for a letter', 'Supp0rt']
  ])('%s: the same look', (_, name) => {
    expect(lookOf(name)).toBe(lookOf('Support'))
  })
  it('another name: another look', () => {
    expect(lookOf('Sales')).not.toBe(lookOf('Support'))
    expect(lookOf('Supports')).not.toBe(lookOf('Support'))
  })
})

describe('unseenDifference: names that look the same', () => {
  it('names the code points where a zero-width space or a look-alike letter makes two names differ', () => {
    expect(unseenDifference('Sup\u200Bport', 'Support')).toMatchObject({
      at: 4,
      a: 'U+200B (invisible)',
      b: "'p' (U+0070)"
    })
    expect(unseenDifference('\u0405upport', 'Support')).toMatchObject({ at: 1, a: 'U+0405', b: "'S' (U+0053)" })
    expect(unseenDifference('Support\u200B', 'Support')).toMatchObject({ at: 8, a: 'U+200B (invisible)', b: 'nothing' })
  })
  it('says nothing of plainly different names, or of equal ones', () => {
    expect(unseenDifference('Sales', 'Support')).toBeUndefined()
    expect(unseenDifference('Support', 'Support')).toBeUndefined()
  })
})

it('tokenUrl uses node-url when given', () => {
  expect(tokenUrl({ serviceEndpoint: 'https://s.example.com/r', nodeUrl: undefined })).toBe(
    'https://s.example.com/r/authorization/integration'
  )
  expect(tokenUrl({ serviceEndpoint: 'https://s.example.com/r', nodeUrl: 'https://app03.example.com' })).toBe(
    'https://app03.example.com/authorization/code'
  )
})

describe('untrusted text', () => {
  it('neutralises workflow commands and control characters, and shortens', () => {
    const evil = 'ok\n::add-mask::x\r\n::set-output name=a::b\u0007' + 'z'.repeat(1000)
    const out = untrusted(evil)
    // eslint-disable-next-line no-control-regex
    expect(out).not.toMatch(/[\r\n\u0007]/)
    expect(out).not.toContain('::')
    expect(out.length).toBeLessThan(360)
    expect(out).toMatch(/more characters\)$/)
  })
})

describe('status mapping (real HTTP against a local server)', () => {
  let server: http.Server
  let base = ''
  let next = { status: 200, body: '' }
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => res.writeHead(next.status, { 'content-type': 'application/json' }).end(next.body))
    })
    await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(r => server.close(() => r())))

  const client = () =>
    new PlatformClient({
      attempts: 1,
      timeoutMs: 5000,
      log: { info: () => {} },
      redact: t => t.split('SECRETVALUE').join('***'),
      redactAll: items => items.map(t => t.split('SECRETVALUE').join('***')),
      proxyFor: () => undefined,
      words: WORKFLOW_WORDS
    })

  const token: [number, RegExp][] = [
    [400, /lacks required data/],
    [403, /free account, or one not allowed to integrate/],
    [404, /account API key was not found/],
    [401, /refused the token request with HTTP 401, a status its documentation does not give/]
  ]
  for (const [status, message] of token) {
    it(`token ${status}`, async () => {
      next = { status, body: '{"Message":"said SECRETVALUE"}' }
      const err = await client()
        .requestToken({ serviceEndpoint: base, nodeUrl: undefined }, { level: 'account', accountApiKey: 'k' })
        .catch(e => e)
      expect(err).toBeInstanceOf(PlatformStatusError)
      expect(err.status).toBe(status)
      expect(err.message).toMatch(message)
      // The platform's words are said apart from the action's sentence (#57): redacted.
      expect(err.said).toBe('said ***')
      expect(toldWhole(err)).not.toContain('SECRETVALUE')
    })
  }

  const bot: [string, number, RegExp][] = [
    [
      'restore',
      400,
      /token is invalid or expired; the token lacks permission for this bot; or the bot was already restored less than an hour ago/
    ],
    ['restore', 404, /bot identified by the token was not found/],
    ['overwrite', 400, /refused the overwrite \(HTTP 400\)/],
    ['overwrite', 404, /not found \(HTTP 404\) during the overwrite/],
    ['clone-by-ref', 404, /source bot of the reference clone was not found/],
    ['clone-by-ref', 402, /no active Master Bot package/],
    ['overwrite', 429, /HTTP 429, a status its documentation does not give for this call/],
    ['restore', 403, /limit of one restore or overwrite per bot per hour, or a token without permission/],
    ['restore', 418, /refused the restore with HTTP 418/]
  ]
  for (const [op, status, message] of bot) {
    it(`${op} ${status}`, async () => {
      next = { status, body: '' }
      const err = await client()
        .botCall({ op: op as 'restore', serviceEndpoint: base, token: 'tok', backup: undefined })
        .catch(e => e)
      expect(err).toBeInstanceOf(ActionError)
      expect(err.status).toBe(status)
      expect(err.message).toMatch(message)
      expect(err.fix).not.toBe('')
    })
  }

  for (const status of [500, 502, 503, 504, 507]) {
    it(`a bot call answered ${status} may have been applied: its body is not shown`, async () => {
      next = { status, body: '{"APIKey":"maybe-new-key","APISecret":"maybe-new-secret"}' }
      const err = await client()
        .botCall({ op: 'restore', serviceEndpoint: base, token: 'tok', backup: undefined })
        .catch(e => e)
      expect(err).toBeInstanceOf(MaybeAppliedError)
      expect(err.message).toMatch(
        new RegExp(`may have been applied: the platform answered HTTP ${status} after the request was sent`)
      )
      expect(err.message + err.fix).not.toMatch(/maybe-new|try again/i)
      expect(err.fix).toMatch(/bot list/)
    })
  }

  for (const status of [201, 202, 203]) {
    it(`a bot call answered ${status} with credentials is a success`, async () => {
      next = { status, body: '{"APIKey":"k","APISecret":"s"}' }
      expect(await client().botCall({ op: 'restore', serviceEndpoint: base, token: 'tok', backup: undefined })).toEqual(
        { apiKey: 'k', apiSecret: 's' }
      )
    })
  }

  it('a 204 is no credentials, and may have been applied', async () => {
    next = { status: 204, body: '' }
    const err = await client()
      .botCall({ op: 'overwrite', serviceEndpoint: base, token: 'tok', backup: undefined })
      .catch(e => e)
    expect(err).toBeInstanceOf(ResponseShapeError)
    expect(err.message).toMatch(/HTTP 204 and no credentials \(an empty body\): the overwrite may have been applied/)
  })
})
