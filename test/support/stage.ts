// A platform simulator and a cache service for one test file, with a fresh fixture.
import { CacheService } from './cache-service.ts'
import { placeBackup, tempDir, type RunOptions } from './runner.ts'
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

export interface DeployRun {
  /** Inputs added to, or replacing, those of an overwrite of the bot. */
  inputs?: Record<string, string>
  /** The bot in the fixture (default 0, the production bot of the paid account). */
  bot?: number
  /** Send to the simulator's second listener (which `sim.refuse()` can close). */
  alt?: boolean
  /** The run's branch on the stage's cache service; none when not given. */
  scope?: string
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
    cache: o.scope ? { url: s.cache.url, scope: o.scope } : undefined,
    inputs: {
      operation: 'overwrite',
      'service-endpoint': s.sim.endpoint(bot, o.alt),
      'account-api-key': bot.account,
      'bot-api-key': bot.apiKey,
      'bot-api-secret': bot.apiSecret,
      'backup-file': placeBackup(workspace, o.backup ?? 'stripe-sample.xenioo'),
      ...o.inputs
    }
  }
}
