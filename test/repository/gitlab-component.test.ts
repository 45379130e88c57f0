// The GitLab CI/CD component (templates/) as GitLab runs it: docs/gitlab.md's component pipeline in a scratch project,
// under gitlab-ci-local with its shell executor (a fresh copy of the project for each job, so the ledger lives only in
// the cache), against the simulator, the committed command line standing in for npx's. A first push deploys and
// smoke-tests; a second within the hour fails saying when to run again, or passes with a warning where it is allowed.
import { execFile, execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { OPERATIONS, type OperationName } from '../../src/domain/operations.ts'
import { CLI } from '../support/cli.ts'
import { placeBackup, PROCESS_COVERAGE, ROOT, tempDir } from '../support/runner.ts'
import { leaks, stage, type Stage } from '../support/stage.ts'

const GITLAB_CI_LOCAL = path.join(ROOT, 'node_modules/gitlab-ci-local/dist/index.js')
const page = readFileSync(path.join(ROOT, 'docs/gitlab.md'), 'utf8')
const block =
  /<!-- gitlab-component [^>]*-->\n```yaml\n([\s\S]*?)```\n<!-- \/gitlab-component -->/.exec(page)?.[1] ?? ''
const promotion =
  /<!-- gitlab-promotion [^>]*-->\n```yaml\n([\s\S]*?)```\n<!-- \/gitlab-promotion -->/.exec(
    readFileSync(path.join(ROOT, 'docs/suites.md'), 'utf8')
  )?.[1] ?? ''
const tarballBlock =
  /<!-- gitlab-tarball [^>]*-->\n```yaml\n([\s\S]*?)```\n<!-- \/gitlab-tarball -->/.exec(page)?.[1] ?? ''
const SCRIPT = 'expect: running backup\nsay: hours?\nexpect: /open \\d to \\d/\n'
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

/** A project on the default branch `main`, its remote on a GitLab host, holding the component, `pipeline` and `files`. */
function project(pipeline = block, files: Record<string, string> = { 'smoke/support.txt': SCRIPT }): string {
  const dir = tempDir('xdeploy-component-')
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' })
  git('init', '-q', '-b', 'main')
  git('remote', 'add', 'origin', 'https://gitlab.example.com/acme/bots.git')
  cpSync(path.join(ROOT, 'templates'), path.join(dir, 'templates'), { recursive: true })
  placeBackup(dir, 'stripe-sample.xenioo', 'bots/support.xenioo')
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  // The component as this project's own, at this commit: gitlab-ci-local reads it from the work tree.
  writeFileSync(
    path.join(dir, '.gitlab-ci.yml'),
    pipeline.replace(/your-org\/xenioo-deploy-action\/([\w-]+)@[\w.]+/g, '$CI_PROJECT_PATH/$1@$CI_COMMIT_SHA')
  )
  commit(dir, 'the bot and its pipeline')
  return dir
}

function commit(dir: string, message: string): void {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' })
  git('add', '-A')
  git('-c', 'user.name=dev', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', message)
}

/** How a pipeline runs: the stage it talks to, each variable's value by environment scope (else the production bot's, everywhere), the manual jobs run. */
interface PipelineRun {
  readonly on?: Stage
  readonly scoped?: Record<string, Record<string, string>>
  readonly manual?: readonly string[]
  /** The jobs run the command line as the component's `version` names it (npx), not the committed one. */
  readonly npx?: boolean
}

/** A pipeline of the project's default branch: gitlab-ci-local's exit code and log, checked for secrets. */
async function pipeline(dir: string, o: PipelineRun = {}): Promise<{ code: number; log: string }> {
  const on = o.on ?? s
  const bot = on.sim.fixture.bots[0]!
  const variables = {
    ...(!o.npx && { XENIOO_CLI: `${process.execPath} ${CLI}` }),
    ...(!o.scoped && {
      XENIOO_ACCOUNT_API_KEY: bot.account,
      XENIOO_BOT_API_KEY: bot.apiKey,
      XENIOO_BOT_API_SECRET: bot.apiSecret,
      XENIOO_SERVICE_ENDPOINT: on.sim.endpoint(bot)
    }),
    ...(process.env[PROCESS_COVERAGE] && { NODE_V8_COVERAGE: process.env[PROCESS_COVERAGE] })
  }
  const args = [GITLAB_CI_LOCAL, '--home', tempDir('xdeploy-glcl-home-'), '--shell-isolation']
  args.push(
    // The jobs name an image (GitLab.com's runners need one); no Docker here: this machine's shell stands in for it.
    '--force-shell-executor',
    '--no-color',
    ...Object.entries(variables).flatMap(([k, v]) => ['--variable', `${k}=${v}`]),
    ...(o.manual ?? []).flatMap(job => ['--manual', job])
  )
  if (o.scoped) {
    // GitLab's environment scopes, as gitlab-ci-local reads them: a value per environment name.
    const file = path.join(tempDir('xdeploy-glcl-vars-'), 'variables.yml')
    const scoped = Object.fromEntries(Object.entries(o.scoped).map(([k, values]) => [k, { type: 'variable', values }]))
    writeFileSync(file, stringify(scoped))
    args.push('--variables-file', file)
  }
  const env = { PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`, HOME: tempDir('xdeploy-home-') }
  // Asynchronous: the simulator answers from this process.
  const r = await promisify(execFile)(process.execPath, args, { cwd: dir, env, timeout: 120_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, log: stdout + stderr }),
    (err: { code?: number; stdout: string; stderr: string }) => ({ code: err.code ?? -1, log: err.stdout + err.stderr })
  )
  expect(leaks({ stdout: r.log, stderr: '', summary: '', outputs: {} } as never, on.secrets())).toEqual([])
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
    // GitLab.com's default image has no Node: each job names one, Node 22 by default (#73).
    for (const t of [deploy, smoke]) {
      expect(t.spec.inputs.image?.default).toBe('node:22-slim')
      expect(t.job['$[[ inputs.job-name ]]']!.image).toBe('$[[ inputs.image ]]')
    }
    expect(job.cache).toMatchObject({ paths: ['.xenioo-ledger/'], when: 'always' })
    expect(job.artifacts).toMatchObject({ when: 'always', paths: ['deploy.json', '.xenioo-ledger/replaced/'] })
    const smokeJob = smoke.job['$[[ inputs.job-name ]]']!
    expect(smokeJob.needs).toEqual(['$[[ inputs.deploy-job ]]'])
    expect(smokeJob.artifacts).toMatchObject({
      paths: ['smoke.json', 'smoke-report.txt', 'smoke-junit.xml'],
      reports: { junit: 'smoke-junit.xml' }
    })
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
    const junit = readFileSync(path.join(dir, '.gitlab-ci-local/artifacts/smoke-production/smoke-junit.xml'), 'utf8')
    expect(junit).toMatch(/<testcase classname="xenioo-smoke-test" name="script:\d+" line="\d+" time="[\d.]+">/)
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
    // GitLab's words: a job, with its URL (#73).
    expect(second.log).toMatch(
      new RegExp(
        `The bot was last (overwritten|published) at \\S+ by job #${made} \\(https://\\S+/-/jobs/${made}\\) on main`
      )
    )
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

  it("docs/suites.md's staged promotion under gitlab-ci-local: staging and its suite, then production by hand with staging's bytes; a failing suite stops it", async () => {
    expect(promotion).not.toBe('')
    const t = await stage()
    try {
      const [production, staging] = [t.sim.fixture.bots[0]!, t.sim.fixture.bots[1]!]
      const scope = (key: (b: typeof production) => string) => ({ staging: key(staging), production: key(production) })
      const scoped = {
        XENIOO_ACCOUNT_API_KEY: scope(b => b.account),
        XENIOO_BOT_API_KEY: scope(b => b.apiKey),
        XENIOO_BOT_API_SECRET: scope(b => b.apiSecret),
        XENIOO_SERVICE_ENDPOINT: scope(b => t.sim.endpoint(b))
      }
      const suite = { 'smoke/greeting.txt': 'expect: running backup\n', 'smoke/hours.txt': SCRIPT }
      const dir = project(promotion, { ...suite, 'smoke-live.txt': 'expect: welcome\n' })
      const sha256 = createHash('sha256')
        .update(readFileSync(path.join(dir, 'bots/support.xenioo')))
        .digest('hex')
      const run = await pipeline(dir, { on: t, scoped, manual: ['deploy-production'] })
      expect(run.code, run.log).toBe(0)
      expect(run.log).toMatch(/bots\/support\.xenioo: OK/)
      expect(run.log).toMatch(/✓ smoke\/greeting\.txt[\s\S]*✓ smoke\/hours\.txt/)
      expect([staging.live?.sha256, production.live?.sha256]).toEqual([sha256, sha256])
      const junit = readFileSync(path.join(dir, '.gitlab-ci-local/artifacts/suite-staging/smoke-junit.xml'), 'utf8')
      expect(junit).toMatch(/<testsuite name="Xenioo smoke test" tests="2" failures="0"/)

      t.sim.advance(61 * 60_000)
      const before = production.live
      placeBackup(dir, 'dynamic-data-colors.xenioo', 'bots/support.xenioo')
      writeFileSync(path.join(dir, 'smoke/closed.txt'), 'say: hours?\nexpect-not: open 9 to 5\n')
      commit(dir, 'a new backup, and a conversation it fails')
      const failed = await pipeline(dir, { on: t, scoped, manual: ['deploy-production'] })
      expect(failed.code, failed.log).not.toBe(0)
      expect(failed.log).toMatch(/✗ smoke\/closed\.txt[^\n]*line 2/)
      // Both of the deploy's hours reach the suite: it says when a rollback and its publish can go out (#73, #75).
      expect(failed.log).toMatch(/run 'xenioo-deploy rollback': it puts back what the deploy's overwrite replaced/)
      expect(failed.log).toMatch(/the overwrite can go out from \d{4}-[^,]*, and its publish from \d{4}-/)
      expect(failed.log).not.toMatch(/deploy-production +starting/)
      expect(staging.live?.sha256).not.toBe(sha256)
      expect(production.live).toEqual(before)

      // Within staging's hour, a passing change, staging's deploy passing on a throttle with a warning (#75): its
      // suite passes against the old staging bot, and the gate keeps production from bytes staging never ran.
      const ran = staging.live?.sha256
      placeBackup(dir, 'stripe-sample.xenioo', 'bots/support.xenioo')
      rmSync(path.join(dir, 'smoke/closed.txt'))
      const ci = path.join(dir, '.gitlab-ci.yml')
      const warned = readFileSync(ci, 'utf8').replace(
        'ledger-cache-key: xenioo-ledger-staging',
        'ledger-cache-key: xenioo-ledger-staging\n      when-throttled: warn'
      )
      writeFileSync(ci, warned)
      commit(dir, 'the old backup back, within the hour; a throttled staging deploy passes with a warning')
      const gated = await pipeline(dir, { on: t, scoped, manual: ['deploy-production'] })
      expect(gated.code, gated.log).not.toBe(0)
      expect(gated.log).toMatch(/deploy-staging +finished in .* WARN 3/)
      expect(gated.log).toMatch(/Xenioo smoke test — passed/)
      expect(gated.log).toMatch(/Staging does not run the staged backup \(live-sha256 'unknown', staged [0-9a-f]{64}\)/)
      expect(staging.live?.sha256).toBe(ran)
      expect(production.live).toEqual(before)
    } finally {
      await t.stop()
    }
  })

  it('each operation it offers runs with its inputs left at their defaults: the job gives a command only the flags it takes', async () => {
    const offered = template('deploy').spec.inputs.operation?.options ?? []
    // A restore answers a new bot's keys, which the component has nowhere safe to keep (docs/gitlab.md).
    expect(offered).toEqual(['overwrite', 'publish', 'backup'])
    const t = await stage()
    try {
      for (const operation of offered) {
        const file = operation === 'backup' ? 'bots/export.xenioo' : 'bots/support.xenioo'
        const include = `include:\n  - component: $CI_SERVER_FQDN/your-org/xenioo-deploy-action/deploy@1.0.0\n    inputs:\n`
        const inputs = `      job-name: deploy-${operation}\n      operation: ${operation}\n      backup-file: ${file}\n`
        const dir = project(`stages: [deploy]\n${include}${inputs}`)
        const run = await pipeline(dir, { on: t })
        expect(run.code, run.log).toBe(0)
        const json = readFileSync(path.join(dir, `.gitlab-ci-local/artifacts/deploy-${operation}/deploy.json`), 'utf8')
        expect(JSON.parse(json), operation).toMatchObject({ result: OPERATIONS[operation as OperationName].result })
        // The next operation on the same bot, its hours spent.
        t.sim.advance(61 * 60_000)
      }
    } finally {
      await t.stop()
    }
  })

  it("docs/gitlab.md's box before the first release: the component runs the packed tarball its version names, with npx", async () => {
    expect(tarballBlock).not.toBe('')
    const dir = project(tarballBlock)
    mkdirSync(path.join(dir, 'tools'))
    await promisify(execFile)('npm', ['pack', '--pack-destination', path.join(dir, 'tools')], {
      cwd: ROOT,
      env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}` }
    })
    commit(dir, 'the command line, packed')
    const t = await stage()
    try {
      const run = await pipeline(dir, { on: t, npx: true })
      expect(run.code, run.log).toBe(0)
      expect(run.log).toMatch(/Xenioo deploy: overwrite — overwritten/)
      expect(run.log).toMatch(/Xenioo smoke test — passed/)
      expect(t.sim.calls('overwrite')).toHaveLength(1)
    } finally {
      await t.stop()
    }
  })
})
