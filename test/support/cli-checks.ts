// What every end-to-end test of the command line shares: the production bot's environment, a working copy
// with a backup in it, and the check each run goes through (no secret printed; `--json` one object of output
// names only).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect } from 'vitest'
import { LEDGER_KEY_PREFIX, Output } from '../../src/domain/constants.ts'
import { ledgerPrefix } from '../../src/domain/ledger-keys.ts'
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
  // The environment's values are taken for secrets, but for endpoints and the ledger's folder (a path it may say).
  const given = Object.entries(o.env ?? {}).filter(([k, v]) => v && !v.startsWith('http') && k !== 'XENIOO_LEDGER')
  const secrets = [...s.secrets(), ...given.map(([, v]) => v)]
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

/** The arguments of an overwrite of the backup with the ledger in `ledger`. */
export const overwriteArgs = (file: string, ledger: string, ...more: string[]) => [
  'overwrite',
  '--backup-file',
  file,
  '--ledger',
  ledger,
  '--json',
  // The overwrite alone, as deployRun's: keep-replaced.test.ts runs the default.
  '--no-keep-replaced',
  ...more
]

/** The production bot's subject: its keys, and its entries' prefix. */
export function subjectOf(s: Stage) {
  const bot = prod(s)
  const auth = { level: 'bot', accountApiKey: bot.account, botApiKey: bot.apiKey, botApiSecret: bot.apiSecret } as const
  return { auth, prefix: ledgerPrefix(s.sim.endpoint(bot), auth, LEDGER_KEY_PREFIX) }
}

/** The lock file of the production bot's entries: named by the hash of its subject, as the folder names it. */
export function lockOf(s: Stage, ledger: string): string {
  const { prefix } = subjectOf(s)
  return path.join(ledger, `${prefix.slice(LEDGER_KEY_PREFIX.length, -1)}.lock`)
}

/** The pid of a process that has ended. */
export function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
  return Number(child.stdout)
}
