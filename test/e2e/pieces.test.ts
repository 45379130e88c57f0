// A secret in 12-character pieces that are not neighbours in one list: a publish answer's channel
// errors (the channel names between the pieces) and its channel names (the messages between them).
// None of it is shown: not in the log, the annotations, the outputs or the summary. On the
// committed dist/. (A bot that says a token one piece per answer: test/e2e/smoke-test.test.ts.)
import { describe, expect, it } from 'vitest'
import type { RunResult } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'

const fresh = freshStages()
const pieces = (secret: string) => secret.match(/.{1,12}/g) ?? []

/** Everything the run showed: the log (without the mask commands), the summary, the outputs but the masked keys. */
function shownBy(r: RunResult): string {
  const outputs = Object.entries(r.outputs).filter(([k]) => k !== 'api-key' && k !== 'api-secret')
  return [r.stdout.replace(/^::add-mask::.*$/gm, ''), r.stderr, r.summary, JSON.stringify(outputs)].join('\n')
}

function expectNoPiece(r: RunResult, secret: string): void {
  const shown = shownBy(r)
  for (const p of pieces(secret).filter(p => p.length === 12)) expect(shown, `piece ${p}`).not.toContain(p)
}

const publishing = (s: Stage) => deployRun(s, { scope: 'refs/heads/main', inputs: { publish: 'true' } })

describe.concurrent('a secret in pieces across the fields of one answer and across answers', () => {
  it("the bot's secret as channel errors, one piece each, with the channels' names between", async () => {
    const s = await fresh()
    const secret = s.keys.prodSecret
    const Errors = pieces(secret).map((Message, i) => ({
      Channel: ['WhatsApp', 'Telegram', 'Viber'][i] ?? `Ch${i}`,
      Message
    }))
    s.sim.fault('publish', { kind: 'json', body: { Errors, Online: ['Web'] } })
    const r = await runChecked(s, publishing(s))
    expect(r.code).toBe(1)
    expect(r.errors.length).toBeGreaterThan(1)
    expectNoPiece(r, secret)
    expect(JSON.parse(r.outputs['publish-errors']!)[0].channel).toBe('WhatsApp')
  })

  it("the bot's secret as the channels' names, one piece each, with their messages between", async () => {
    const s = await fresh()
    const secret = s.keys.prodSecret
    const Errors = pieces(secret).map(Channel => ({ Channel, Message: 'token expired' }))
    s.sim.fault('publish', { kind: 'json', body: { Errors, Online: pieces(secret) } })
    const r = await runChecked(s, publishing(s))
    expect(r.code).toBe(1)
    expectNoPiece(r, secret)
    expect(r.stdout).toMatch(/token expired/)
  })
})
