// The examples do what their words say (#42): the fleet's matrix step, run in a git repository,
// names only the bots whose backup a push changed; the nightly export pushes only a new export;
// the manual restore makes a new bot with the account's key alone; the promotion goes on only
// with an export that is what went live.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ROOT } from '../support/runner.ts'

interface Step {
  if?: string
  id?: string
  name?: string
  uses?: string
  run?: string
  env?: Record<string, string>
  with?: Record<string, string>
}
interface Workflow {
  jobs: Record<string, { steps: Step[]; strategy?: { 'max-parallel'?: number; matrix?: Record<string, unknown> } }>
}

const example = (name: string) => {
  const text = readFileSync(path.join(ROOT, '.github/examples', name), 'utf8')
  return { text, wf: parse(text) as Workflow }
}
const steps = (wf: Workflow) => Object.values(wf.jobs).flatMap(j => j.steps)

/** Runs a `run:` script with bash in `cwd`, with `env`; its GITHUB_OUTPUT lines and its stdout. */
function runScript(script: string, cwd: string, env: Record<string, string>) {
  const output = path.join(mkdtempSync(path.join(tmpdir(), 'gh-output-')), 'output')
  writeFileSync(output, '')
  const stdout = execFileSync('bash', ['-e', '-c', script], {
    cwd,
    env: { ...process.env, ...env, GITHUB_OUTPUT: output },
    encoding: 'utf8',
    // A script that leaves a process holding its output would hold the test: it fails instead.
    timeout: 60_000,
    killSignal: 'SIGKILL'
  })
  return { stdout, output: readFileSync(output, 'utf8') }
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    encoding: 'utf8'
  }).trim()

function repoWithBots(names: string[]): { dir: string; first: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fleet-'))
  git(dir, 'init', '-q', '-b', 'main')
  mkdirSync(path.join(dir, 'bots'))
  for (const n of names) writeFileSync(path.join(dir, 'bots', `${n}.xenioo`), `${n}-v1`)
  writeFileSync(path.join(dir, 'README.md'), 'bots')
  git(dir, 'add', '.')
  git(dir, 'commit', '-q', '-m', 'three bots')
  return { dir, first: git(dir, 'rev-parse', 'HEAD') }
}

describe('the fleet: matrices of the bots whose backup changed', () => {
  const fleet = example('fleet.yml').wf
  const chunk = example('fleet-bots.yml').wf
  const matrixStep = steps(fleet).find(s => s.id === 'changed')!
  /** The matrices the deploy job receives: the step's `chunks` output. */
  const chunksOf = (output: string) => JSON.parse(output.replace(/^chunks=/, '')) as string[][]

  it('a push that changes one of three bots deploys that one; a new branch deploys all; a push of none, none', () => {
    const { dir, first } = repoWithBots(['support', 'sales', 'onboarding'])
    writeFileSync(path.join(dir, 'bots', 'sales.xenioo'), 'sales-v2')
    writeFileSync(path.join(dir, 'README.md'), 'bots, changed')
    git(dir, 'commit', '-q', '-am', 'sales v2')
    const after = git(dir, 'rev-parse', 'HEAD')
    const one = runScript(matrixStep.run!, dir, { BEFORE: first, AFTER: after })
    expect(one.output).toBe('chunks=[["sales"]]\n')
    const all = runScript(matrixStep.run!, dir, { BEFORE: '0'.repeat(40), AFTER: after })
    expect(chunksOf(all.output).flat().sort()).toEqual(['onboarding', 'sales', 'support'])
    writeFileSync(path.join(dir, 'README.md'), 'only the readme')
    git(dir, 'commit', '-q', '-am', 'docs')
    const none = runScript(matrixStep.run!, dir, { BEFORE: after, AFTER: git(dir, 'rev-parse', 'HEAD') })
    expect(none.output).toBe('chunks=[]\n')
  })

  it('one push of 1,000 bots and two oddly named files: matrices of at most 256 holding every bot once, the odd ones warned', () => {
    const names = Array.from({ length: 1000 }, (_, i) => `bot-${String(i).padStart(4, '0')}`)
    const { dir, first } = repoWithBots(['support'])
    for (const n of names) writeFileSync(path.join(dir, 'bots', `${n}.xenioo`), n)
    writeFileSync(path.join(dir, 'bots', 'Sales Team.xenioo'), 'x')
    writeFileSync(path.join(dir, 'bots', 'help.desk.xenioo'), 'x')
    git(dir, 'add', '.')
    git(dir, 'commit', '-q', '-m', 'a thousand bots')
    const r = runScript(matrixStep.run!, dir, { BEFORE: first, AFTER: git(dir, 'rev-parse', 'HEAD') })
    const chunks = chunksOf(r.output)
    expect(chunks.length).toBe(4)
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(256)
    expect(chunks.flat().sort()).toEqual(names)
    const warnings = r.stdout.split('\n').filter(l => l.startsWith('::warning::'))
    expect(warnings).toEqual([
      expect.stringMatching(/^::warning::Not deployed: "bots\/Sales Team\.xenioo" does not name a bot environment/),
      expect.stringMatching(/^::warning::Not deployed: "bots\/help\.desk\.xenioo" does not name a bot environment/)
    ])
  })

  it('a file name that is not a plain bot name never becomes a job, and is named in a warning that runs nothing', () => {
    const { dir, first } = repoWithBots(['support'])
    writeFileSync(path.join(dir, 'bots', 'x$(touch pwned)%0A::error::y.xenioo'), 'x')
    git(dir, 'add', '.')
    git(dir, 'commit', '-q', '-m', 'odd name')
    const r = runScript(matrixStep.run!, dir, { BEFORE: first, AFTER: git(dir, 'rev-parse', 'HEAD') })
    expect(r.output).toBe('chunks=[]\n')
    const lines = r.stdout.split('\n')
    expect(lines.filter(l => l.startsWith('::'))).toEqual([
      expect.stringMatching(/^::warning::Not deployed: "bots\/x\$\(touch pwned\)%250A::error::y\.xenioo"/)
    ])
    expect(readdirSync(dir)).not.toContain('pwned')
  })

  it('the deploy job calls the chunk workflow once a matrix, one after the other; the chunk deploys its bots a few at a time', () => {
    const deploy = fleet.jobs.deploy! as unknown as {
      uses: string
      with: Record<string, string>
      strategy: Record<string, unknown>
    }
    expect(deploy.uses).toBe('./.github/workflows/fleet-bots.yml')
    expect(deploy.strategy.matrix).toEqual({ bots: '${{ fromJSON(needs.changed.outputs.chunks) }}' })
    expect(deploy.with.bots).toBe('${{ toJSON(matrix.bots) }}')
    const job = chunk.jobs.deploy!
    expect(job.strategy?.['max-parallel']).toBeGreaterThan(0)
    expect(job.strategy?.matrix?.bot).toBe('${{ fromJSON(inputs.bots) }}')
    expect(matrixStep.run).not.toMatch(/\$\{\{/)
  })
})

describe('the fleet: one report of every bot', () => {
  const fleet = example('fleet.yml').wf
  const chunk = example('fleet-bots.yml').wf
  const resultStep = chunk.jobs.deploy!.steps.find(s => /result\//.test(s.run ?? ''))!
  const reportStep = fleet.jobs.report!.steps.find(s => /GITHUB_STEP_SUMMARY/.test(s.run ?? ''))!

  it('each bot job keeps its result whatever it ended in; the report job runs whatever they ended in', () => {
    expect(resultStep.if).toBe('always()')
    const upload = chunk.jobs.deploy!.steps.find(s => s.uses?.startsWith('actions/upload-artifact'))!
    expect(upload.if).toBe('always()')
    const report = fleet.jobs.report! as unknown as { needs: string[]; if: string }
    expect(report.needs).toEqual(['changed', 'deploy'])
    expect(report.if).toMatch(/^always\(\)/)
    // Nothing of a step's outputs is written whole: api-key and api-secret are outputs too.
    expect(JSON.stringify(resultStep.env)).not.toMatch(/toJSON|api-(key|secret)/)
  })

  it('the report of three bots (one deployed, one unchanged, one failed) and one whose job never ended: a row each', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'fleet-report-'))
    mkdirSync(path.join(work, 'bots'))
    const bots = {
      support: { OUTCOME: 'success', RESULT: 'overwritten', PUBLISHED: 'true', CHANNELS: 'Web, WhatsApp' },
      sales: { OUTCOME: 'success', RESULT: 'unchanged', PUBLISHED: 'true', CHANNELS: '' },
      onboarding: {
        OUTCOME: 'failure',
        RESULT: '',
        PUBLISHED: '',
        CHANNELS: '',
        NEXT_RESTORE: '2026-11-26T23:00:05.000Z',
        ERROR: 'The bot was last overwritten at 2026-11-26T22:00:00.000Z | a pipe; the next is allowed from …'
      }
    }
    for (const [bot, out] of Object.entries(bots)) {
      writeFileSync(path.join(work, 'bots', `${bot}.xenioo`), `${bot}-v2`)
      runScript(resultStep.run!, work, { BOT: bot, NEXT_RESTORE: '', NEXT_PUBLISH: '', ERROR: '', ...out })
    }
    // The report job downloads every bot's result into results/.
    mkdirSync(path.join(work, 'results'))
    for (const f of ['support', 'sales', 'onboarding']) {
      writeFileSync(path.join(work, 'results', `${f}.json`), readFileSync(path.join(work, 'result', `${f}.json`)))
    }
    const summary = path.join(work, 'summary.md')
    writeFileSync(summary, '')
    const chunks = JSON.stringify([
      ['onboarding', 'sales'],
      ['support', 'welcome']
    ])
    runScript(reportStep.run!, work, { GITHUB_STEP_SUMMARY: summary, CHUNKS: chunks })
    const table = readFileSync(summary, 'utf8')
    const row = (bot: string) => table.split('\n').find(l => l.startsWith(`| ${bot} |`))
    const sha = (bot: string) => createHash('sha256').update(`${bot}-v2`).digest('hex').slice(0, 12)
    expect(row('support')).toBe(`| support | overwritten | ${sha('support')} | true | Web, WhatsApp |  |  |  |`)
    expect(row('sales')).toBe(`| sales | unchanged | ${sha('sales')} | true |  |  |  |  |`)
    expect(row('onboarding')).toMatch(
      /^\| onboarding \| failed \| [0-9a-f]{12} \| {2}\| {2}\| 2026-11-26T23:00:05\.000Z \| {2}\| The bot was last overwritten at .* \\\| a pipe;/
    )
    expect(row('welcome')).toBe('| welcome | no result: its job did not run to its end |  |  |  |  |  |  |')
    expect(table).toMatch(
      /^\| Bot \| Result \| sha256 \| Published \| Channels \| Next restore \| Next publish \| Failure \|$/m
    )
  })
})

describe('the nightly export pushes only a new export', () => {
  const propose = steps(example('export-nightly.yml').wf).find(s => /gh pr create/.test(s.run ?? ''))!

  /** A clone of an origin whose export branch holds `held`, with `exported` as the night's file; `gh` a recording stub. */
  function night(held: string, exported: string) {
    const origin = mkdtempSync(path.join(tmpdir(), 'origin-'))
    git(origin, 'init', '-q', '--bare', '-b', 'main')
    const { dir } = repoWithBots(['support'])
    git(dir, 'remote', 'add', 'origin', origin)
    git(dir, 'push', '-q', 'origin', 'main')
    mkdirSync(path.join(dir, 'exports'))
    writeFileSync(path.join(dir, 'exports', 'support.xenioo'), held)
    git(dir, 'switch', '-q', '-c', 'bot-export/support')
    git(dir, 'add', '.')
    git(dir, 'commit', '-q', '-m', 'last night')
    git(dir, 'push', '-q', 'origin', 'bot-export/support')
    git(dir, 'switch', '-q', 'main')
    mkdirSync(path.join(dir, 'exports'), { recursive: true })
    writeFileSync(path.join(dir, 'exports', 'support.xenioo'), exported)
    const bin = mkdtempSync(path.join(tmpdir(), 'bin-'))
    const calls = path.join(bin, 'calls')
    writeFileSync(
      path.join(bin, 'gh'),
      `#!/bin/sh\necho "$*" >> "${calls}"\n[ "$1 $2" = "pr list" ] && echo 1\nexit 0\n`
    )
    chmodSync(path.join(bin, 'gh'), 0o755)
    writeFileSync(calls, '')
    const env = { PATH: `${bin}:${process.env.PATH}`, GH_TOKEN: 'x', SHA256: 'a'.repeat(64) }
    const r = runScript(propose.run!, dir, env)
    return {
      ...r,
      gh: readFileSync(calls, 'utf8'),
      branch: git(origin, 'log', '-1', '--format=%s', 'bot-export/support')
    }
  }

  it('the same content as the open pull request: nothing pushed, the pull request left alone', () => {
    const r = night('v1', 'v1')
    expect(r.stdout).toMatch(/already holds this export/)
    expect(r.branch).toBe('last night')
    expect(r.gh).not.toMatch(/pr (create|edit)/)
  })

  it('new content: one commit pushed, the pull request updated', () => {
    const r = night('v1', 'v2')
    expect(r.branch).toMatch(/^Export of the production bot/)
    expect(r.gh).toMatch(/pr edit/)
  })
})

describe('examples that promise only what they do', () => {
  it('the manual restore makes a new bot with the account key alone', () => {
    const bot = steps(example('manual.yml').wf).find(s => s.id === 'bot')!
    for (const key of ['bot-api-key', 'bot-api-secret'])
      expect(bot.with?.[key], key).toMatch(/^\$\{\{ inputs\.operation != 'restore' && secrets\.\S+ \|\| '' \}\}$/)
    expect(example('manual.yml').text).toMatch(/service endpoint for\s+#?\s*the new bot/)
  })

  it('the promotion goes on only with an export that is what went live; no example promises what the bot runs now', () => {
    const promote = example('promote.yml')
    const gate = steps(promote.wf).find(s => s.env?.LIVE_MATCH !== undefined)
    expect(gate?.env?.LIVE_MATCH).toBe('${{ steps.export.outputs.live-match }}')
    expect(gate?.run).toMatch(/exit 1/)
    for (const name of ['promote.yml', 'deploy-with-snapshot.yml'])
      expect(example(name).text, name).not.toMatch(/what (the staging bot|it) runs now/)
    expect(example('deploy-with-snapshot.yml').text).toMatch(/live-match/)
  })
})

describe("CONTRIBUTING's by-hand block", () => {
  /** The block as written, the local-action run in it replaced by a request the simulator answers. */
  const block = () => {
    const text = readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8')
    const from = text.indexOf('### Try the action by hand')
    const sh = /```sh\n([\s\S]*?)```/.exec(text.slice(from))?.[1] ?? ''
    return sh.replace(
      /^npx --yes @github\/local-action .*$/m,
      'curl -fsS "$SIM_URL/svc/none" -o /dev/null -w "answered %{http_code}\\n" || true'
    )
  }

  it('works when pasted: the simulator is up before its file is read, and gone after the last line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'by-hand-'))
    const script = block().replaceAll('/tmp/', `${dir}/`)
    expect(script).toMatch(/serve\.ts/)
    const { stdout } = runScript(`${script}\necho "pid=$SIM_PID"`, ROOT, {})
    expect(stdout).toMatch(/answered 404/)
    expect(readFileSync(path.join(dir, 'local.env'), 'utf8')).toMatch(
      /^INPUT_SERVICE-ENDPOINT=http:\/\/127\.0\.0\.1:\d+\/svc\//m
    )
    const pid = Number(/pid=(\d+)/.exec(stdout)?.[1])
    expect(pid).toBeGreaterThan(0)
    // The simulator ends on SIGTERM: within a few seconds, no process has its pid.
    let alive = true
    for (let i = 0; i < 50 && alive; i++) {
      try {
        process.kill(pid, 0)
        execFileSync('sleep', ['0.1'])
      } catch {
        alive = false
      }
    }
    expect(alive, 'the simulator still runs after the block').toBe(false)
  })
})
