// The flows around a deploy, as the examples wire them, run against the simulator: the nightly
// export (.github/examples/export-nightly.yml) after an editor saved unpublished work, its merge,
// and the workflows that push would start (each example's `on.push.paths`). Whatever an export
// returns (the simulator's is the draft), merging it publishes nothing; deploying it is a change of
// its own to the file the deploy watches, which then goes live as any other.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { deployRun, exportRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const EXAMPLES = path.join(import.meta.dirname, '../../.github/examples')
const FIXTURES = path.join(import.meta.dirname, '../fixtures')

interface Step {
  uses?: string
  with?: Record<string, string>
  run?: string
}
interface Workflow {
  on: { push?: { paths?: string[] } }
  jobs: Record<string, { steps: Step[] }>
}

const workflow = (file: string) => parse(readFileSync(path.join(EXAMPLES, file), 'utf8')) as Workflow
const actionStep = (w: Workflow) =>
  Object.values(w.jobs)
    .flatMap(j => j.steps)
    .find(s => s.uses?.includes('xenioo-deploy'))!

/** The example workflows a push to main that changes `files` would start. */
function startedBy(files: string[]): string[] {
  const started = ['deploy-on-merge.yml', 'deploy-with-snapshot.yml', 'fleet.yml'].filter(file => {
    const paths = workflow(file).on.push?.paths ?? []
    return files.some(f => paths.some(p => path.matchesGlob(f, p)))
  })
  return started
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
const prod = (s: Stage) => s.sim.fixture.bots[0]!

describe('the nightly export, merged, after an editor saved unpublished work', () => {
  it('publishes nothing; deploying it is a change of its own that goes live', async () => {
    const s = await fresh()
    // A is deployed and live (the quick start: overwrite and publish).
    const deployed = await runChecked(s, deployRun(s, { inputs: { publish: 'true' }, scope: 'refs/heads/main' }))
    expect(deployed.code, deployed.stdout).toBe(0)
    const a = prod(s).live!.sha256
    // The editor saves B in the platform, unpublished: the draft changes, the live bot does not.
    const b = readFileSync(path.join(FIXTURES, 'dynamic-data-colors.xenioo'))
    prod(s).content = b
    prod(s).backup = { sha256: createHash('sha256').update(b).digest('hex'), bytes: b.length }

    // The nightly export, with the example's own inputs: it writes B where the deploy does not watch.
    const exported = actionStep(workflow('export-nightly.yml')).with!
    const night = exportRun(s, { 'backup-file': exported['backup-file']!, 'on-throttle': exported['on-throttle']! })
    const r = await runChecked(s, night)
    expect(r.code, r.stdout).toBe(0)
    expect(r.outputs.changed).toBe('true')
    const file = path.join(night.workspace!, exported['backup-file']!)
    expect(sha(file)).toBe(prod(s).backup!.sha256)
    // Its pull request says what merging does.
    const script = Object.values(workflow('export-nightly.yml').jobs)
      .flatMap(j => j.steps)
      .map(st => st.run ?? '')
      .join('\n')
    expect(script).toMatch(/Merging records it and deploys nothing/)

    // The merge changes only the exported file: no deploy starts, and the live bot still runs A.
    expect(startedBy([exported['backup-file']!])).toEqual([])
    expect(prod(s).live!.sha256).toBe(a)

    // To deploy B, a change of its own copies it to the file the deploy watches: that push starts it.
    const watched = actionStep(workflow('deploy-on-merge.yml')).with!['backup-file']!
    expect(startedBy([watched])).toContain('deploy-on-merge.yml')
    const deploy = deployRun(s, { inputs: { publish: 'true' }, scope: 'refs/heads/main' })
    mkdirSync(path.dirname(path.join(deploy.workspace!, watched)), { recursive: true })
    copyFileSync(file, path.join(deploy.workspace!, watched))
    s.sim.advance(61 * 60_000)
    const live = await runChecked(s, { ...deploy, inputs: { ...deploy.inputs, 'backup-file': watched } })
    expect(live.code, live.stdout).toBe(0)
    expect(prod(s).live!.sha256).toBe(prod(s).backup!.sha256)
    expect(prod(s).live!.sha256).not.toBe(a)
  })
})
