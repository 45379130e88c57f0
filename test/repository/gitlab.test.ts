// docs/gitlab.md's pipeline, as GitLab would run it: its jobs' `script:` lines in bash (`set -eo pipefail`, as
// GitLab's shell runs them) against the simulator, the published command line standing in for the committed
// bundle; its `variables:`, its cache holding the ledger's folder, and the second run it makes possible.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { CLI } from '../support/cli.ts'
import { placeBackup, PROCESS_COVERAGE, ROOT, tempDir } from '../support/runner.ts'
import { leaks, stage, type Stage } from '../support/stage.ts'

interface Job {
  stage: string
  script: string[]
  rules?: { if: string; changes?: string[] }[]
  resource_group?: string
  environment?: { name: string }
  cache?: { key: string; paths: string[]; when?: string }
  artifacts?: { when?: string; paths: string[] }
  needs?: string[]
}
type Pipeline = { variables: Record<string, string> } & Record<string, Job>

const page = readFileSync(path.join(ROOT, 'docs/gitlab.md'), 'utf8')
const block = /<!-- gitlab-ci [^>]*-->\n```yaml\n([\s\S]*?)```\n<!-- \/gitlab-ci -->/.exec(page)?.[1] ?? ''
const pipeline = parse(block) as Pipeline
const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version
const NPX = `npx --yes xenioo-deploy@${version}`

let s: Stage
beforeAll(async () => (s = await stage()))
afterAll(() => s.stop())

/** Runs a job's script as GitLab's runner does, in `project`, with the project's variables and the job's secrets. */
async function runJob(name: string, project: string, secrets: Record<string, string>) {
  const job = pipeline[name]!
  const lines = job.script.map(l => l.replaceAll(NPX, `"${process.execPath}" "${CLI}"`))
  const exports = Object.entries(pipeline.variables).map(([k, v]) => `export ${k}="${v}"`)
  const env: NodeJS.ProcessEnv = {
    PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
    HOME: tempDir('xdeploy-home-'),
    CI_PROJECT_DIR: project,
    ...secrets
  }
  if (process.env[PROCESS_COVERAGE]) env.NODE_V8_COVERAGE = process.env[PROCESS_COVERAGE]
  const script = ['set -eo pipefail', ...exports, ...lines].join('\n')
  // Asynchronous: the simulator answers from this process.
  const r = await promisify(execFile)('bash', ['-c', script], { cwd: project, env, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
    (err: { code?: number; stdout: string; stderr: string }) => ({ ...err, status: err.code ?? -1 })
  )
  expect(leaks({ stdout: r.stdout, stderr: r.stderr, summary: '', outputs: {} } as never, s.secrets())).toEqual([])
  return r
}

describe('docs/gitlab.md: the pipeline', () => {
  it('is found, and runs the published command line at the version in package.json', () => {
    expect(block).not.toBe('')
    const commands = Object.values(pipeline)
      .flatMap(j => (typeof j === 'object' && 'script' in j ? j.script : []))
      .filter(l => l.includes('xenioo-deploy'))
    expect(commands.length).toBeGreaterThanOrEqual(2)
    for (const c of commands) expect(c).toContain(NPX)
  })

  it('deploys only from the default branch, one job per bot at a time, the ledger in the cache after a failure too, the JSON kept', () => {
    const deploy = pipeline['deploy-production']!
    expect(deploy.rules?.[0]?.if).toMatch(/\$CI_COMMIT_BRANCH == \$CI_DEFAULT_BRANCH/)
    expect(deploy.resource_group).toBeTruthy()
    expect(pipeline['smoke-production']!.resource_group).toBe(deploy.resource_group)
    expect(deploy.environment?.name).toBe('production')
    expect(pipeline.variables.XENIOO_LEDGER).toBe(`$CI_PROJECT_DIR/${deploy.cache!.paths[0]!.replace(/\/$/, '')}`)
    expect(deploy.cache?.when).toBe('always')
    expect(deploy.artifacts).toMatchObject({ when: 'always', paths: ['deploy.json', '.xenioo-ledger/replaced/'] })
    expect(pipeline['smoke-production']!.needs).toEqual(['deploy-production'])
  })

  it('its script lines against the simulator: deploy and publish, the smoke test, then a second run the cache makes unchanged', async () => {
    const project = tempDir('xdeploy-gitlab-')
    placeBackup(project, 'stripe-sample.xenioo', 'bots/support.xenioo')
    mkdirSync(path.join(project, 'smoke'))
    writeFileSync(
      path.join(project, 'smoke/support.txt'),
      'expect: running backup\nsay: hours?\nexpect: /open \\d to \\d/\n'
    )
    const bot = s.sim.fixture.bots[0]!
    const secrets = {
      XENIOO_ACCOUNT_API_KEY: bot.account,
      XENIOO_BOT_API_KEY: bot.apiKey,
      XENIOO_BOT_API_SECRET: bot.apiSecret,
      XENIOO_SERVICE_ENDPOINT: s.sim.endpoint(bot)
    }
    const first = await runJob('deploy-production', project, secrets)
    expect(first.status, first.stderr).toBe(0)
    const json = () => JSON.parse(readFileSync(path.join(project, 'deploy.json'), 'utf8')) as Record<string, unknown>
    expect(json()).toMatchObject({ result: 'overwritten', published: true })
    expect(existsSync(path.join(project, '.xenioo-ledger/entries.jsonl'))).toBe(true)
    const smoke = await runJob('smoke-production', project, secrets)
    expect(smoke.status, smoke.stderr).toBe(0)
    expect(smoke.stderr).toMatch(/Xenioo smoke test — passed/)
    const again = await runJob('deploy-production', project, secrets)
    expect(again.status, again.stderr).toBe(0)
    expect(json()).toMatchObject({ result: 'unchanged' })
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })
})
