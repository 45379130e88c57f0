// The stage of the end-to-end tests: a platform simulator and a cache service with a fresh
// fixture, the runs the tests make on it, and the one leak check every run goes through.
import { afterAll, expect } from 'vitest'
import { SecretInputs } from '../../src/domain/constants.ts'
import { CacheService } from './cache-service.ts'
import { placeBackup, runAction, tempDir, type RunOptions, type RunResult } from './runner.ts'
import { PlatformSimulator, makeFixture, type SimulatorOptions } from './simulator.ts'

export interface Stage {
  sim: PlatformSimulator
  cache: CacheService
  keys: ReturnType<typeof makeFixture>['keys']
  /** Every secret the tests know: keys, secrets, issued tokens and returned credentials. */
  secrets(): string[]
  stop(): Promise<void>
}

export async function stage(options: Partial<SimulatorOptions> = {}): Promise<Stage> {
  const fixture = makeFixture()
  const sim = await new PlatformSimulator({ fixture, ...options }).start()
  const cache = await new CacheService().start()
  return {
    sim,
    cache,
    keys: fixture.keys,
    secrets: () => [
      ...Object.values(fixture.keys),
      ...sim.fixture.bots.flatMap(b => [b.apiKey, b.apiSecret]),
      ...sim.issuedTokens()
    ],
    stop: async () => {
      await Promise.all([sim.stop(), cache.stop()])
    }
  }
}

/** One stage for all the tests of a file (`const s = await sharedStage()`), stopped when the file ends. */
export async function sharedStage(options: Partial<SimulatorOptions> = {}): Promise<Stage> {
  const s = await stage(options)
  afterAll(() => s.stop())
  return s
}

/** A stage of its own for each test that asks (tests that run concurrently), all stopped when the file ends. */
export function freshStages(): (options?: Partial<SimulatorOptions>) => Promise<Stage> {
  const started: Stage[] = []
  afterAll(async () => {
    await Promise.all(started.map(s => s.stop()))
  })
  return async options => {
    const s = await stage(options)
    started.push(s)
    return s
  }
}

export interface DeployRun {
  /** Inputs added to, or replacing, those of an overwrite of the bot. */
  inputs?: Record<string, string>
  /** The bot in the fixture (default 0, the production bot of the paid account). */
  bot?: number
  /** Send to the simulator's second listener (which `sim.refuse()` can close). */
  alt?: boolean
  /** The run's branch on the stage's cache service; none when not given. */
  scope?: string
  /** The run is on GitHub Enterprise Server (the stage's cache service speaks v1 to it). */
  ghes?: boolean
  env?: Record<string, string | undefined>
  /** Which fixture backup to place in the workspace. */
  backup?: string
}

/** The runner options of an overwrite of a fixture bot with its own keys, in a fresh workspace. */
export function deployRun(s: Stage, o: DeployRun = {}): RunOptions {
  const workspace = tempDir()
  const bot = s.sim.fixture.bots[o.bot ?? 0]!
  return {
    workspace,
    env: o.env,
    cache: o.scope ? { url: s.cache.url, scope: o.scope, ghes: o.ghes } : undefined,
    inputs: {
      operation: 'overwrite',
      'service-endpoint': s.sim.endpoint(bot, o.alt),
      'account-api-key': bot.account,
      'bot-api-key': bot.apiKey,
      'bot-api-secret': bot.apiSecret,
      'backup-file': placeBackup(workspace, o.backup ?? 'stripe-sample.xenioo'),
      // Off unless a test asks: each test of the overwrite's other behaviour sends it alone (keep-replaced.test.ts runs the default).
      'keep-replaced': 'false',
      ...o.inputs
    }
  }
}

/** The runner options of an export of the production bot into `bots/support.xenioo` (or `inputs['backup-file']`). */
export function exportRun(s: Stage, inputs: Record<string, string> = {}, workspace = tempDir()): RunOptions {
  const bot = s.sim.fixture.bots[0]!
  return {
    workspace,
    cache: { url: s.cache.url, scope: 'refs/heads/main' },
    inputs: {
      operation: 'backup',
      'service-endpoint': s.sim.endpoint(bot),
      'account-api-key': bot.account,
      'bot-api-key': bot.apiKey,
      'bot-api-secret': bot.apiSecret,
      'backup-file': 'bots/support.xenioo',
      ...inputs
    }
  }
}

/**
 * The leak check every end-to-end test runs: no secret appears in stdout, stderr, the summary or
 * the outputs file, except in `::add-mask::` lines and as the value of a masked output; and every
 * secret the action received is masked.
 */
export function leaks(
  result: RunResult,
  secrets: string[],
  maskedOutputs: string[] = ['api-key', 'api-secret']
): string[] {
  const found: string[] = []
  const stdout = result.stdout
    .split(/\r?\n/)
    .filter(l => !l.startsWith('::add-mask::'))
    .join('\n')
  const outputs = Object.entries(result.outputs)
    .filter(([k]) => !maskedOutputs.includes(k))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n')
  for (const secret of secrets.filter(s => s.length >= 4)) {
    const where = [
      ['stdout', stdout],
      ['stderr', result.stderr],
      ['summary', result.summary],
      ['outputs', outputs]
    ]
      .filter(([, text]) => (text as string).includes(secret))
      .map(([w]) => w)
    if (where.length > 0) found.push(`${secret.slice(0, 6)}… in ${where.join(', ')}`)
  }
  return found
}

/**
 * What every end-to-end run must show, whatever else it tests: no secret (key, secret, token,
 * returned credential) in stdout, stderr, the summary or the outputs file other than in
 * `::add-mask::` lines and the masked outputs; and each one masked before its first use: secret
 * inputs before anything else is printed, a token before the call that uses it, returned
 * credentials before the step reports them.
 */
export function expectSafe(r: RunResult, secrets: string[], inputs: Record<string, string>, tokens: string[]): void {
  // A secret input is masked line by line, as the runner does with a multi-line secret.
  const inputParts = SecretInputs.flatMap(name => (inputs[name] ?? '').split(/\r?\n/).map(p => p.trim())).filter(
    p => p !== ''
  )
  expect(leaks(r, [...secrets, ...inputParts]), 'secrets in the clear').toEqual([])
  // #57: the error output is the action's own sentence: one line of at most 300 characters.
  const error = r.outputs.error
  if (error !== undefined) expect(error.length <= 300 && !/[\r\n]/.test(error), `error output: ${error}`).toBe(true)
  const lines = r.stdout.split(/\r?\n/)
  const maskAt = (v: string) => lines.indexOf(`::add-mask::${v}`)
  const firstOther = lines.findIndex(l => l !== '' && !l.startsWith('::add-mask::'))
  for (const part of inputParts) {
    expect(maskAt(part), 'secret input masked before anything else').toBeGreaterThanOrEqual(0)
    expect(maskAt(part), 'secret input masked before anything else').toBeLessThan(
      firstOther === -1 ? Infinity : firstOther
    )
  }
  const calling = lines.findIndex(l => l.startsWith('Calling '))
  for (const token of tokens.filter(t => maskAt(t) >= 0 && calling >= 0)) {
    expect(maskAt(token), 'masked before the call').toBeLessThan(calling)
  }
  const done = lines.findIndex(l => l.startsWith('Done: '))
  for (const output of ['api-key', 'api-secret']) {
    const value = r.outputs[output]
    if (value === undefined) continue
    expect(maskAt(value), `${output} masked`).toBeGreaterThanOrEqual(0)
    if (done >= 0) expect(maskAt(value), `${output} masked before it is reported`).toBeLessThan(done)
  }
}

/** Runs the action and applies `expectSafe` with every secret the stage knows. */
export async function runChecked(s: Stage, opts: RunOptions, extraSecrets: string[] = []): Promise<RunResult> {
  const r = await runAction(opts)
  expectSafe(r, [...s.secrets(), ...extraSecrets], opts.inputs, s.sim.issuedTokens())
  return r
}

/**
 * That a later run's next allowed time is `first`'s hour (`laterBy`: the hours a wait adds). Each run reads the
 * platform's time from its Date headers (whole seconds), so a run may read it up to their imprecision (2 s,
 * platform-clock.ts) behind the run before it; an entry that far ahead counts as its now, never later (throttle.ts).
 */
export function expectSameHour(later: string | undefined, first: string | undefined, laterBy = 0): void {
  const [at, from] = [Date.parse(later ?? ''), Date.parse(first ?? '') + laterBy]
  expect(at, `${later} is ${first}'s hour`).toBeLessThanOrEqual(from)
  expect(at, `${later} is ${first}'s hour`).toBeGreaterThan(from - 2_000)
}
