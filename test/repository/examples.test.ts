// The examples do what their words say (#42): the fleet's matrix step, run in a git repository,
// names only the bots whose backup a push changed; the nightly export pushes only a new export;
// the manual restore makes a new bot with the account's key alone; the promotion goes on only
// with an export that is what went live.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'
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
  const chunksOf = (output: string) => JSON.parse(output.replace(/^chunks=/, '')) as { name: string; id: string }[][]
  const namesOf = (output: string) =>
    chunksOf(output)
      .flat()
      .map(b => b.name)
  const warningsOf = (stdout: string) => stdout.split('\n').filter(l => l.startsWith('::'))

  it('a push that changes one of three bots deploys that one; a new branch deploys all; a push of none, none', () => {
    const { dir, first } = repoWithBots(['support', 'sales', 'onboarding'])
    writeFileSync(path.join(dir, 'bots', 'sales.xenioo'), 'sales-v2')
    writeFileSync(path.join(dir, 'README.md'), 'bots, changed')
    git(dir, 'commit', '-q', '-am', 'sales v2')
    const after = git(dir, 'rev-parse', 'HEAD')
    const one = runScript(matrixStep.run!, dir, { BEFORE: first, AFTER: after })
    expect(one.output).toBe('chunks=[[{"name":"sales","id":"0000"}]]\n')
    const all = runScript(matrixStep.run!, dir, { BEFORE: '0'.repeat(40), AFTER: after })
    expect(namesOf(all.output).sort()).toEqual(['onboarding', 'sales', 'support'])
    writeFileSync(path.join(dir, 'README.md'), 'only the readme')
    git(dir, 'commit', '-q', '-am', 'docs')
    const none = runScript(matrixStep.run!, dir, { BEFORE: after, AFTER: git(dir, 'rev-parse', 'HEAD') })
    expect(none.output).toBe('chunks=[]\n')
  })

  it('one push of 1,000 bots named as the platform allows, and two that differ only by case: every other bot planned once, the two named', () => {
    const odd = ['Sales Team', 'help.desk', 'Ventes été', 'Поддержка', '客服 2', "O'Brien & Co (EU)"]
    const names = [...odd, ...Array.from({ length: 994 }, (_, i) => `bot-${String(i).padStart(4, '0')}`)]
    const { dir, first } = repoWithBots(['support'])
    for (const n of [...names, 'Billing', 'billing']) writeFileSync(path.join(dir, 'bots', `${n}.xenioo`), n)
    git(dir, 'add', '.')
    git(dir, 'commit', '-q', '-m', 'a thousand bots')
    const r = runScript(matrixStep.run!, dir, { BEFORE: first, AFTER: git(dir, 'rev-parse', 'HEAD') })
    const chunks = chunksOf(r.output)
    expect(chunks.length).toBe(4)
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(256)
    expect(namesOf(r.output).sort()).toEqual([...names].sort())
    // Each job's id is its own (it names the bot's result).
    expect(new Set(chunks.flat().map(b => b.id)).size).toBe(1000)
    expect(warningsOf(r.stdout)).toEqual([
      '::warning::Not deployed: "bots/Billing.xenioo" and "bots/billing.xenioo" differ only by case, and a concurrency group (each bot\'s lock) does not tell them apart; rename one to deploy them.'
    ])
    expect(r.stdout).toMatch(/Bots to deploy: 1000, in 4 matrices of at most 256/)
  })

  it('a changed backup that is not deployed is named, never left out without a word: a link, a folder, a trimmed name, a deletion', () => {
    const { dir, first } = repoWithBots(['support', 'sales', 'onboarding'])
    rmSync(path.join(dir, 'bots', 'onboarding.xenioo'))
    rmSync(path.join(dir, 'bots', 'sales.xenioo'))
    symlinkSync('support.xenioo', path.join(dir, 'bots', 'sales.xenioo'))
    mkdirSync(path.join(dir, 'bots', 'team'))
    writeFileSync(path.join(dir, 'bots', 'team', 'inner.xenioo'), 'x')
    writeFileSync(path.join(dir, 'bots', ' padded.xenioo'), 'x')
    git(dir, 'add', '-A')
    git(dir, 'commit', '-q', '-m', 'a link, a folder, a padded name')
    const r = runScript(matrixStep.run!, dir, { BEFORE: first, AFTER: git(dir, 'rev-parse', 'HEAD') })
    expect(r.output).toBe('chunks=[]\n')
    expect(warningsOf(r.stdout)).toEqual([
      expect.stringMatching(/^::warning::Not deployed: "bots\/ padded\.xenioo" begins or ends with a space/),
      expect.stringMatching(
        /^::warning::Not deployed: "bots\/onboarding\.xenioo" was deleted in this push: its bot stays/
      ),
      expect.stringMatching(
        /^::warning::Not deployed: "bots\/sales\.xenioo" is not a file in the push \(a symbolic link\?\)/
      ),
      expect.stringMatching(/^::warning::Not deployed: "bots\/team\/inner\.xenioo" is in a folder of bots\//)
    ])
  })

  it('a file name is data: one with shell words is a bot whose words never run; one with a line break is named in a warning that issues no command', () => {
    const { dir, first } = repoWithBots(['support'])
    writeFileSync(path.join(dir, 'bots', '$(touch pwned).xenioo'), 'x')
    writeFileSync(path.join(dir, 'bots', 'x%0A\n::error::y.xenioo'), 'x')
    git(dir, 'add', '.')
    git(dir, 'commit', '-q', '-m', 'odd names')
    const r = runScript(matrixStep.run!, dir, { BEFORE: first, AFTER: git(dir, 'rev-parse', 'HEAD') })
    expect(namesOf(r.output)).toEqual(['$(touch pwned)'])
    expect(warningsOf(r.stdout)).toEqual([
      expect.stringMatching(/^::warning::Not deployed: "bots\/x%250A\\n::error::y\.xenioo" holds a control character/)
    ])
    expect(readdirSync(dir)).not.toContain('pwned')
  })

  it('no job holds a per-bot environment or a bot key: one environment, the account key and the bot chosen by its name', () => {
    const text = example('fleet-bots.yml').text + example('fleet.yml').text
    expect(text).not.toMatch(/XENIOO_BOT_API_(KEY|SECRET)|bot-api-(key|secret)|secrets: inherit/)
    const job = chunk.jobs.deploy! as unknown as { environment: string; concurrency: { group: string } }
    expect(job.environment).toBe('fleet')
    expect(job.concurrency.group).toBe('xenioo-${{ matrix.bot.name }}-bot')
    const deploy = job as unknown as { steps: Step[] }
    const action = deploy.steps.find(s => s.id === 'deploy')!
    expect(action.with).toMatchObject({
      'account-api-key': '${{ secrets.XENIOO_ACCOUNT_API_KEY }}',
      'bot-name': '${{ matrix.bot.name }}',
      'backup-file': 'bots/${{ matrix.bot.name }}.xenioo'
    })
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
    const ids = { onboarding: '0000', sales: '0001', support: '0002', welcome: '0003' }
    for (const [bot, out] of Object.entries(bots)) {
      writeFileSync(path.join(work, 'bots', `${bot}.xenioo`), `${bot}-v2`)
      const ID = ids[bot as keyof typeof ids]
      runScript(resultStep.run!, work, { BOT: bot, ID, NEXT_RESTORE: '', NEXT_PUBLISH: '', ERROR: '', ...out })
    }
    // The report job downloads every bot's result into results/.
    mkdirSync(path.join(work, 'results'))
    for (const id of ['0000', '0001', '0002']) {
      writeFileSync(path.join(work, 'results', `${id}.json`), readFileSync(path.join(work, 'result', `${id}.json`)))
    }
    const summary = path.join(work, 'summary.md')
    writeFileSync(summary, '')
    const plan = (names: string[]) => names.map(name => ({ name, id: ids[name as keyof typeof ids] }))
    const chunks = JSON.stringify([plan(['onboarding', 'sales']), plan(['support', 'welcome'])])
    runScript(reportStep.run!, work, { GITHUB_STEP_SUMMARY: summary, CHUNKS: chunks })
    const table = readFileSync(summary, 'utf8')
    const row = (bot: string) => table.split('\n').find(l => l.startsWith(`| \` ${bot} \` |`))
    const sha = (bot: string) => createHash('sha256').update(`${bot}-v2`).digest('hex').slice(0, 12)
    expect(row('support')).toBe(
      `| \` support \` | \` overwritten \` | \` ${sha('support')} \` | \` true \` | \` Web, WhatsApp \` |  |  |  |`
    )
    expect(row('sales')).toBe(`| \` sales \` | \` unchanged \` | \` ${sha('sales')} \` | \` true \` |  |  |  |  |`)
    expect(row('onboarding')).toMatch(
      /^\| ` onboarding ` \| ` failed ` \| ` [0-9a-f]{12} ` \| {2}\| {2}\| ` 2026-11-26T23:00:05\.000Z ` \| {2}\| ` The bot was last overwritten at .* \\\| a pipe;/
    )
    expect(row('welcome')).toBe('| ` welcome ` | ` no result: its job did not run to its end ` |  |  |  |  |  |  |')
    expect(table).toMatch(
      /^\| Bot \| Result \| sha256 \| Published \| Channels \| Next restore \| Next publish \| Failure \|$/m
    )
    // The failed bot and the one without a result come first.
    const order = table
      .split('\n')
      .filter(l => l.startsWith('| `'))
      .map(l => l.split('`')[1]!.trim())
    expect(order).toEqual(['onboarding', 'welcome', 'sales', 'support'])
  })

  /** The report of `results` (each a bot's result file), as GitHub renders its summary: GFM, inline HTML allowed. */
  function report(results: Record<string, string>[]): { markdown: string; html: string } {
    const work = mkdtempSync(path.join(tmpdir(), 'fleet-report-'))
    mkdirSync(path.join(work, 'results'))
    results.forEach((r, i) => writeFileSync(path.join(work, 'results', `${i}.json`), JSON.stringify(r)))
    const summary = path.join(work, 'summary.md')
    writeFileSync(summary, '')
    const plan = results.map((r, i) => ({ name: r.bot, id: String(i) }))
    runScript(reportStep.run!, work, { GITHUB_STEP_SUMMARY: summary, CHUNKS: JSON.stringify([plan]) })
    const markdown = readFileSync(summary, 'utf8')
    const html = micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] })
    return { markdown, html }
  }
  const result = (bot: string, error: string, extra: Record<string, string> = {}) => ({
    bot,
    outcome: 'failure',
    result: '',
    sha256: 'a'.repeat(64),
    published: '',
    channels: '',
    next_restore: '',
    next_publish: '',
    error,
    ...extra
  })

  it('outside text in a cell is shown as text: no image, link, HTML or extra cell from a bot’s name or the platform’s words (#60)', () => {
    const hostile = [
      result('![x](https://evil.example/i.png)', '[Sign in](https://evil.example/login) now'),
      result('bot `with` ``ticks``', 'see https://evil.example and www.evil.example <img src=x onerror=alert(1)>'),
      result('pipe | bot', 'a \\| b | c \\\\| d'),
      result('<b>bold</b>', '**strong** _em_ ~~gone~~ [^1] &amp; &lt;', { channels: '<script>x</script>' })
    ]
    const { html } = report(hostile)
    expect(html).not.toMatch(/<(a|img|b|script|strong|em|del|sup)\b/)
    const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(1)
    expect(rows).toHaveLength(4)
    for (const [, cells] of rows) expect([...cells!.matchAll(/<td>/g)]).toHaveLength(8)
    for (const r of hostile)
      expect(html).toContain(r.bot.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'))
  })

  it('long errors are cut in the cell, and 1,000 bots of them stay under GitHub’s 1 MiB, saying how many are left out (#60)', () => {
    const long = Array.from(
      { length: 100 },
      (_, i) => `Channel ${i}: ${'the channel refused its settings; '.repeat(3)}`
    ).join(' ')
    expect(long.length).toBeGreaterThan(7000)
    const name = (i: number) => `bot-${String(i).padStart(4, '0')}`
    // The finding: 141 bots with such an error made a report over 1 MiB, dropped whole by GitHub.
    const errors = report(Array.from({ length: 1000 }, (_, i) => result(name(i), long)))
    expect(Buffer.byteLength(errors.markdown)).toBeLessThan(1024 * 1024)
    expect(errors.markdown.split('\n').filter(l => l.startsWith('| `'))).toHaveLength(1000)
    expect(errors.markdown).not.toMatch(/more bots are not shown/)
    expect(errors.markdown).toContain('…')
    // Every cell as long as a cell may be: the table is cut, and says how many bots it leaves out.
    const filled = { result: long, published: long, channels: long, next_restore: long, next_publish: long }
    const { markdown } = report(Array.from({ length: 1000 }, (_, i) => result(name(i), long, filled)))
    expect(Buffer.byteLength(markdown)).toBeLessThan(1024 * 1024)
    const shown = markdown.split('\n').filter(l => l.startsWith('| `'))
    for (const line of shown) expect(line.length).toBeLessThan(2600)
    const cut = /^(\d+) more bots are not shown, to keep the summary under GitHub’s 1 MiB/m.exec(markdown)
    expect(Number(cut?.[1])).toBe(1000 - shown.length)
    expect(shown.length).toBeGreaterThan(100)
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
    // #60: a promotion stopped here has spent staging's backup hour, and says until when.
    expect(gate?.env?.NEXT_BACKUP).toBe('${{ steps.export.outputs.next-backup-at }}')
    const work = mkdtempSync(path.join(tmpdir(), 'promote-'))
    const stopped = (() => {
      try {
        return runScript(gate!.run!, work, { LIVE_MATCH: 'unknown', NEXT_BACKUP: '2026-11-27T21:00:05.000Z' })
      } catch (e) {
        return { stdout: String((e as { stdout?: string }).stdout) }
      }
    })()
    expect(stopped.stdout).toMatch(
      /^::error::.*\(live-match: unknown\).*nothing was promoted\. The export used staging's backup hour: the next can go out from 2026-11-27T21:00:05\.000Z\./m
    )
    for (const name of ['promote.yml', 'deploy-with-snapshot.yml'])
      expect(example(name).text, name).not.toMatch(/what (the staging bot|it) runs now/)
    // The snapshot is the overwrite's own export (keep-replaced, #75), kept as an artifact by its output.
    expect(example('deploy-with-snapshot.yml').text).toMatch(
      /path: \$\{\{ steps\.deploy\.outputs\.replaced-backup \}\}/
    )
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
