// The other CIs' pages as their docs say (#73): Azure's smoke test in a job of its own after the deploy's (a failed
// job saves no Cache@2), its JUnit report published and only the JSON as artifacts, lockBehavior named; Bitbucket's
// paused pipeline and a second change within the hour; the staged backup kept as long as a review may take; the
// pages that say where secrets can still reach a file. Every command they show is one the command line takes.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { checkFlags, parseArgs } from '../../src/cli/args.ts'
import { ROOT } from '../support/runner.ts'

const page = (name: string) => readFileSync(path.join(ROOT, name), 'utf8')
const otherCi = page('docs/other-ci.md')
/** The YAML block under a heading of docs/other-ci.md. */
function blockUnder(heading: string): Record<string, unknown> {
  const from = otherCi.indexOf(`## ${heading}`)
  const yaml = /```yaml\n([\s\S]*?)```/.exec(otherCi.slice(from))?.[1] ?? ''
  return parse(yaml) as Record<string, unknown>
}
type Step = Record<string, unknown> & { inputs?: Record<string, unknown> }
type Job = Record<string, unknown> & { steps?: Step[] }

/** The command line's arguments of each `npx --yes xenioo-deploy@… <args>` a block runs. */
const commandsIn = (yaml: string) =>
  [...yaml.replace(/\n\s+/g, ' ').matchAll(/npx --yes xenioo-deploy@\S+ ([^>\n]*?)(?: >|$)/gm)].map(m =>
    (m[1] ?? '').trim().split(/\s+/)
  )

describe("Azure Pipelines' page", () => {
  const azure = blockUnder('Azure Pipelines') as { lockBehavior?: string; stages: { jobs: Job[] }[] }
  const jobs = azure.stages.flatMap(s => s.jobs)
  const deploy = jobs.find(j => j.deployment === 'deploy_production')!
  const smoke = jobs.find(j => j.job === 'smoke_production')!
  const deploySteps = (deploy.strategy as { runOnce: { deploy: { steps: Step[] } } }).runOnce.deploy.steps

  it('the smoke test in a job of its own after the deploy job, which holds the cache: a failed test cannot drop its save', () => {
    expect(smoke.dependsOn).toBe('deploy_production')
    expect(JSON.stringify(deploySteps)).not.toMatch(/smoke-test/)
    expect(deploySteps.some(s => s.task === 'Cache@2')).toBe(true)
    expect(otherCi).toMatch(/The task saves only when the job succeeds/)
  })

  it('the JUnit report published with PublishTestResults@2 failing on a failed test; only the JSON as artifacts, from the staging folder; lockBehavior named', () => {
    const publish = smoke.steps!.find(s => s.task === 'PublishTestResults@2')!
    expect(publish.inputs).toMatchObject({ testResultsFormat: 'JUnit', failTaskOnFailedTests: true })
    const artifacts = [...deploySteps, ...smoke.steps!].filter(s => 'publish' in s).map(s => String(s.publish))
    expect(artifacts).toEqual([
      '$(Build.ArtifactStagingDirectory)/deploy.json',
      '$(Build.ArtifactStagingDirectory)/smoke.json'
    ])
    expect(azure.lockBehavior).toBe('sequential')
  })
})

describe("Bitbucket Pipelines' page", () => {
  it('the JUnit report where Bitbucket looks; the paused pipeline and its Resume; a second change within the hour', () => {
    const junit = /--junit (\S+)/.exec(otherCi.slice(otherCi.indexOf('## Bitbucket')))?.[1] ?? ''
    expect(junit).toMatch(/^test-results\//)
    expect(junit.split('/').length - 1).toBeLessThanOrEqual(3)
    expect(otherCi).toMatch(/it is \*\*paused\*\*, and a person resumes it \(\*Resume\*/)
    expect(otherCi).toMatch(
      /A second change within the hour\*\*: the resumed step's deploy .* exits 3 before any call/s
    )
  })
})

describe('the pages’ commands and promises', () => {
  it('every command the other CIs’ pages run is one the command line takes, flags and all', () => {
    const commands = commandsIn(otherCi)
    expect(commands.length).toBeGreaterThanOrEqual(4)
    for (const args of commands) {
      const parsed = parseArgs(args)
      expect(() => checkFlags(parsed, parsed.command!), args.join(' ')).not.toThrow()
    }
  })

  it('the staged backup is kept as long as production may wait for its reviewer, and says why', () => {
    const example = page('.github/examples/promote-staged.yml')
    const jobs = (parse(example) as { jobs: Record<string, { steps: Step[] }> }).jobs
    const upload = Object.values(jobs)
      .flatMap(j => j.steps)
      .find(s => (s.with as Record<string, unknown> | undefined)?.name === 'staged-backup')!
    expect(Number((upload.with as Record<string, unknown>)['retention-days'])).toBeGreaterThanOrEqual(7)
    expect(example).toMatch(/# .*as long as\s+#?\s*production may wait for its reviewer/)
  })

  it('the security pages say which forms the redactor covers and that artifacts have no masker behind them', () => {
    const gitlab = page('docs/gitlab.md')
    expect(gitlab).not.toMatch(/never printed here either way/)
    expect(gitlab).toMatch(
      /the artifacts \(`deploy\.json`,\s+`smoke\.json`, `smoke-report\.txt`, `smoke-junit\.xml`\) have no masker/
    )
    expect(gitlab).toMatch(/in the forms\s+\[docs\/security\.md\]/)
    expect(page('docs/security.md')).toMatch(/\*\*Files have no masker behind them\.\*\*/)
  })
})
