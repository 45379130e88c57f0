// Every bad input of the table (test/support/bad-inputs.ts), run in-process through the action's run()
// with a fake runner, platform and store (#57): each refused before any request with one message that
// names the input and the fix, and a summary that says it; the e2e file runs a few rows as processes.
import { describe, expect, it } from 'vitest'
import type { ActionIO } from '../../src/action/io.ts'
import { run, type Collaborators } from '../../src/action/main.ts'
import type { GitHubRun } from '../../src/action/summary.ts'
import type { Result } from '../../src/domain/result.ts'
import type { Platform } from '../../src/platform/client.ts'
import { cases } from '../support/bad-inputs.ts'
import { actionYml, placeBackup, tempDir } from '../support/runner.ts'

/** The action.yml defaults the runner fills in for inputs a step does not set. */
const DEFAULTS = Object.fromEntries(
  Object.entries(actionYml().inputs).flatMap(([name, spec]) => (spec.default ? [[name, spec.default]] : []))
)

/** One run of the action in-process: what it failed with, its summary, and every request it tried. */
async function runWith(inputs: Record<string, string>, workspace: string) {
  const failed: string[] = []
  const requests: string[] = []
  let summary: Result | undefined
  const io: ActionIO = {
    log: {
      info: () => undefined,
      notice: () => undefined,
      warning: () => undefined,
      error: m => void failed.push(m),
      debug: () => undefined
    },
    env: { workspace, runnerTemp: undefined, run: {} as GitHubRun, sight: {}, event: undefined },
    getInput: n => (inputs[n] ?? '').trim(),
    // As @actions/core reads a boolean: YAML 1.2's true and false, anything else refused.
    getBooleanInput: n => {
      const v = (inputs[n] ?? '').trim()
      if (['true', 'True', 'TRUE', 'false', 'False', 'FALSE'].includes(v)) return v.toLowerCase() === 'true'
      throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${n}`)
    },
    rawInput: n => inputs[n],
    inputNames: () => Object.keys(inputs).map(n => n.toUpperCase()),
    setSecret: () => undefined,
    setOutput: () => undefined,
    setFailed: m => void failed.push(m),
    saveState: () => undefined,
    writeSummary: async result => void (summary = result)
  }
  // Any request at all is recorded: a bad input is refused before the first.
  const platform = new Proxy({} as Platform, {
    get: (_, name) => async () => {
      requests.push(String(name))
      throw new Error(`a request (${String(name)}) where none was expected`)
    }
  })
  const collaborators: Partial<Collaborators> = {
    io,
    openStore: async () => (requests.push('cache'), 'no cache in this test'),
    openPlatform: async () => platform
  }
  await run(collaborators)
  return { failed, requests, summary }
}

describe('bad inputs, every row of the table, in-process', () => {
  it('the table has at least 30 cases', () => expect(cases.length).toBeGreaterThanOrEqual(30))
  it.each(cases.map(c => [c.name, c] as const))('%s', async (_, c) => {
    const ws = tempDir()
    const inputs: Record<string, string> = {
      ...DEFAULTS,
      operation: 'overwrite',
      'service-endpoint': 'https://api.example.com/route',
      'account-api-key': 'acc_0123456789abcdef',
      'bot-api-key': 'bot_0123456789abcdef',
      'bot-api-secret': 'sec_0123456789abcdef',
      'backup-file': placeBackup(ws, 'stripe-sample.xenioo')
    }
    c.change(inputs, ws)
    const r = await runWith(inputs, ws)
    expect(r.failed).toHaveLength(1)
    expect(r.failed[0]).toContain(`'${c.input}'`)
    expect(r.failed[0]).toMatch(c.says)
    expect(r.summary?.failure?.fix).toBeTruthy()
    expect(r.requests).toEqual([])
  })
})
