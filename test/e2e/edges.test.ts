// Every call accounted for, at the edges, tried the way an unlucky user (or an attacker) would:
// other 2xx codes, 5xx after the platform applied the call, secrets echoed in other encodings,
// endless answers, redirects, resets before TLS, tokens that are not header values, and the
// runner's cancellation. After a call that may have created or changed a bot, the action records
// it, never shows a body that may hold credentials, and never just says "try again".
import { execFile, type ChildProcess } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { runPost, type RunOptions } from '../support/runner.ts'
import { deployRun, expectSameHour, freshStages, runChecked, type Stage } from '../support/stage.ts'
import { selfSignedCertificate } from '../support/tls.ts'

const fresh = freshStages()

function overwrite(s: Stage, inputs: Record<string, string> = {}): RunOptions {
  return deployRun(s, { inputs, scope: 'refs/heads/main' })
}

/** The ledger's entries, read back as what they say. */
function outcomes(s: Stage): string[] {
  return s.cache.keys().map(k => /-\d{13}-(\w+-\w+)/.exec(k)?.[1] ?? k)
}

describe.concurrent('any 2xx is a success, and a 2xx without credentials may have been applied', () => {
  for (const status of [201, 202, 203]) {
    it(`an overwrite answered ${status}: outputs set and masked, recorded`, async () => {
      const s = await fresh()
      s.sim.fault('overwrite', { kind: 'applied', status })
      const r = await runChecked(s, overwrite(s))
      expect(r.code).toBe(0)
      expect(r.outputs).toMatchObject({ result: 'overwritten', 'api-key': s.keys.prodKey })
      expect(r.masks).toContain(s.keys.prodKey)
      expect(outcomes(s)).toEqual(['overwrite-ok'])
    })
  }

  it('a restore answered 201: the new bot’s key and secret are the outputs', async () => {
    const s = await fresh()
    s.sim.fault('restore', { kind: 'applied', status: 201 })
    const r = await runChecked(s, overwrite(s, { operation: 'restore' }))
    expect(r.code).toBe(0)
    const created = s.sim.fixture.bots.at(-1)!
    expect(r.outputs).toMatchObject({ result: 'restored', 'api-key': created.apiKey, 'api-secret': created.apiSecret })
  })

  it('a token answered 201 is a token', async () => {
    const s = await fresh()
    s.sim.fault('integration', { kind: 'applied', status: 201 })
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('overwritten')
  })

  it('a 204: no credentials, may have been applied, recorded, next-restore-at set', async () => {
    const s = await fresh()
    s.sim.fault('restore', { kind: 'applied', status: 204 })
    const r = await runChecked(s, overwrite(s, { operation: 'restore' }))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/HTTP 204 and no credentials \(an empty body\): the restore may have been applied/)
    expect(r.errors[0]).toMatch(/bot list before running again/)
    expect(outcomes(s)).toEqual(['restore-unknown'])
    expect(Date.parse(r.outputs['next-restore-at']!)).toBeGreaterThan(Date.now())
  })
})

describe.concurrent('a 5xx after sending: the outcome is unknown', () => {
  for (const status of [500, 502, 503, 504]) {
    it(`a restore answered ${status} after it was applied: recorded, its body never shown, no "try again"`, async () => {
      const s = await fresh()
      s.sim.fault('restore', { kind: 'applied', status })
      const bots = s.sim.fixture.bots.length
      const r = await runChecked(s, overwrite(s, { operation: 'restore' }))
      expect(s.sim.fixture.bots).toHaveLength(bots + 1)
      expect(r.code).toBe(1)
      expect(r.errors[0]).toMatch(new RegExp(`restore may have been applied: the platform answered HTTP ${status}`))
      expect(r.errors[0]).not.toMatch(/try again/i)
      expect(r.errors[0]).not.toMatch(/APIKey|platform said/)
      expect(r.outputs['api-key']).toBeUndefined()
      expect(outcomes(s)).toEqual(['restore-unknown'])
      expect(r.outputs['next-restore-at']).toMatch(/^\d{4}-/)
      // The ledger refuses a blind re-run, which would create a second bot.
      const again = await runChecked(s, overwrite(s, { operation: 'restore' }))
      expect(again.errors[0]).toMatch(/was not attempted/)
      expect(s.sim.fixture.bots).toHaveLength(bots + 1)
    })
  }
})

describe.concurrent('redaction sees what a server is known to send (#57)', () => {
  /** How the token is written in the echo, and the body it is written into. */
  const forms: [string, (t: string) => string, (written: string) => string][] = [
    ['JSON-escaped slashes', t => t.replace(/\//g, '\\/'), w => `{"Message": "Token ${w} is invalid"}`],
    [
      '\\u002B for +',
      t => t.replace(/\+/g, '\\u002B').replace(/\//g, '\\/'),
      w => `{"Message": "Token ${w} is invalid"}`
    ],
    [
      'every character as \\uXXXX',
      t => [...t].map(c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
      w => `{"Message": "Token ${w}"}`
    ],
    ['percent-encoded', t => encodeURIComponent(t), w => `invalid token=${w}&retry=no`],
    ['wrapped every 16 characters with spaces', t => t.replace(/(.{16})/g, '$1 '), w => `{"Message": "Token ${w}"}`],
    // Plain text: raw line breaks inside a JSON string are not JSON, and such a body is not shown at all.
    ['wrapped every 16 characters with line breaks', t => t.replace(/(.{16})/g, '$1\n'), w => `Token ${w} refused`],
    // Invisible characters are no part of what a reader sees: removed before the redactor reads (#73).
    ['with a zero-width space inside', t => `${t.slice(0, 12)}\u200B${t.slice(12)}`, w => `{"Message": "Token ${w}"}`],
    ['truncated to its first 30 characters', t => `${t.slice(0, 30)}…`, w => `{"Message": "Token ${w} refused"}`],
    [
      'in the base64 of the whole Authorization header',
      t => Buffer.from(`Bearer ${t}`).toString('base64'),
      w => `{"Message": "got Authorization ${w}"}`
    ]
  ]
  for (const [name, write, wrap] of forms) {
    it(`a token echoed ${name} in an error body is shown as ***`, async () => {
      const s = await fresh()
      s.sim.fault('overwrite', { kind: 'echo', status: 400, render: t => wrap(write(t)) })
      const r = await runChecked(s, overwrite(s))
      expect(r.code).toBe(1)
      const [token] = s.sim.issuedTokens()
      expect(r.errors[0]).toMatch(/The platform said: ".*\*\*\*/)
      const log = r.stdout
        .split('\n')
        .filter(l => !l.startsWith('::add-mask::'))
        .join('\n')
      for (const text of [log, r.stderr, r.summary]) {
        expect(text).not.toContain(token)
        expect(text).not.toContain(write(token!))
        expect(text.toLowerCase()).not.toContain(token!.slice(0, 16).toLowerCase())
      }
    })
  }

  it('a token echoed inside another field than the message is not shown at all', async () => {
    const s = await fresh()
    const body = (t: string) => `{"Errors": [{"Field": "token", "Value": "${t}"}]}`
    s.sim.fault('overwrite', { kind: 'echo', status: 400, render: body })
    const r = await runChecked(s, overwrite(s))
    expect(r.errors[0]).toMatch(/refused the overwrite \(HTTP 400\)/)
    expect(r.errors[0]).not.toMatch(/platform said|Errors|Value/)
  })

  it('a redirect is said by its host alone, never its path or query (which may hold the token)', async () => {
    const s = await fresh()
    const location = (t: string) => `https://login.example.com/x?token=${encodeURIComponent(t)}`
    s.sim.fault('overwrite', { kind: 'echo', status: 302, render: () => '', headers: t => ({ location: location(t) }) })
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/redirected the overwrite call \(HTTP 302, to login\.example\.com\)/)
    const [token] = s.sim.issuedTokens()
    expect(r.errors[0]).not.toContain(encodeURIComponent(token!).slice(0, 16))
  })

  it('a platform message quoted in a refusal reaches the log and the summary, never the error output (#57)', async () => {
    const s = await fresh()
    const said = 'Quota reached: see https://status.example/x and call us'
    s.sim.fault('overwrite', { kind: 'status', status: 400, body: JSON.stringify({ Message: said }) })
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toContain(`The platform said: "${said}"`)
    expect(r.summary).toContain('The platform said')
    expect(r.outputs.error).toMatch(/^The platform refused the overwrite \(HTTP 400\)/)
    expect(r.outputs.error).not.toMatch(/Quota|status\.example|platform said/)
  })

  it('bidi controls and invisible formatting in the platform’s text are removed', async () => {
    const s = await fresh()
    s.sim.fault('overwrite', {
      kind: 'status',
      status: 400,
      body: '{"Message":"bad \u202Edeppots\u202C token\u200B\u2066x\u2069"}'
    })
    const r = await runChecked(s, overwrite(s))
    expect(r.errors[0]).toMatch(/The platform said: "bad deppots tokenx"/)
    expect(r.errors[0]).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F]/)
  })

  it('an account key echoed percent-encoded by the token endpoint is shown as ***', async () => {
    const s = await fresh()
    s.sim.fault('integration', { kind: 'echo', status: 404, render: k => `unknown key ${encodeURIComponent(k)}` })
    const r = await runChecked(s, overwrite(s))
    expect(r.errors[0]).toMatch(/The platform said: "unknown key \*\*\*"/)
  })
})

describe.concurrent('outside text is cleaned after its last decoding', () => {
  /** A platform message that turns into Markdown, a runner command and a bidi override once decoded one level too many. */
  const hostile = [
    [
      'percent-encoded twice',
      'refused%250A%250A## Deployed to production%250A::error::pwned%250A![b](https://x.invalid/b.png)%25E2%2580%25AE'
    ],
    [
      'as HTML entities of entities',
      'refused&amp;#10;&amp;#10;## Deployed to production&amp;#10;::warning::pwned&#38;#8238;'
    ],
    ['JSON-escaped, then percent-encoded', 'refused%5Cn%5Cn## Deployed to production%5Cn::error::pwned%5Cu202e']
  ] as const
  for (const [name, message] of hostile) {
    it(`a message ${name}: no control character, no command, no Markdown line in the log or the summary`, async () => {
      const s = await fresh()
      s.sim.fault('overwrite', { kind: 'status', status: 400, body: JSON.stringify({ Message: message }) })
      const r = await runChecked(s, overwrite(s))
      expect(r.code).toBe(1)
      expect(r.errors).toHaveLength(1)
      expect(r.warnings).toEqual([])
      expect(r.errors[0]).toMatch(/The platform said: "refused/)
      for (const text of [r.stdout, r.summary]) {
        expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/)
        expect(text).not.toMatch(/^\s*(#|!\[|::error::pwned|::warning::pwned)/m)
      }
      expect(r.errors[0]).not.toMatch(/[\n\r]|::/)
    })
  }
})

describe.concurrent('bounded answers', () => {
  it('a bot answer that never ends: may have been applied, recorded, nothing huge in the outputs', async () => {
    const s = await fresh()
    s.sim.fault('overwrite', { kind: 'endless' })
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /overwrite may have been applied: the platform's answer is larger than 1 MiB, so it was not read/
    )
    expect(r.outputsFile.length).toBeLessThan(1000)
    expect(outcomes(s)).toEqual(['overwrite-unknown'])
  })

  it('a token answer that never ends: a clear error, no bot call', async () => {
    const s = await fresh()
    s.sim.fault('integration', { kind: 'endless' })
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/answer is larger than 1 MiB, far more than a token/)
    expect(s.sim.calls('overwrite')).toEqual([])
  })
})

describe.concurrent('messages that help', () => {
  const cases: [string, { status: number; headers?: Record<string, string> }, RegExp][] = [
    [
      'a redirect',
      { status: 307, headers: { location: 'https://elsewhere.example.com/svc/x/bots/restore/overwrite' } },
      /redirected the overwrite call \(HTTP 307, to elsewhere\.example\.com\); this tool does not follow redirects with credentials/
    ],
    // The hour's status is not documented (platform-facts.md): a status no document gives is said as unknown.
    ['409', { status: 409 }, /refused the overwrite with HTTP 409, a status its documentation does not give/],
    ['403', { status: 403 }, /limit of one restore or overwrite per bot per hour, or a token without permission/]
  ]
  for (const [name, fault, says] of cases) {
    it(`${name}: says what happened, with a fix, and records nothing`, async () => {
      const s = await fresh()
      s.sim.fault('overwrite', { kind: 'status', ...fault })
      const r = await runChecked(s, overwrite(s))
      expect(r.code).toBe(1)
      expect(r.errors[0]).toMatch(says)
      expect(s.cache.keys()).toEqual([])
    })
  }
})

describe.concurrent('nothing sent is not "may have been applied"', () => {
  it('a token issued with a line break: a clear error before any bot call, nothing recorded', async () => {
    const s = await fresh()
    s.sim.fault('integration', { kind: 'json', body: { token: 'abc\r\nX-Injected: 1', expire: 60 } })
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/a token that cannot be sent in an HTTP header/)
    expect(s.sim.calls('overwrite')).toEqual([])
    expect(s.cache.keys()).toEqual([])
  })

  it('a connection reset before TLS is established: never sent, so repeated, and applied once', async () => {
    const tls = selfSignedCertificate()
    const s = await fresh({ tls: { cert: tls.cert, key: tls.key } })
    const token = await issueToken(s, tls.certFile)
    s.sim.resetNextConnections(1)
    const o = deployRun(s, {
      inputs: { token, throttle: 'off', retries: '3' },
      env: { NODE_EXTRA_CA_CERTS: tls.certFile }
    })
    delete o.inputs['account-api-key']
    delete o.inputs['bot-api-key']
    delete o.inputs['bot-api-secret']
    const r = await runChecked(s, o)
    expect(r.errors).toEqual([])
    expect(s.sim.resets).toBe(1)
    expect(r.stdout).toMatch(/The overwrite call: attempt 1 of 3 failed \(ECONNRESET/)
    expect(s.sim.mutations()).toHaveLength(1)
  })

  it('...and with one attempt: "nothing was sent", and no ledger entry', async () => {
    const tls = selfSignedCertificate()
    const s = await fresh({ tls: { cert: tls.cert, key: tls.key } })
    const token = await issueToken(s, tls.certFile)
    s.sim.resetNextConnections(1)
    const o = deployRun(s, { inputs: { token, retries: '1' }, scope: 'refs/heads/main' })
    o.env = { NODE_EXTRA_CA_CERTS: tls.certFile }
    for (const k of ['account-api-key', 'bot-api-key', 'bot-api-secret']) delete o.inputs[k]
    const r = await runChecked(s, o)
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/could not connect after 1 attempt: ECONNRESET.*Nothing was sent/)
    expect(s.cache.keys()).toEqual([])
  })
})

/** A bot-level token for the production bot, asked of the HTTPS simulator as the action would. */
async function issueToken(s: Stage, caFile: string): Promise<string> {
  const bot = s.sim.fixture.bots[0]!
  const body = JSON.stringify({ AccountAPIKey: bot.account, BotAPIKey: bot.apiKey, BotAPISecret: bot.apiSecret })
  // Asynchronously: the simulator answers from this very process.
  const { stdout } = await promisify(execFile)('curl', [
    '-sS',
    '--cacert',
    caFile,
    '-H',
    'content-type: application/json',
    '-d',
    body,
    `${s.sim.endpoint(bot)}/authorization/integration`
  ])
  return (JSON.parse(stdout) as { token: string }).token
}

/**
 * An onStdout callback that sends `signal` to the action once `when()` holds (checked every 20 ms),
 * and kills it 7.5 s later, as the runner does: the run must have ended by then.
 */
function signalWhen(when: () => boolean, signal: NodeJS.Signals): (text: string, child: ChildProcess) => void {
  let timer: NodeJS.Timeout | undefined
  return (_text, child) => {
    if (timer) return
    timer = setInterval(() => {
      if (!when()) return
      clearInterval(timer)
      child.kill(signal)
      const kill = setTimeout(() => child.kill('SIGKILL'), 7_500)
      child.once('exit', () => clearTimeout(kill))
    }, 20)
    child.once('exit', () => clearInterval(timer))
  }
}

describe.concurrent('cancellation (SIGINT, then SIGTERM 7.5 s later, as the runner does)', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal} with the overwrite in flight: recorded as may have been applied, summary written, ends well inside the grace period`, async () => {
      const s = await fresh()
      s.sim.fault('overwrite', { kind: 'hang' })
      const o = overwrite(s)
      o.onStdout = signalWhen(() => s.sim.calls('overwrite').length > 0, signal)
      o.killAfterMs = 30_000
      const r = await runChecked(s, o)
      expect(r.code).toBe(1)
      expect(r.errors[0]).toMatch(
        new RegExp(
          `overwrite may have been applied: the run was cancelled \\(${signal}\\) while the call was in flight`
        )
      )
      expect(r.errors[0]).not.toMatch(/try again/i)
      // The main step saves within its grace of 3 s; on a loaded machine that may run out (or its answer may), and
      // the post step, which the runner always runs, saves what it left: the record is the job's, once or twice.
      const post = await runPost(r)
      expect(post.code, post.stdout).toBe(0)
      expect([...new Set(outcomes(s))]).toEqual(['overwrite-unknown'])
      expect(r.outputs).toMatchObject({ throttled: 'false' })
      expect(r.outputs['next-restore-at']).toMatch(/^\d{4}-/)
      expect(r.summary).toMatch(/overwrite — cancelled/)
    })
  }

  it('SIGTERM while waiting out the throttle: ends at once; nothing sent, nothing recorded; next-restore-at written', async () => {
    const s = await fresh()
    const first = await runChecked(s, overwrite(s))
    expect(first.code).toBe(0)
    const o = overwrite(s, { 'on-throttle': 'wait' })
    let waiting = false
    const send = signalWhen(() => waiting, 'SIGTERM')
    o.onStdout = (text, child) => {
      waiting ||= text.includes("as 'on-throttle: wait' asks")
      send(text, child)
    }
    o.killAfterMs = 30_000
    const r = await runChecked(s, o)
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(
      /cancelled \(SIGTERM\) while waiting out the throttle: no overwrite was sent, and nothing was changed/
    )
    expect(r.summary).toMatch(/overwrite — cancelled/)
    // #60: nothing was published, and the live bot is as it was: not "not published".
    expect(r.summary).toMatch(
      /<td>Live bot<\/td><td>unchanged: nothing was published \(the run ended before a publish\)<\/td>/
    )
    expect(r.outputs.throttled).toBe('true')
    // It knew from when the next overwrite is allowed: that output is written all the same.
    expectSameHour(r.outputs['next-restore-at'], first.outputs['next-restore-at'])
    expect(s.sim.calls('overwrite')).toHaveLength(1)
    expect(s.cache.keys()).toHaveLength(1)
  })

  it('SIGINT before any call (the token request held): ends at once, the summary says cancelled', async () => {
    const s = await fresh()
    s.sim.fault('integration', { kind: 'hang' })
    const o = overwrite(s)
    o.onStdout = signalWhen(() => s.sim.calls('integration').length > 0, 'SIGINT')
    o.killAfterMs = 30_000
    // The watch starts with the first output (the mask lines, printed before the token request).
    const r = await runChecked(s, o)
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/cancelled \(SIGINT\) before any call: no overwrite was sent/)
    expect(r.summary).toMatch(/overwrite — cancelled/)
    expect(s.sim.calls('overwrite')).toEqual([])
    expect(s.cache.keys()).toEqual([])
  })
})

describe.concurrent('a cancelled success still says what was done', () => {
  for (const operation of ['overwrite', 'restore'] as const) {
    it(`SIGINT while the ledger save runs after a successful ${operation}: the summary says it was done, and what was cut`, async () => {
      const s = await fresh()
      s.cache.hang.add('CreateCacheEntry')
      const o = overwrite(s, { operation })
      o.onStdout = signalWhen(() => s.cache.log.some(e => e.method === 'CreateCacheEntry'), 'SIGINT')
      o.killAfterMs = 30_000
      const r = await runChecked(s, o)
      expect(r.code, `${r.durationMs} ms\n${r.stdout}`).toBe(0)
      const done = operation === 'overwrite' ? 'overwritten' : 'restored'
      expect(r.outputs.result).toBe(done)
      expect(r.summary).toMatch(new RegExp(`${operation} — ${done}`))
      expect(r.summary).not.toMatch(/Result<\/td><td>cancelled/)
      expect(r.summary).toMatch(/cancelled \(SIGINT\) after the .* succeeded.*the throttle ledger entry was not saved/s)
      expect(r.warnings).toEqual([expect.stringMatching(/could not write to the Actions cache/)])
    })
  }
})
