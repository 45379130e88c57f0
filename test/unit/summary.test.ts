// The job summary, rendered from the inputs and the outcome: what ran, the result, the throttle,
// the failure with its fix, the run it came from; HTML-escaped, and never a key or a secret.
import { afterEach, describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import { deployRequest } from '../../src/action/inputs.ts'
import { buildSummary, type GitHubRun } from '../../src/action/summary.ts'
import type { RedactAll } from '../../src/lib/secrets.ts'
import { ActionError } from '../../src/domain/errors.ts'
import { readInputs } from '../../src/domain/inputs.ts'
import type { Outcome } from '../../src/run/outcome.ts'
import { type ReportView, reportOf } from '../../src/run/report.ts'
import { limitsShown } from '../../src/run/decision.ts'
import { planOf } from '../../src/run/run.ts'

function inputs(values: Record<string, string>) {
  const all: Record<string, string> = {
    'service-endpoint': 'https://api.example.com/route',
    'account-api-key': 'acc',
    'bot-api-key': 'bot',
    'bot-api-secret': 'sec',
    ...values
  }
  return readInputs(
    deployRequest({ getInput: n => all[n] ?? '', getBooleanInput: n => all[n] === 'true' }),
    WORKFLOW_WORDS
  )
}

/** A run that failed; the summary shows `failure`, the message as the log shows it. */
const FAILED: Outcome = { kind: 'refused', error: new ActionError('failed', 'fix') }

/** What a test gives: the report's view and the run; the summary renders the report made from it, as the action does. */
type Given = ReportView & { run: GitHubRun; redactAll?: RedactAll }

function render(view: Partial<Given>): string {
  const base: Given = {
    startedAt: 0,
    now: 2_500,
    inputs: undefined,
    outcome: FAILED,
    failure: undefined,
    run: {} as GitHubRun,
    sight: {},
    words: WORKFLOW_WORDS,
    ...view
  }
  const { inputs, outcome } = base
  const plan = inputs && planOf(inputs)
  const views = inputs && plan?.map(s => s.view(outcome, inputs, WORKFLOW_WORDS))
  const report = reportOf({ ...base, views, limits: inputs && plan && limitsShown(plan, inputs) })
  return buildSummary({ ...report, failure: base.failure }, base.run, base.redactAll).stringify()
}

afterEach(async () => {
  const { summary } = await import('@actions/core')
  summary.emptyBuffer()
})

describe('the job summary', () => {
  it('an overwrite that worked: the operation, the host, the result, the next allowed time; never the keys', () => {
    const html = render({
      inputs: inputs({ operation: 'overwrite', 'backup-file': 'b.xenioo' }),
      outcome: {
        kind: 'done',
        at: 0,
        backup: {
          inputPath: 'bots/a.xenioo',
          shown: 'bots/a.xenioo',
          path: '/ws/bots/a.xenioo',
          size: 2048,
          warnings: []
        },
        result: 'overwritten',
        next: { restore: '2026-11-24T05:00:00.000Z' },
        sha256: 'ab'.repeat(32)
      }
    })
    expect(html).toContain('Xenioo deploy: overwrite — overwritten')
    expect(html).toContain('api.example.com')
    expect(html).toContain('bots/a.xenioo, 2.0 KiB, sha256 abab')
    expect(html).toContain('2026-11-24T05:00:00.000Z')
    expect(html).toContain('2.5 s')
    expect(html).not.toMatch(/new-api-(key|secret)/)
  })
  it('a run cancelled before its call says cancelled', () => {
    const html = render({
      inputs: inputs({ operation: 'overwrite', 'backup-file': 'b.xenioo' }),
      failure: { kind: 'failed', message: 'The run was cancelled (SIGTERM) before any call.', fix: 'Run it again.' },
      cancelled: 'SIGTERM'
    })
    expect(html).toContain('overwrite — cancelled')
  })
  it('a failure: what went wrong and the likely fix, escaped', () => {
    const html = render({
      inputs: inputs({ operation: 'restore', 'backup-file': 'b.xenioo' }),
      failure: { kind: 'failed', message: 'The platform said: "<script>"', fix: 'Check & retry' }
    })
    expect(html).toContain('— failed')
    expect(html).toContain('What went wrong')
    expect(html).toContain('&lt;script&gt;')
    expect(html).not.toContain('<script>')
    expect(html).toContain('Check &amp; retry')
  })
  it('outside text can start no line of Markdown or HTML: line breaks become spaces, controls go', () => {
    const html = render({
      inputs: inputs({ operation: 'overwrite', 'backup-file': 'b.xenioo' }),
      failure: {
        kind: 'failed',
        message: 'refused\n\n## Deployed to production\r\n![b](https://x.invalid/b.png)\u202e',
        fix: 'a\nb'
      }
    })
    expect(html).not.toMatch(/^\s*(#|!\[)/m)
    expect(html).not.toMatch(/\u202e/)
    expect(html).toContain('refused ## Deployed to production ![b](https://x.invalid/b.png)')
  })

  it('a run stopped at its inputs: no operation, and the rows say so', () => {
    const html = render({ failure: { kind: 'refused', message: "Input 'operation' is empty.", fix: 'Set it.' } })
    expect(html).toContain('Xenioo deploy: no operation — refused')
    expect(html).toContain('<td>Throttle</td><td>not read (the inputs were refused)</td>')
    expect(html).not.toContain('Next restore allowed')
  })
  it('a run cancelled after its call succeeded says what was done, and what was cut; an export names its file', () => {
    const html = render({
      inputs: inputs({ operation: 'backup', 'backup-file': 'out.xenioo' }),
      outcome: {
        kind: 'done',
        at: 0,
        destination: { inputPath: 'out.xenioo', shown: 'out.xenioo', path: '/ws/out.xenioo', exists: true },
        result: 'backed-up',
        recorded: false
      },
      cancelled: 'SIGINT'
    })
    expect(html).toContain('backup — backed-up')
    expect(html).toContain(
      'The run was cancelled (SIGINT) after the backup succeeded: the throttle ledger entry was not saved'
    )
    expect(html).toContain('<td>Ledger entry</td><td>not saved')
    expect(html).toContain('out.xenioo (not written)')
    expect(html).toContain('Next backup allowed')
  })
  it('the commit, ref and run it came from, escaped', () => {
    const html = render({
      run: {
        sha: '0123456789abcdef',
        ref: 'refs/heads/<main>',
        repository: 'o/r',
        runId: '42',
        runNumber: '7',
        workflow: 'Deploy',
        serverUrl: undefined
      }
    })
    expect(html).toContain('commit <code>0123456789ab</code>')
    expect(html).toContain('ref <code>refs/heads/&lt;main&gt;</code>')
    expect(html).toContain('<a href="https://github.com/o/r/actions/runs/42">Deploy #7</a>')
  })

  it("lists under their titles, as many as fit in half a step's 1 MiB; no table without rows", () => {
    const line = 'Bot: ' + 'x'.repeat(1000)
    const lists = [
      ['', ['You: hi', 'Bot: <b>hello</b>']],
      ...Array.from({ length: 600 }, (_, i) => [`case ${i}`, [line]] as const)
    ] as const
    const html = buildSummary(
      { heading: 'Xenioo smoke test — failed', lists, paragraphs: [], rows: [] },
      {} as GitHubRun
    ).stringify()
    expect(html).toContain('<ul><li>You: hi</li><li>Bot: &lt;b&gt;hello&lt;/b&gt;</li></ul>')
    expect(html).toContain('<h3>case 0</h3>')
    expect(html).not.toContain('<h3>case 599</h3>')
    expect(html).toContain('<p>The rest is in the log.</p>')
    expect(html.length).toBeLessThan(600 * 1024)
    expect(html).not.toContain('<table>')
  })
})
