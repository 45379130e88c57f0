// The example workflows and the project's own, read as a workflow-security reviewer reads them: a
// job that holds a write token runs no third-party step and checks out without keeping the token;
// the nightly export runs the action where the token may only read; every job that acts on the
// production bot shares its one lock; every run that may restore a bot needs a working ledger;
// a job with a write token installs no package and keeps no package cache; no condition trusts
// github.actor. Pure reading: the YAML as GitHub reads it.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ROOT } from '../support/runner.ts'

type Permissions = string | Record<string, string> | undefined
interface Step {
  uses?: string
  run?: string
  with?: Record<string, unknown>
}
interface ConcurrencySpec {
  group: string
  queue?: string
  'cancel-in-progress'?: boolean
}
interface Job {
  'timeout-minutes'?: number
  permissions?: Permissions
  concurrency?: string | ConcurrencySpec
  environment?: string | { name: string }
  if?: string
  steps?: Step[]
}
interface Workflow {
  on: Record<string, { inputs?: Record<string, { options?: string[] }> } | null>
  permissions?: Permissions
  concurrency?: string | ConcurrencySpec
  jobs: Record<string, Job>
}

const folder = (dir: string) =>
  readdirSync(path.join(ROOT, dir))
    .filter(f => f.endsWith('.yml'))
    .map(f => ({ file: `${dir}/${f}`, wf: parse(readFileSync(path.join(ROOT, dir, f), 'utf8')) as Workflow }))
const examples = folder('.github/examples')
const workflows = folder('.github/workflows')

/** The permissions a job's token holds: its own, else the workflow's (GitHub's default is broad: write). */
function writes(job: Job, wf: Workflow): boolean {
  const p = job.permissions ?? wf.permissions
  if (p === undefined) return true
  if (typeof p === 'string') return p === 'write-all'
  return Object.values(p).includes('write')
}

/** GitHub's own actions (actions/*, github/*); anything else, the action included, is third-party. */
const firstParty = (uses: string) => /^(actions|github)\//.test(uses)
/** A step of the deploy action (the smoke test action, `…/smoke-test@`, changes nothing). */
const isAction = (s: Step) => s.uses?.startsWith('your-org/xenioo-deploy-action@') ?? false
const groupOf = (c: Job['concurrency']) => (typeof c === 'string' ? c : c?.group)
const envOf = (j: Job) => (typeof j.environment === 'string' ? j.environment : j.environment?.name)
const jobs = (list: typeof examples) =>
  list.flatMap(({ file, wf }) => Object.entries(wf.jobs).map(([name, job]) => ({ file, wf, name, job })))

/** A concurrency group as a run's workflow or job sets it. */
interface Concurrency {
  readonly group: string
  readonly queue: 'single' | 'max'
  readonly cancelInProgress: boolean
}

/** A job's concurrency, its own else its workflow's; `${{ matrix.bot }}` read as the bot `support`. */
function concurrencyOf(job: Job, wf: Workflow): Concurrency | undefined {
  const c = job.concurrency ?? wf.concurrency
  if (c === undefined) return undefined
  const spec = typeof c === 'string' ? { group: c } : c
  return {
    group: spec.group.replace(/\$\{\{\s*matrix\.bot\s*\}\}/g, 'support').toLowerCase(),
    queue: spec.queue === 'max' ? 'max' : 'single',
    cancelInProgress: spec['cancel-in-progress'] === true
  }
}

/**
 * What GitHub does when a run arrives in a group that holds one running run and `waiting` ones
 * (docs, 2026-05): with `queue: single` (the default) a group keeps one pending run, and a newer run
 * cancels it; with `queue: max` the runs wait in order, up to 100; `cancel-in-progress` also
 * cancels the running one. The runs the arriving one cancels.
 */
function arrive(running: string, waiting: readonly string[], c: Concurrency): string[] {
  const cancelled = c.queue === 'max' && waiting.length < 100 ? [] : [...waiting]
  return c.cancelInProgress ? [running, ...cancelled] : cancelled
}

/** A step of the deploy action that may change the bot (not an export, not a dry run by design). */
const changesBot = (s: Step) => {
  const op = typeof s.with?.operation === 'string' ? s.with.operation : ''
  return isAction(s) && op !== 'backup'
}

describe("the examples' concurrency groups, as GitHub queues them", () => {
  const grouped = jobs(examples).flatMap(({ file, wf, name, job }) => {
    const c = concurrencyOf(job, wf)
    return c ? [{ run: `${file} ${name}`, job, c }] : []
  })

  it('no run of any example cancels a deploy waiting its turn, nor the one running (an export, a dry run, a manual run, another deploy)', () => {
    const cancelling: string[] = []
    for (const deploy of grouped.filter(g => (g.job.steps ?? []).some(changesBot))) {
      for (const other of grouped.filter(g => g.c.group === deploy.c.group)) {
        const cancelled = arrive('the running run', [`${deploy.run} (waiting)`], other.c)
        if (cancelled.length > 0) cancelling.push(`${other.run} cancels ${cancelled.join(' and ')}`)
      }
    }
    expect(grouped.length).toBeGreaterThanOrEqual(7)
    expect(cancelling).toEqual([])
  })

  it('a deploy that waited its turn deploys the branch’s newest commit, and sends nothing already live', () => {
    for (const { run, job } of grouped.filter(g => (g.job.steps ?? []).some(changesBot))) {
      const steps = job.steps ?? []
      const checkout = steps.find(s => s.uses?.startsWith('actions/checkout'))
      if (!checkout) continue
      expect(checkout.with?.ref, run).toBe('${{ github.ref }}')
      for (const s of steps.filter(s => isAction(s) && s.with?.operation === 'overwrite'))
        expect(s.with?.['skip-unchanged'], run).toBe(true)
    }
  })

  it('queue is only ever max, and never with cancel-in-progress (GitHub refuses that pair)', () => {
    for (const { run, c } of grouped) if (c.queue === 'max') expect(c.cancelInProgress, run).toBe(false)
    const raw = examples.map(e => readFileSync(path.join(ROOT, e.file), 'utf8')).join('\n')
    expect([...raw.matchAll(/^\s*queue:\s*(\S+)/gm)].map(m => m[1]).every(v => v === 'max')).toBe(true)
  })
})

describe('the workflows, as a workflow-security review reads them', () => {
  it('a job whose token may write runs no third-party step, checks out without keeping the token, and installs no package', () => {
    const found: string[] = []
    for (const { file, wf, name, job } of jobs([...examples, ...workflows])) {
      if (!writes(job, wf)) continue
      for (const step of job.steps ?? []) {
        if (step.uses && !firstParty(step.uses)) found.push(`${file} ${name}: third-party ${step.uses}`)
        if (step.uses?.startsWith('actions/checkout') && step.with?.['persist-credentials'] !== false)
          found.push(`${file} ${name}: checkout keeps the token`)
        if (step.uses?.startsWith('actions/setup-node') && step.with?.cache)
          found.push(`${file} ${name}: package cache`)
        if (/\bnpm (ci|install|run)\b/.test(step.run ?? '')) found.push(`${file} ${name}: npm with a write token`)
      }
    }
    expect(found).toEqual([])
  })

  it('every example checks out without keeping the token, and declares the least permissions', () => {
    for (const { file, wf, name, job } of jobs(examples)) {
      expect(job.permissions ?? wf.permissions, `${file} ${name}`).toBeDefined()
      for (const step of job.steps ?? []) {
        if (step.uses?.startsWith('actions/checkout'))
          expect(step.with?.['persist-credentials'], `${file} ${name}`).toBe(false)
      }
    }
  })

  it('the nightly export: the action in a job that may only read, the commit and pull request in a job of GitHub’s own steps', () => {
    const wf = examples.find(e => e.file.endsWith('export-nightly.yml'))!.wf
    const all = Object.values(wf.jobs)
    const exporting = all.filter(j => j.steps?.some(isAction))
    const proposing = all.filter(j => j.steps?.some(s => /gh pr create/.test(s.run ?? '')))
    expect(exporting).toHaveLength(1)
    expect(proposing).toHaveLength(1)
    expect(writes(exporting[0]!, wf)).toBe(false)
    expect(envOf(exporting[0]!)).toBe('production-export')
    expect(writes(proposing[0]!, wf)).toBe(true)
    expect(proposing[0]!.steps!.every(s => !s.uses || firstParty(s.uses))).toBe(true)
    expect(envOf(proposing[0]!)).toBeUndefined()
  })

  it('every job that acts on the production bot shares the bot’s one lock (exports and snapshots included)', () => {
    const acting = jobs(examples).filter(({ job }) => ['production', 'production-export'].includes(envOf(job) ?? ''))
    expect(acting.length).toBeGreaterThanOrEqual(5)
    for (const { file, wf, name, job } of acting) {
      expect(groupOf(job.concurrency) ?? groupOf(wf.concurrency), `${file} ${name}`).toBe('xenioo-support-bot')
    }
  })

  it('every step that may restore a bot asks for a ledger that works (throttle: required)', () => {
    let restoring = 0
    for (const { file, wf, name, job } of jobs(examples)) {
      const offered = Object.values(wf.on ?? {}).flatMap(t =>
        Object.values(t?.inputs ?? {}).flatMap(i => i.options ?? [])
      )
      for (const step of (job.steps ?? []).filter(isAction)) {
        const op = typeof step.with?.operation === 'string' ? step.with.operation : ''
        const mayRestore = op === 'restore' || (op.includes('${{') && offered.includes('restore'))
        if (!mayRestore) continue
        restoring++
        expect(step.with?.throttle, `${file} ${name}`).toBe('required')
      }
    }
    expect(restoring).toBeGreaterThanOrEqual(1)
  })

  it('every step that overwrites, publishes or backs up a bot names the bot (bot-name: the one its keys must belong to, or the one chosen by name), and the quick start asks for it', () => {
    let acting = 0
    for (const { file, name, job } of jobs(examples)) {
      for (const step of (job.steps ?? []).filter(isAction)) {
        const op = typeof step.with?.operation === 'string' ? step.with.operation : ''
        if (op === 'restore' || op === 'clone-by-ref') continue
        acting++
        // The fleet's bot is its file's name (keys by name); every other example keeps the name in a variable.
        expect(step.with?.['bot-name'], `${file} ${name} ${op}`).toMatch(/XENIOO_BOT_NAME|matrix\.bot\.name/)
      }
    }
    expect(acting).toBeGreaterThanOrEqual(8)
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
    const setUp = readme.slice(readme.indexOf('Set up in three steps:'), readme.indexOf('2. Check the [prerequisites]'))
    expect(setUp).toMatch(/XENIOO_BOT_NAME/)
  })

  it('every wait for the hour is bounded by max-wait-minutes, and the job outlasts its waits (#60)', () => {
    let waits = 0
    for (const { file, name, job } of jobs(examples)) {
      let bound = 0
      for (const step of (job.steps ?? []).filter(isAction)) {
        if (step.with?.['on-throttle'] !== 'wait') continue
        waits++
        const minutes = Number(step.with['max-wait-minutes'])
        expect(minutes, `${file} ${name}`).toBeGreaterThan(0)
        bound += minutes
      }
      if (bound > 0) expect(Number(job['timeout-minutes']), `${file} ${name}`).toBeGreaterThan(bound)
    }
    expect(waits).toBeGreaterThanOrEqual(6)
  })

  it('no condition trusts github.actor, which names whoever triggered the run, not who wrote the change', () => {
    for (const { file, wf } of [...examples, ...workflows]) {
      expect(JSON.stringify(wf), file).not.toMatch(/github\.actor\b/)
    }
  })

  it('the release runs only for a commit of main: its writing job installs nothing and releases what main holds', () => {
    const wf = workflows.find(w => w.file.endsWith('release.yml'))!.wf
    const writesCode = (j: Job) => typeof j.permissions === 'object' && j.permissions.contents === 'write'
    const writing = Object.values(wf.jobs).filter(writesCode)
    expect(writing).toHaveLength(1)
    const run = writing[0]!.steps!.map(s => s.run ?? '').join('\n')
    expect(run).toMatch(/node scripts\/release\.ts/)
    expect(run).not.toMatch(/npm/)
  })

  it('the release attests dist/ first: actions/attest at its verified commit, with only the permissions it needs (#60)', () => {
    const wf = workflows.find(w => w.file.endsWith('release.yml'))!.wf
    const attest = wf.jobs.attest!
    expect(attest.permissions).toEqual({ contents: 'read', 'id-token': 'write', attestations: 'write' })
    const step = attest.steps!.find(s => s.uses?.startsWith('actions/attest@'))!
    // The commit of v4.2.2 checked against the upstream tags (the shared pins note).
    expect(step.uses).toBe('actions/attest@1e69f48acb82d1966a394da916b4c1698aa569d6')
    expect(step.with?.['subject-path']).toBe('dist/**')
    expect(attest.steps!.every(s => !/\bnpm\b/.test(s.run ?? ''))).toBe(true)
    expect((wf.jobs.release as unknown as { needs: string[] }).needs).toContain('attest')
  })
})
