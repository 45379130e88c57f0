// Each operation with each token level it accepts, both token endpoints, each response shape,
// the real backups arriving byte for byte, and the leak check on every run.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURES, leaks, placeBackup, runAction, tempDir, type RunResult } from '../support/runner.ts'
import { stage, type Stage } from '../support/stage.ts'
import type { TokenShape } from '../support/simulator.ts'

let s: Stage
beforeAll(async () => {
  s = await stage()
})
afterAll(async () => s.stop())

function sha(file: string): string {
  return createHash('sha256').update(readFileSync(path.join(FIXTURES, file))).digest('hex')
}

function expectClean(r: RunResult): void {
  expect(leaks(r, s.secrets())).toEqual([])
}

describe('restore', () => {
  it('with an account-wide token creates a new bot from the backup, sent byte for byte', async () => {
    const ws = tempDir()
    const file = placeBackup(ws, 'stripe-sample.xenioo')
    const before = s.sim.log.length
    const r = await runAction({
      workspace: ws,
      inputs: { operation: 'restore', 'service-endpoint': s.sim.endpoint(s.sim.fixture.bots[0]!), 'account-api-key': s.keys.paid, 'backup-file': file, throttle: 'off' }
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
    expectClean(r)
  })
})
