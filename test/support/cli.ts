// Runs the committed command line (dist/cli/index.js) as a shell does: its arguments, an environment of the
// test's own (a home of its own, so no ledger or setting of this machine's is read), standard input; under
// XENIOO_CLI_NODE when set (the CI's Node 22), else this Node. `startCli` hands back the process while it
// runs, for a test that starts another beside it or sends it a signal.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import type { OutputValue } from '../../src/domain/result.ts'
import { PROCESS_COVERAGE, ROOT, tempDir } from './runner.ts'

export const CLI = path.join(ROOT, 'dist/cli/index.js')

export interface CliResult {
  code: number | null
  /** The signal that ended it, when one did (SIGKILL, an unhandled SIGHUP). */
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  /** Standard output read as the one JSON object `--json` promises, when it is one (typed values, #74). */
  json: Record<string, OutputValue> | undefined
}

export interface CliOptions {
  env?: Record<string, string | undefined>
  cwd?: string
  stdin?: string
  /** Standard input written and left open (a pipe whose writer never closes it). */
  stdinOpen?: boolean
  /** The Node to run it with (default: XENIOO_CLI_NODE, else this one). */
  node?: string
  killAfterMs?: number
}

/** A command line under way: its process, what it has written so far, and its result once it ends. */
export interface RunningCli {
  readonly child: ChildProcess
  stderr(): string
  /** Resolves once standard error matches `pattern` (rejects if the process ends first). */
  said(pattern: RegExp): Promise<void>
  readonly done: Promise<CliResult>
}

export function startCli(args: readonly string[], o: CliOptions = {}): RunningCli {
  const home = tempDir('xdeploy-home-')
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: home, ...o.env }
  if (process.env[PROCESS_COVERAGE]) env.NODE_V8_COVERAGE = process.env[PROCESS_COVERAGE]
  const node = o.node ?? process.env.XENIOO_CLI_NODE ?? process.execPath
  const stdin = o.stdin === undefined ? 'ignore' : 'pipe'
  const child = spawn(node, [CLI, ...args], { cwd: o.cwd ?? home, env, stdio: [stdin, 'pipe', 'pipe'] })
  // A command may end before it reads what it is given (a refusal): the pipe then breaks, which is no failure.
  const input = child.stdin?.on('error', () => undefined)
  if (o.stdinOpen) input?.write(o.stdin ?? '')
  else input?.end(o.stdin)
  let stdout = ''
  let stderr = ''
  const watchers = new Set<() => void>()
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d))
  child.stderr!.setEncoding('utf8').on('data', (d: string) => {
    stderr += d
    for (const w of watchers) w()
  })
  const guard = setTimeout(() => child.kill('SIGKILL'), o.killAfterMs ?? 60_000)
  const done = new Promise<CliResult>(resolve =>
    child.on('close', (code, signal) => {
      clearTimeout(guard)
      for (const w of watchers) w()
      let json: Record<string, OutputValue> | undefined
      try {
        json = JSON.parse(stdout) as Record<string, OutputValue>
      } catch {
        json = undefined
      }
      resolve({ code, signal, stdout, stderr, json })
    })
  )
  const said = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(stderr)) resolve()
        else if (child.exitCode !== null || child.signalCode !== null)
          reject(new Error(`ended without saying ${pattern}:\n${stderr}`))
        else return
        watchers.delete(check)
      }
      watchers.add(check)
      check()
    })
  return { child, stderr: () => stderr, said, done }
}

export async function runCli(args: readonly string[], o: CliOptions = {}): Promise<CliResult> {
  return startCli(args, o).done
}
