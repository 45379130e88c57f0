// Runs the committed dist/index.js (or the smoke test action's dist/smoke-test/index.js) exactly as the GitHub runner does: inputs as INPUT_* variables
// (with action.yml's defaults filled in), the file commands' files, RUNNER_TEMP, GITHUB_WORKSPACE
// as the working directory, the cache service's variables; and reads back what a user would see.

import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { commandsIn } from '../../src/action/workflow-commands.ts'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const DIST = path.join(ROOT, 'dist/index.js')
/** The smoke test action (smoke-test/action.yml) and its bundle. */
export const SMOKE = {
  yml: path.join(ROOT, 'smoke-test/action.yml'),
  dist: path.join(ROOT, 'dist/smoke-test/index.js')
}
export const FIXTURES = path.join(ROOT, 'test/fixtures')
/** Where the action's processes keep Node's compile cache (NODE_COMPILE_CACHE). */
const COMPILE_CACHE = path.join(tmpdir(), 'xdeploy-compile-cache')

/** Set by the coverage provider (test/support/coverage.ts): where the action's processes write theirs. */
export const PROCESS_COVERAGE = 'XDEPLOY_PROCESS_COVERAGE'

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string; post?: string }
}

export function actionYml(file = path.join(ROOT, 'action.yml')): ActionYml {
  return parse(readFileSync(file, 'utf8')) as ActionYml
}

/** The server of a run on GitHub Enterprise Server (`cache.ghes`). */
export const GHES_URL = 'https://github.acme-corp.example'

export interface RunOptions {
  inputs: Record<string, string>
  /** `smoke-test`: the smoke test action (its action.yml's defaults, its bundle) instead of the deploy. */
  action?: 'smoke-test'
  /** Extra environment (proxy variables, NODE_EXTRA_CA_CERTS, ACTIONS_STEP_DEBUG, ...). */
  env?: Record<string, string | undefined>
  /** The workspace; a new temporary folder when not given. */
  workspace?: string
  /**
   * The cache service to use, and the branch scope of the run (default refs/heads/main); `ghes`:
   * the run is on GitHub Enterprise Server (its server URL, the v1 service at ACTIONS_CACHE_URL).
   */
  cache?: { url: string; scope?: string; ghes?: boolean }
  /** Called with the stdout so far as each piece arrives (to act at a moment of the run, on the process). */
  onStdout?: (text: string, child: ChildProcess) => void
  /** Kill the action after this long (a test's own guard, never reached by a passing test). */
  killAfterMs?: number
  /** Run with exactly `env` (and the runner's files), without action.yml's defaults or the harness's variables. */
  raw?: boolean
  /**
   * `false`: this process writes no coverage. For runs whose paths the unit tests and other runs
   * already cover (the bad-input table): each process's coverage costs CPU, and `npm test` has a
   * budget of it.
   */
  coverage?: boolean
}

export interface RunResult {
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  outputsFile: string
  summary: string
  /** Values registered with `::add-mask::`, in order. */
  masks: string[]
  /** Messages of `::error::` lines. */
  errors: string[]
  warnings: string[]
  durationMs: number
  workspace: string
  /** What the step left for its post step (the state file's `name: value`s). */
  state: Record<string, string>
  /** The environment the step ran with (the post step runs with it too). */
  env: NodeJS.ProcessEnv
}

export function tempDir(prefix = 'xdeploy-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix))
}

/** A new temporary folder holding `files` (paths relative to it; their folders made). */
export function folderWith(files: Record<string, string>, prefix = 'xdeploy-'): string {
  const root = tempDir(prefix)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  return root
}

/** Parses a GITHUB_OUTPUT file (`name<<delimiter` blocks and `name=value` lines). */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name, delim] = heredoc as unknown as [string, string, string]
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== delim; i++) value.push(lines[i] as string)
      out[name] = value.join('\n')
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return out
}

export interface RunnerFiles {
  output: string
  state: string
  summary: string
  env: string
  path: string
}

/** The runner's file commands' files, empty, in a new folder (also the step's RUNNER_TEMP). */
function runnerFiles(prefix: string): { temp: string; files: RunnerFiles } {
  const temp = tempDir(prefix)
  const files: RunnerFiles = {
    output: path.join(temp, 'output'),
    state: path.join(temp, 'state'),
    summary: path.join(temp, 'summary.md'),
    env: path.join(temp, 'env'),
    path: path.join(temp, 'path')
  }
  for (const f of Object.values(files)) writeFileSync(f, '')
  return { temp, files }
}

export function runnerEnv(workspace: string, opts: RunOptions): { env: NodeJS.ProcessEnv; files: RunnerFiles } {
  const { temp, files } = runnerFiles('xdeploy-runner-')
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: temp,
    RUNNER_OS: 'Linux',
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/bots',
    GITHUB_REPOSITORY_OWNER: 'acme',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_REF: opts.cache?.scope ?? 'refs/heads/main',
    GITHUB_WORKFLOW: 'Deploy bots',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_NUMBER: '7',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_ACTOR: 'octocat'
  }
  if (opts.cache?.ghes) {
    env.GITHUB_SERVER_URL = GHES_URL
    env.ACTIONS_CACHE_URL = opts.cache.url
  } else if (opts.cache) {
    env.ACTIONS_RESULTS_URL = opts.cache.url
    env.ACTIONS_CACHE_SERVICE_V2 = 'true'
  }
  if (opts.cache) env.ACTIONS_RUNTIME_TOKEN = opts.cache.scope ?? 'refs/heads/main'
  const defaults = actionYml(opts.action ? SMOKE.yml : undefined).inputs
  for (const [name, spec] of Object.entries(defaults)) {
    if (spec.default !== undefined) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = spec.default
  }
  for (const [name, value] of Object.entries(opts.inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  if (process.env[PROCESS_COVERAGE] && opts.coverage !== false) env.NODE_V8_COVERAGE = process.env[PROCESS_COVERAGE]
  // Node's compile cache, shared by the suite's hundreds of action processes: the bundle (and its
  // 2.4 MB cache chunk) is compiled once, not in every process. It changes nothing the action does.
  env.NODE_COMPILE_CACHE = COMPILE_CACHE
  for (const [k, v] of Object.entries(opts.env ?? {})) {
    if (v === undefined) delete env[k]
    else env[k] = v
  }
  return { env, files }
}

/** The post step's environment: the main step's, with files of its own for what it writes. */
function rawEnv(opts: RunOptions): { env: NodeJS.ProcessEnv; files: RunnerFiles } {
  const { files } = runnerFiles('xdeploy-post-')
  const env: NodeJS.ProcessEnv = { ...opts.env, GITHUB_OUTPUT: files.output, GITHUB_STATE: files.state }
  env.GITHUB_STEP_SUMMARY = files.summary
  return { env, files }
}

/** Spawns dist/index.js under this Node (24) as the runner would, and collects what it left. */
export async function runAction(opts: RunOptions): Promise<RunResult> {
  const workspace = opts.workspace ?? tempDir('xdeploy-ws-')
  const { env, files } = opts.raw ? rawEnv(opts) : runnerEnv(workspace, opts)
  const started = Date.now()
  const child = spawn(process.execPath, [opts.action ? SMOKE.dist : DIST], {
    cwd: workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d
    opts.onStdout?.(stdout, child)
  })
  child.stderr.setEncoding('utf8').on('data', d => (stderr += d))
  const guard = setTimeout(() => child.kill('SIGKILL'), opts.killAfterMs ?? 60_000)
  const code = await new Promise<number | null>(resolve => child.on('close', c => resolve(c)))
  clearTimeout(guard)
  const outputsFile = readFileSync(files.output, 'utf8')
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(outputsFile),
    outputsFile,
    summary: readFileSync(files.summary, 'utf8'),
    masks: commandsIn(stdout, 'add-mask'),
    errors: commandsIn(stdout, 'error'),
    warnings: commandsIn(stdout, 'warning'),
    durationMs: Date.now() - started,
    workspace,
    state: parseOutputs(readFileSync(files.state, 'utf8')),
    env
  }
}

/**
 * Runs the post step of a main step that ran (or was ended) as `main` did, as the runner does at
 * the end of the job: the same bundle, with the step's state as `STATE_<name>` variables.
 */
export async function runPost(main: RunResult, extraEnv: Record<string, string> = {}): Promise<RunResult> {
  const state = Object.fromEntries(Object.entries(main.state).map(([k, v]) => [`STATE_${k}`, v]))
  return runAction({ workspace: main.workspace, inputs: {}, env: { ...main.env, ...state, ...extraEnv }, raw: true })
}

/** Copies a fixture backup into `workspace` under `name`, returning its relative path. */
export function placeBackup(workspace: string, fixture: string, name = `bots/${fixture}`): string {
  const target = path.join(workspace, name)
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, readFileSync(path.join(FIXTURES, fixture)))
  return name
}
