// Runs an example workflow's jobs as GitHub would, in the order their `needs` give, against the simulator:
// each job in a workspace of its own, the environment's variables and secrets, this repository's two actions
// run from their committed bundles, `run:` steps in bash, checkout and artifacts as folders. What it cannot
// read (a step, an expression or a condition it does not know) fails the test, never passes over it.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { parseOutputs, type RunOptions, type RunResult, tempDir } from './runner.ts'

interface Step {
  id?: string
  name?: string
  if?: string
  uses?: string
  run?: string
  env?: Record<string, string>
  with?: Record<string, string | number | boolean>
}
interface Job {
  needs?: string | string[]
  environment?: string
  outputs?: Record<string, string>
  steps: Step[]
}

/** What the workflow runs in: each environment's variables and secrets, the repository checked out, the `github` context. */
export interface World {
  readonly environments: Record<string, { vars: Record<string, string>; secrets: Record<string, string> }>
  readonly repository: string
  readonly github: Record<string, string>
  /** Runs one of this repository's actions (the tests pass `runChecked`, which checks every run for leaks). */
  readonly runAction: (o: RunOptions) => Promise<RunResult>
  readonly cache: { url: string; scope: string }
}

export interface StepRun {
  readonly name: string
  readonly outcome: 'success' | 'failure' | 'skipped'
  readonly outputs: Record<string, string>
  readonly action?: RunResult
  /** A `run:` step's standard output (where its workflow commands, `::error::`, go). */
  readonly stdout?: string
}
export interface JobRun {
  readonly result: 'success' | 'failure' | 'skipped'
  readonly steps: StepRun[]
  readonly outputs: Record<string, string>
  readonly workspace: string
}

interface Context {
  vars: Record<string, string>
  secrets: Record<string, string>
  github: Record<string, string>
  steps: Record<string, { outputs: Record<string, string> }>
  needs: Record<string, { outputs: Record<string, string> }>
}

/** An expression this runner knows: a dotted name in a context, or a quoted literal. */
function value(expr: string, ctx: Context): string {
  const literal = /^'(.*)'$/.exec(expr.trim())
  if (literal) return literal[1]!
  const [head, ...rest] = expr.trim().split('.')
  if (!head || !(head in ctx)) throw new Error(`an expression this runner does not know: ${expr}`)
  let v: unknown = ctx[head as keyof Context]
  for (const key of rest) v = (v as Record<string, unknown> | undefined)?.[key]
  if (v === undefined) return ''
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v)
  throw new Error(`an expression that is not a value: ${expr}`)
}

const interpolate = (text: string, ctx: Context) =>
  text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, e: string) => value(e, ctx))

/** Whether a step runs: after a failure only with `always()` or `!cancelled()`; else its condition (`a == 'b'`). */
function runs(condition: string | undefined, ctx: Context, failed: boolean): boolean {
  const expr = (/^\$\{\{\s*(.+?)\s*\}\}$/.exec(condition?.trim() ?? '')?.[1] ?? condition ?? 'success()').trim()
  if (expr === 'always()' || expr === '!cancelled()') return true
  if (failed) return false
  if (expr === 'success()') return true
  const eq = /^(.+?)\s*==\s*('.*')$/.exec(expr)
  if (!eq) throw new Error(`a condition this runner does not know: ${expr}`)
  return value(eq[1]!, ctx) === value(eq[2]!, ctx)
}

const OWN = /^your-org\/xenioo-deploy-action(\/smoke-test)?@v1$/
const artifacts = tempDir('xdeploy-artifacts-')

async function runStep(step: Step, ctx: Context, workspace: string, world: World): Promise<Omit<StepRun, 'name'>> {
  const inputs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, interpolate(String(v), ctx)]))
  const uses = step.uses ?? ''
  if (uses.startsWith('actions/checkout@')) {
    cpSync(world.repository, workspace, { recursive: true })
    return { outcome: 'success', outputs: {} }
  }
  if (uses.startsWith('actions/upload-artifact@')) {
    const from = path.join(workspace, inputs.path!)
    if (!existsSync(from))
      return { outcome: inputs['if-no-files-found'] === 'error' ? 'failure' : 'success', outputs: {} }
    cpSync(from, path.join(artifacts, inputs.name!, path.basename(from)))
    return { outcome: 'success', outputs: {} }
  }
  if (uses.startsWith('actions/download-artifact@')) {
    cpSync(path.join(artifacts, inputs.name!), path.join(workspace, inputs.path ?? '.'), { recursive: true })
    return { outcome: 'success', outputs: {} }
  }
  const own = OWN.exec(uses)
  if (own) {
    const r = await world.runAction({ workspace, inputs, cache: world.cache, ...(own[1] && { action: 'smoke-test' }) })
    return { outcome: r.code === 0 ? 'success' : 'failure', outputs: r.outputs, action: r }
  }
  if (step.run === undefined) throw new Error(`a step this runner does not know: ${uses}`)
  const output = path.join(tempDir('xdeploy-output-'), 'output')
  writeFileSync(output, '')
  const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, interpolate(v, ctx)]))
  const r = spawnSync('bash', ['-e', '-c', step.run], {
    cwd: workspace,
    env: { PATH: process.env.PATH, ...env, GITHUB_OUTPUT: output },
    encoding: 'utf8',
    timeout: 60_000
  })
  const outputs = parseOutputs(readFileSync(output, 'utf8'))
  return { outcome: r.status === 0 ? 'success' : 'failure', outputs, stdout: r.stdout }
}

async function runJob(job: Job, world: World, needs: Context['needs']): Promise<JobRun> {
  const env = world.environments[job.environment ?? ''] ?? { vars: {}, secrets: {} }
  const ctx: Context = { ...env, github: world.github, steps: {}, needs }
  const workspace = tempDir('xdeploy-job-')
  mkdirSync(workspace, { recursive: true })
  const steps: StepRun[] = []
  for (const step of job.steps) {
    const failed = steps.some(s => s.outcome === 'failure')
    const name = step.name ?? step.id ?? step.uses ?? 'run'
    const ran = runs(step.if, ctx, failed) ? await runStep(step, ctx, workspace, world) : undefined
    steps.push({ name, ...(ran ?? { outcome: 'skipped', outputs: {} }) })
    if (step.id) ctx.steps[step.id] = { outputs: ran?.outputs ?? {} }
  }
  const result = steps.some(s => s.outcome === 'failure') ? 'failure' : 'success'
  const outputs = Object.fromEntries(Object.entries(job.outputs ?? {}).map(([k, v]) => [k, interpolate(v, ctx)]))
  return { result, steps, outputs, workspace }
}

/** Runs the workflow's jobs: each once the jobs it needs succeeded, else skipped. */
export async function runWorkflow(file: string, world: World): Promise<Record<string, JobRun>> {
  const jobs = (parse(readFileSync(file, 'utf8')) as { jobs: Record<string, Job> }).jobs
  const done: Record<string, JobRun> = {}
  const needsOf = (job: Job) => [job.needs ?? []].flat()
  while (Object.keys(done).length < Object.keys(jobs).length) {
    const ready = Object.entries(jobs).filter(([n, j]) => !done[n] && needsOf(j).every(d => done[d]))
    if (ready.length === 0) throw new Error('jobs whose needs never end')
    for (const [name, job] of ready) {
      const needs = Object.fromEntries(needsOf(job).map(d => [d, { outputs: done[d]!.outputs }]))
      done[name] = needsOf(job).every(d => done[d]!.result === 'success')
        ? await runJob(job, world, needs)
        : { result: 'skipped', steps: [], outputs: {}, workspace: '' }
    }
  }
  return done
}
