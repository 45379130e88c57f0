// A platform simulator and a cache service for one test file, with a fresh fixture.
import { CacheService } from './cache-service.ts'
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
