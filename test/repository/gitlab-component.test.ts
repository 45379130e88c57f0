// The GitLab CI/CD component (templates/) as GitLab runs it: docs/gitlab.md's component pipeline in a scratch project,
// under gitlab-ci-local with its shell executor (a fresh copy of the project for each job, so the ledger lives only in
// the cache), against the simulator, the committed command line standing in for npx's. A first push deploys and
// smoke-tests; a second within the hour fails saying when to run again, or passes with a warning where it is allowed.
import { execFile, execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { CLI } from '../support/cli.ts'
import { placeBackup, PROCESS_COVERAGE, ROOT, tempDir } from '../support/runner.ts'
import { leaks, stage, type Stage } from '../support/stage.ts'

const GITLAB_CI_LOCAL = path.join(ROOT, 'node_modules/gitlab-ci-local/dist/index.js')
const page = readFileSync(path.join(ROOT, 'docs/gitlab.md'), 'utf8')
const block =
  /<!-- gitlab-component [^>]*-->\n```yaml\n([\s\S]*?)```\n<!-- \/gitlab-component -->/.exec(page)?.[1] ?? ''
const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version

interface Spec {
  spec: { inputs: Record<string, { default?: unknown; options?: string[]; type?: string }> }
}
/** A template's `spec:` (the document before `---`), and its job (the one after). */
function template(name: string): { spec: Spec['spec']; job: Record<string, Record<string, unknown>> } {
  const [head, body] = readFileSync(path.join(ROOT, 'templates', `${name}.yml`), 'utf8').split('\n---\n')
  return { spec: (parse(head!) as Spec).spec, job: parse(body!) as Record<string, Record<string, unknown>> }
}

let s: Stage
beforeAll(async () => (s = await stage()))
afterAll(() => s.stop())

/** A project on the default branch `main`, its remote on a GitLab host, holding the component and the docs' pipeline. */
function project(): string {
  const dir = tempDir('xdeploy-component-')
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' })
  git('init', '-q', '-b', 'main')
  git('remote', 'add', 'origin', 'https://gitlab.example.com/acme/bots.git')
  cpSync(path.join(ROOT, 'templates'), path.join(dir, 'templates'), { recursive: true })
  placeBackup(dir, 'stripe-sample.xenioo', 'bots/support.xenioo')
  mkdirSync(path.join(dir, 'smoke'))
  writeFileSync(path.join(dir, 'smoke/support.txt'), 'expect: running backup\nsay: hours?\nexpect: /open \\d to \\d/\n')
  // The component as this project's own, at this commit: gitlab-ci-local reads it from the work tree.
  writeFileSync(
    path.join(dir, '.gitlab-ci.yml'),
    block.replace(/your-org\/xenioo-deploy-action\/([\w-]+)@[\d.]+/g, '$CI_PROJECT_PATH/$1@$CI_COMMIT_SHA')
  )
  commit(dir, 'the bot and its pipeline')
  return dir
}

function commit(dir: string, message: string): void {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' })
  git('add', '-A')
  git('-c', 'user.name=dev', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', message)
}

/** A pipeline of the project's default branch: gitlab-ci-local's exit code and log, checked for secrets. */
async function pipeline(dir: string): Promise<{ code: number; log: string }> {
  const bot = s.sim.fixture.bots[0]!
  const variables = {
    XENIOO_CLI: `${process.execPath} ${CLI}`,
    XENIOO_ACCOUNT_API_KEY: bot.account,
    XENIOO_BOT_API_KEY: bot.apiKey,
    XENIOO_BOT_API_SECRET: bot.apiSecret,
    XENIOO_SERVICE_ENDPOINT: s.sim.endpoint(bot),
    ...(process.env[PROCESS_COVERAGE] && { NODE_V8_COVERAGE: process.env[PROCESS_COVERAGE] })
  }
  const args = [GITLAB_CI_LOCAL, '--home', tempDir('xdeploy-glcl-home-'), '--shell-isolation']
  args.push(
    '--shell-executor-no-image',
    '--no-color',
    ...Object.entries(variables).flatMap(([k, v]) => ['--variable', `${k}=${v}`])
  )
  const env = { PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`, HOME: tempDir('xdeploy-home-') }
  // Asynchronous: the simulator answers from this process.
  const r = await promisify(execFile)(process.execPath, args, { cwd: dir, env, timeout: 120_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, log: stdout + stderr }),
    (err: { code?: number; stdout: string; stderr: string }) => ({ code: err.code ?? -1, log: err.stdout + err.stderr })
  )
  expect(leaks({ stdout: r.log, stderr: '', summary: '', outputs: {} } as never, s.secrets())).toEqual([])
  return r
}

describe('the GitLab component (templates/)', () => {
  it('its jobs: inputs with defaults, no global keyword, one deploy of a bot at a time, the ledger cached after a failure too', () => {
    const deploy = template('deploy')
    const smoke = template('smoke-test')
    for (const input of ['operation', 'backup-file', 'publish', 'bot-name', 'on-throttle', 'ledger-cache-key'])
      expect(deploy.spec.inputs, input).toHaveProperty(input)
    for (const input of ['stage', 'job-name', 'version']) {
      expect(deploy.spec.inputs, input).toHaveProperty(input)
      expect(smoke.spec.inputs, input).toHaveProperty(input)
    }
    expect(deploy.spec.inputs.version?.default).toBe(version)
    expect(smoke.spec.inputs.version?.default).toBe(version)
    // Jobs of its own (and the deploy's two hidden ones it extends), no global keyword.
    expect(Object.keys(smoke.job)).toEqual(['$[[ inputs.job-name ]]'])
    expect(Object.keys(deploy.job).filter(k => !k.startsWith('.'))).toEqual(['$[[ inputs.job-name ]]'])
    expect(deploy.spec.inputs['when-throttled']).toMatchObject({ default: 'fail', options: ['fail', 'warn'] })
    const job = deploy.job['$[[ inputs.job-name ]]']!
    expect(job.resource_group).toBe('$[[ inputs.job-name ]]')
    expect(job.cache).toMatchObject({ paths: ['.xenioo-ledger/'], when: 'always' })
    expect(job.artifacts).toMatchObject({ when: 'always', paths: ['deploy.json'] })
    const smokeJob = smoke.job['$[[ inputs.job-name ]]']!
    expect(smokeJob.needs).toEqual(['$[[ inputs.deploy-job ]]'])
    expect(smokeJob.artifacts).toMatchObject({ paths: ['smoke.json', 'smoke-report.txt'] })
    // A wait fits in the job: the default timeout is above the longest wait.
    expect(Number.parseInt(String(deploy.spec.inputs['job-timeout']?.default), 10)).toBeGreaterThan(
      Number(deploy.spec.inputs['max-wait-minutes']?.default)
    )
  })

  it('under gitlab-ci-local: a push deploys and smoke-tests; a second within the hour fails saying when, or passes with a warning where exit 3 is allowed', async () => {
    expect(block).not.toBe('')
    const dir = project()
    const first = await pipeline(dir)
    expect(first.code, first.log).toBe(0)
    expect(first.log).toMatch(/Xenioo deploy: overwrite — overwritten/)
    expect(first.log).toMatch(/Xenioo smoke test — passed/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
    expect(s.sim.calls('publish')).toHaveLength(1)

    placeBackup(dir, 'dynamic-data-colors.xenioo', 'bots/support.xenioo')
    commit(dir, 'a second change within the hour')
    const second = await pipeline(dir)
    expect(second.code, second.log).not.toBe(0)
    expect(second.log).toMatch(/the next is allowed from \d{4}-\d\d-\d\dT/)
    // The entry it relies on names the job that made it, as the requests named it (#67).
    const made = /GitLab CI job (\d+)/.exec(s.sim.calls('overwrite')[0]!.headers['user-agent'] ?? '')?.[1]
    expect(made).toBeDefined()
    expect(second.log).toMatch(new RegExp(`The bot was last (overwritten|published) at \\S+ by run #${made} on main`))
    expect(second.log).not.toMatch(/Xenioo smoke test/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)

    // GitLab's own fails the pipeline on any exit code allow_failure does not name; so does the component's default.
    expect(second.log).toMatch(/deploy-production +finished in .* FAIL 3/)
    const ci = path.join(dir, '.gitlab-ci.yml')
    writeFileSync(
      ci,
      readFileSync(ci, 'utf8').replace(
        'backup-file: bots/support.xenioo',
        'backup-file: bots/support.xenioo\n      when-throttled: warn'
      )
    )
    commit(dir, 'exit 3 allowed, a schedule to catch up')
    const allowed = await pipeline(dir)
    expect(allowed.code, allowed.log).toBe(0)
    expect(allowed.log).toMatch(/deploy-production +finished in .* WARN 3/)
    expect(allowed.log).toMatch(/Xenioo smoke test — passed/)
    expect(s.sim.calls('overwrite')).toHaveLength(1)
  })
})
