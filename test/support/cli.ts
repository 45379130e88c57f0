// Runs the committed command line (dist/cli/index.js) as a shell does: its arguments, an environment of the
// test's own (a home of its own, so no ledger or setting of this machine's is read), standard input; under
// XENIOO_CLI_NODE when set (the CI's Node 22), else this Node.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { PROCESS_COVERAGE, ROOT, tempDir } from './runner.ts'

export const CLI = path.join(ROOT, 'dist/cli/index.js')

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
  /** Standard output read as the one JSON object `--json` promises, when it is one. */
  json: Record<string, string> | undefined
}

export interface CliOptions {
  env?: Record<string, string | undefined>
  cwd?: string
  stdin?: string
  /** The Node to run it with (default: XENIOO_CLI_NODE, else this one). */
  node?: string
  killAfterMs?: number
}

export async function runCli(args: readonly string[], o: CliOptions = {}): Promise<CliResult> {
  const home = tempDir('xdeploy-home-')
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: home, ...o.env }
  if (process.env[PROCESS_COVERAGE]) env.NODE_V8_COVERAGE = process.env[PROCESS_COVERAGE]
  const node = o.node ?? process.env.XENIOO_CLI_NODE ?? process.execPath
  const stdin = o.stdin === undefined ? 'ignore' : 'pipe'
  const child = spawn(node, [CLI, ...args], { cwd: o.cwd ?? home, env, stdio: [stdin, 'pipe', 'pipe'] })
  // A command may end before it reads what it is given (a refusal): the pipe then breaks, which is no failure.
  child.stdin?.on('error', () => undefined).end(o.stdin)
  let stdout = ''
  let stderr = ''
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d))
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d))
  const guard = setTimeout(() => child.kill('SIGKILL'), o.killAfterMs ?? 60_000)
  const code = await new Promise<number | null>(resolve => child.on('close', c => resolve(c)))
  clearTimeout(guard)
  let json: Record<string, string> | undefined
  try {
    json = JSON.parse(stdout) as Record<string, string>
  } catch {
    json = undefined
  }
  return { code, stdout, stderr, json }
}
