// Faults from the simulator's fault injection: what is retried, what never is, and that no job
// hangs. Every test also checks that nothing leaked and no call was applied twice.
import { describe, expect, it } from 'vitest'
import { type RunResult } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

// Tests run concurrently, each with a simulator of its own, stopped when the file ends.
const fresh = freshStages()

function overwrite(s: Stage, extra: Record<string, string> = {}, alt = false) {
  return deployRun(s, { inputs: { throttle: 'off', ...extra }, alt, backup: 'dynamic-data-colors.xenioo' })
}

function checkAfter(s: Stage, r: RunResult): void {
  const applied = s.sim.mutations()
  expect(applied.length).toBeLessThanOrEqual(1)
  if (r.code !== 0) {
    expect(r.errors).toHaveLength(1)
    expect(r.outputs['api-key']).toBeUndefined()
  }
}

describe.concurrent('token endpoint faults', () => {
  for (const [name, fault] of [
    ['500', { kind: 'status', status: 500, body: 'oops' }],
    ['502', { kind: 'status', status: 502 }],
    ['503', { kind: 'status', status: 503 }],
    ['429 without Retry-After', { kind: 'status', status: 429 }],
    ['429 with Retry-After', { kind: 'status', status: 429, headers: { 'retry-after': '1' } }],
    ['a reset connection', { kind: 'reset-before' }]
  ] as const) {
    it(`${name} twice, then success: retried with backoff, each attempt logged`, async () => {
      const s = await fresh()
      s.sim.fault('integration', fault, 2)
      const r = await runChecked(s, overwrite(s))
      expect(r.errors).toEqual([])
      expect(r.code).toBe(0)
      expect(s.sim.calls('integration')).toHaveLength(3)
      expect(r.stdout).toMatch(/attempt 1 of 3 failed/)
      expect(r.stdout).toMatch(/attempt 2 of 3 failed/)
      expect(s.sim.calls('overwrite')).toHaveLength(1)
      checkAfter(s, r)
    })
  }

  it('past the attempts: one clear failure naming the last cause', async () => {
    const s = await fresh()
    s.sim.fault('integration', { kind: 'status', status: 503 }, 5)
    const r = await runChecked(s, overwrite(s, { retries: '2' }))
    expect(r.code).toBe(1)
    expect(s.sim.calls('integration')).toHaveLength(2)
    expect(r.errors[0]).toMatch(/HTTP 503 after 2 attempts/)
    expect(s.sim.calls('overwrite')).toHaveLength(0)
    checkAfter(s, r)
  })

  it('connection refused, then the service is back: retried', async () => {
    const s = await fresh()
    await s.sim.refuse()
    const r = await runChecked(s, {
      ...overwrite(s, { 'node-url': s.sim.altUrl }),
      onStdout: s.sim.reopenWhenLogged('Token request: attempt 1 of 3 failed')
    })
    expect(r.errors).toEqual([])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/Token request: attempt 1 of 3 failed \(ECONNREFUSED/)
    checkAfter(s, r)
  })
})

describe.concurrent('bot call faults', () => {
  it('connection refused (nothing sent): retried like a token call, and applied once', async () => {
    const s = await fresh()
    // The token comes from the main listener (node-url); the bot calls go to the second one,
    // which refuses connections until the action has logged the failed attempt.
    await s.sim.refuse()
    const r = await runChecked(s, {
      ...overwrite(s, { 'node-url': s.sim.url }, true),
      onStdout: s.sim.reopenWhenLogged('The overwrite call: attempt 1 of 3 failed')
    })
    expect(r.errors).toEqual([])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/The overwrite call: attempt 1 of 3 failed \(ECONNREFUSED/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
    expect(s.sim.mutations()).toHaveLength(1)
    checkAfter(s, r)
  })

  it('reset after the request was applied: no retry, and the message says it may have been applied', async () => {
    const s = await fresh()
    s.sim.fault('overwrite', { kind: 'reset-after' })
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
    expect(r.errors[0]).toMatch(/may have been applied/)
    expect(r.errors[0]).toMatch(/Look at the bot/)
    checkAfter(s, r)
  })

  it('a restore reset after sending is not repeated: no second bot', async () => {
    const s = await fresh()
    s.sim.fault('restore', { kind: 'reset-after' })
    const o = overwrite(s, { operation: 'restore' })
    const bots = s.sim.fixture.bots.length
    const r = await runChecked(s, o)
    expect(r.code).toBe(1)
    expect(s.sim.calls('restore')).toHaveLength(1)
    expect(s.sim.fixture.bots.length).toBe(bots + 1)
    expect(r.errors[0]).toMatch(/restore may have been applied/)
    expect(r.errors[0]).toMatch(/second bot/)
    checkAfter(s, r)
  })

  it('no answer: fails within timeout-seconds, never hangs the job', async () => {
    const s = await fresh()
    s.sim.fault('overwrite', { kind: 'hang' })
    const r = await runChecked(s, { ...overwrite(s, { 'timeout-seconds': '2' }), killAfterMs: 20_000 })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/may have been applied: no complete answer within 2 s/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
    checkAfter(s, r)
  })

  it('a slow answer within timeout-seconds is waited for, not retried', async () => {
    const s = await fresh()
    s.sim.fault('integration', { kind: 'slow', ms: 1200 })
    s.sim.fault('overwrite', { kind: 'slow', ms: 1200 })
    const r = await runChecked(s, overwrite(s, { 'timeout-seconds': '5' }))
    expect(r.errors).toEqual([])
    expect(r.code).toBe(0)
    expect(s.sim.calls('integration')).toHaveLength(1)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
    checkAfter(s, r)
  })

  it('a slow token answer beyond timeout-seconds fails, naming the limit', async () => {
    const s = await fresh()
    s.sim.fault('integration', { kind: 'slow', ms: 5000 }, 3)
    const r = await runChecked(s, { ...overwrite(s, { 'timeout-seconds': '1', retries: '1' }), killAfterMs: 20_000 })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/no answer within 1 s/)
    expect(s.sim.calls('overwrite')).toHaveLength(0)
    checkAfter(s, r)
  })

  it('token endpoint gives no answer: fails within timeout-seconds', async () => {
    const s = await fresh()
    s.sim.fault('integration', { kind: 'hang' }, 5)
    const r = await runChecked(s, { ...overwrite(s, { 'timeout-seconds': '1', retries: '1' }), killAfterMs: 20_000 })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/no answer within 1 s/)
    checkAfter(s, r)
  })

  it('200 with a body that is not JSON: clear error, no outputs, nothing masked printed', async () => {
    const s = await fresh()
    s.sim.fault('overwrite', { kind: 'non-json' })
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/HTTP 200, but the body is not JSON/)
    expect(r.outputs['api-key']).toBeUndefined()
    checkAfter(s, r)
  })

  it('200 with JSON that lacks APIKey/APISecret: names the keys it got, never their values', async () => {
    const s = await fresh()
    s.sim.fault('overwrite', { kind: 'json', body: { ApiKey: 'leak-me-not-123', Secret: 'hidden-456' } })
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/got a JSON object with the keys ApiKey, Secret/)
    expect(r.stdout).not.toMatch(/leak-me-not-123|hidden-456/)
    checkAfter(s, r)
  })
})

describe.concurrent('untrusted error bodies', () => {
  it('are shortened, stripped of control characters and workflow commands, and redacted', async () => {
    const s = await fresh()
    // Plain text (raw line breaks in a JSON string are not JSON, and such a body is not shown at all).
    const evil = `bad\n::error::pwned\r\n::add-mask::x ${s.keys.prodSecret} %0A::set-output name=result::restored ${'x'.repeat(2000)}`
    s.sim.fault('overwrite', { kind: 'status', status: 400, body: evil })
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(r.errors).toHaveLength(1)
    expect(r.stdout.split('\n').filter(l => l.startsWith('::error::pwned') || l.startsWith('::set-output'))).toEqual([])
    expect(r.errors[0]).not.toContain('::')
    expect(r.errors[0]).toMatch(/The platform said: ".*\*\*\*/)
    expect(r.errors[0]!.length).toBeLessThan(1400)
    expect(r.outputs.result).toBeUndefined()
    checkAfter(s, r)
  })
})
