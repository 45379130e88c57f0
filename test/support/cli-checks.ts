// What every end-to-end test of the command line shares: the production bot's environment, a working copy
// with a backup in it, and the check each run goes through (no secret printed; `--json` one object of output
// names only).
import { expect } from 'vitest'
import { Output } from '../../src/domain/constants.ts'
import { type CliOptions, type CliResult, runCli } from './cli.ts'
import { actionYml, placeBackup, SMOKE, tempDir } from './runner.ts'
import { leaks, type Stage } from './stage.ts'

export const prod = (s: Stage) => s.sim.fixture.bots[0]!

/** The JSON's keys: the deploy action's output names; the smoke test action's, and the deploy's `error`. */
const OUTPUT_NAMES = {
  deploy: Object.values(Output) as string[],
  smoke: [...Object.keys(actionYml(SMOKE.yml).outputs), Output.Error]
}

/** The environment of a deploy with a fixture bot's keys (default: the production bot). */
export const keysOf = (s: Stage, bot = prod(s)) => ({
  XENIOO_ACCOUNT_API_KEY: bot.account,
  XENIOO_BOT_API_KEY: bot.apiKey,
  XENIOO_BOT_API_SECRET: bot.apiSecret,
  XENIOO_SERVICE_ENDPOINT: s.sim.endpoint(bot)
})

/** What every run must show: no secret it prints, a JSON of output names only. */
export function checkCli(s: Stage, args: readonly string[], o: CliOptions, r: CliResult): CliResult {
  const secrets = [...s.secrets(), ...Object.values(o.env ?? {}).filter(v => v && !v.startsWith('http'))]
  expect(leaks({ stdout: r.stdout, stderr: r.stderr, summary: '', outputs: {} } as never, secrets as string[])).toEqual(
    []
  )
  if (args.includes('--json')) {
    expect(r.stdout.trim().split('\n'), r.stdout).toHaveLength(1)
    expect(r.json, r.stdout).toBeDefined()
    const names = OUTPUT_NAMES[args[0] === 'smoke-test' ? 'smoke' : 'deploy']
    for (const key of Object.keys(r.json!)) expect(names).toContain(key)
    expect(r.json).not.toHaveProperty('api-key')
    expect(r.json).not.toHaveProperty('api-secret')
  }
  return r
}

/** Runs the command line to its end, checked. */
export async function cli(s: Stage, args: string[], o: CliOptions = {}): Promise<CliResult> {
  return checkCli(s, args, o, await runCli(args, o))
}

/** A working copy with the fixture backup in it. */
export function copyWith(fixture = 'stripe-sample.xenioo'): { cwd: string; file: string } {
  const cwd = tempDir('xdeploy-cli-')
  return { cwd, file: placeBackup(cwd, fixture) }
}
