// Starts the platform simulator (and the local cache service) for the project's own workflow, which
// runs `uses: ./` and `uses: ./smoke-test` against it. Writes the endpoint and the fixture's (throw-away) keys as KEY=value
// lines to the file named by the first argument (written whole, once both listen), then serves until it
// is stopped (SIGTERM to SIM_PID).
//
//   node test/demo/serve.ts "$RUNNER_TEMP/standins.env" &

import { renameSync, writeFileSync } from 'node:fs'
import { CacheService } from '../support/cache-service.ts'
import { PlatformSimulator, makeFixture } from '../support/simulator.ts'

const out = process.argv[2]
if (!out) {
  console.error('usage: node test/demo/serve.ts <file for KEY=value lines>')
  process.exit(2)
}
const fixture = makeFixture()
const sim = await new PlatformSimulator({ fixture }).start()
const cache = await new CacheService().start()
const prod = sim.fixture.bots[0]!
const lines = {
  SIM_URL: sim.url,
  SIM_ENDPOINT: sim.endpoint(prod),
  SIM_CACHE_URL: cache.url,
  SIM_ACCOUNT_API_KEY: fixture.keys.paid,
  SIM_BOT_API_KEY: prod.apiKey,
  SIM_BOT_API_SECRET: prod.apiSecret,
  // The production bot's custom channel in its older form, with its own key (the smoke test action).
  SIM_CHANNEL_ENDPOINT: `${sim.url}/apihook`,
  SIM_CHANNEL_KEY: fixture.keys.prodChannelKey ?? '',
  // This process, to stop it (`npx node …` runs it under npm's own process, which `kill %1` would end alone).
  SIM_PID: String(process.pid)
}
// Written aside, then renamed: whoever waits for the file reads it whole.
writeFileSync(
  `${out}.partial`,
  Object.entries(lines)
    .map(([k, v]) => `${k}=${v}\n`)
    .join('')
)
renameSync(`${out}.partial`, out)
console.log(`Simulator on ${sim.url}, cache service on ${cache.url}; stop with SIGTERM.`)
const stop = async () => {
  await Promise.all([sim.stop(), cache.stop()])
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
