// The run's rooms in-process, as tables: the chosen over any plan of limited steps (the ruling
// limit, skip-unchanged's leading steps not needed), going live's view of every publish report
// (outputs, the Live bot row, the heading, the closing words, the ledger entry, the channel
// errors), the record (entries saved, journaled, left to the post step), and the post step's
// reading of what the main step left.
import { describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import { deployRequest } from '../../src/action/inputs.ts'
import { pendingEntries } from '../../src/action/post.ts'
import { readInputs } from '../../src/domain/inputs.ts'
import { PUBLISH_LIMIT, RESTORE_LIMIT, type Limit } from '../../src/domain/operations.ts'
import { sealerOf } from '../../src/domain/ledger-keys.ts'
import { assess, type ThrottleState } from '../../src/domain/throttle.ts'
import { Ledger, type LedgerStore } from '../../src/ledger/ledger.ts'
import { LedgerDoor } from '../../src/ledger/open.ts'
import type { Log } from '../../src/lib/log.ts'
import { decideRun } from '../../src/run/decision.ts'
import { entryAfter, goLive } from '../../src/run/go-live.ts'
import { GO_LIVE } from '../../src/run/go-live.ts'
import type { PublishReport } from '../../src/run/outcome.ts'
import { withReport, type Outcome, type View } from '../../src/run/outcome.ts'
import { planOf } from '../../src/run/run.ts'
import { lastLive } from '../../src/run/live-match.ts'
import { record } from '../../src/run/record.ts'
import type { PendingEntry } from '../../src/ledger/ledger.ts'
import { recordLeft } from '../../src/action/post.ts'
import { ActionError } from '../../src/domain/errors.ts'
import { Cancellation } from '../../src/lib/cancel.ts'
import type { RunContext } from '../../src/run/context.ts'

/** The seal of a deploy with the bot's keys. */
const SEALER = sealerOf({ level: 'account', accountApiKey: 'acc' })!

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0)
const MIN = 60_000
const SHA = 'ab'.repeat(32)

function inputs(values: Record<string, string> = {}) {
  const all: Record<string, string> = {
    operation: 'overwrite',
    'service-endpoint': 'https://api.example.com/route',
    'account-api-key': 'acc',
    'bot-api-key': 'bot',
    'bot-api-secret': 'sec',
    'backup-file': 'b.xenioo',
    ...values
  }
  return readInputs(
    deployRequest({ getInput: n => all[n] ?? '', getBooleanInput: n => all[n] === 'true' }),
    WORKFLOW_WORDS
  )
}

/** A store that keeps what it is given, or refuses every save with `refuse`. */
function store(refuse?: string): LedgerStore & { saved: string[]; journaled: (readonly PendingEntry[])[] } {
  const saved: string[] = []
  const journaled: (readonly PendingEntry[])[] = []
  return {
    name: 'the Actions cache',
    saved,
    journaled,
    lookup: async () => undefined,
    save: async key => {
      if (refuse) throw new Error(refuse)
      saved.push(key)
    },
    journal: async entries => void journaled.push(entries)
  }
}

function ledger(limit: Limit, s: LedgerStore = store()): Ledger {
  return new Ledger({
    later: WORKFLOW_WORDS.later,
    store: s,
    prefix: `${limit.noun}-p-`,
    sealer: SEALER,
    limit,
    warn: () => undefined,
    limits: { lookupMs: 100, saveMs: 100 }
  })
}

/** A ledger view whose newest entry is `key` (`{minutes ago}-{operation}-ok-{sha}`), or empty. */
function view(limit: Limit, entry?: { ago: number; op: string; sha?: string }): View {
  const l = ledger(limit)
  const unsealed = entry && `${l.prefix}${NOW - entry.ago * MIN}-${entry.op}-ok${entry.sha ? `-${entry.sha}` : ''}`
  const key = unsealed && `${unsealed}-s${SEALER(unsealed)}`
  const state: ThrottleState = assess(key, l.place, NOW)
  return { noun: limit.noun, state }
}

describe('the chosen, over any plan of limited steps', () => {
  const plan = planOf(inputs({ publish: 'true' }))
  const withPublish = inputs({ publish: 'true' })
  const rows: [string, View[], string | undefined, { kind: string; limit?: string; from: number }][] = [
    ['no ledger read: go, from the first step', [], undefined, { kind: 'go', limit: 'restore', from: 0 }],
    [
      'nothing within the hour: go',
      [view(RESTORE_LIMIT), view(PUBLISH_LIMIT)],
      undefined,
      { kind: 'go', limit: 'restore', from: 0 }
    ],
    [
      'a restore 20 min ago: fail on the restore',
      [view(RESTORE_LIMIT, { ago: 20, op: 'overwrite' }), view(PUBLISH_LIMIT)],
      undefined,
      { kind: 'fail', limit: 'restore', from: 0 }
    ],
    [
      'a publish 10 min ago only: fail on the publish',
      [view(RESTORE_LIMIT), view(PUBLISH_LIMIT, { ago: 10, op: 'publish' })],
      undefined,
      { kind: 'fail', limit: 'publish', from: 0 }
    ],
    [
      'both used: the later window rules',
      [view(RESTORE_LIMIT, { ago: 40, op: 'overwrite' }), view(PUBLISH_LIMIT, { ago: 10, op: 'publish' })],
      undefined,
      { kind: 'fail', limit: 'publish', from: 0 }
    ],
    [
      'the draft holds the bytes, the live bot does not: the publish alone',
      [view(RESTORE_LIMIT, { ago: 90, op: 'overwrite', sha: SHA }), view(PUBLISH_LIMIT)],
      SHA,
      { kind: 'go', limit: 'publish', from: 1 }
    ],
    [
      'both hold the bytes: unchanged, no call',
      [
        view(RESTORE_LIMIT, { ago: 20, op: 'overwrite', sha: SHA }),
        view(PUBLISH_LIMIT, { ago: 20, op: 'publish', sha: SHA })
      ],
      SHA,
      { kind: 'unchanged', limit: 'publish', from: 2 }
    ],
    [
      'the live bot holds the bytes but the draft does not: an overwrite, the publish not skipped',
      [view(RESTORE_LIMIT, { ago: 90, op: 'overwrite' }), view(PUBLISH_LIMIT, { ago: 90, op: 'publish', sha: SHA })],
      SHA,
      { kind: 'go', limit: 'restore', from: 0 }
    ]
  ]
  it.each(rows)('%s', (_, views, sha256, want) => {
    const chosen = decideRun(plan, withPublish, { views }, sha256)
    expect({ kind: chosen.decision.kind, limit: chosen.limit?.noun, from: chosen.from }).toEqual(want)
  })

  it('a plan with no limit (a clone): go, no limit', () => {
    const chosen = decideRun(
      planOf(inputs({ operation: 'clone-by-ref', 'backup-file': '' })),
      inputs({ operation: 'clone-by-ref', 'backup-file': '' }),
      {},
      undefined
    )
    expect([chosen.decision.kind, chosen.limit, chosen.from]).toEqual(['go', undefined, 0])
  })

  it('unchanged: the last step that holds the bytes says what the bot holds', () => {
    const views = [
      view(RESTORE_LIMIT, { ago: 20, op: 'overwrite', sha: SHA }),
      view(PUBLISH_LIMIT, { ago: 20, op: 'publish', sha: SHA })
    ]
    expect(decideRun(plan, withPublish, { views }, SHA).unchanged?.holder).toBe('live bot')
    const draftOnly = decideRun(planOf(inputs()), inputs(), { views: views.slice(0, 1) }, SHA)
    expect([draftOnly.decision.kind, draftOnly.unchanged?.holder]).toEqual(['unchanged', 'draft'])
  })
})

describe("going live's view of the run", () => {
  const publishing = inputs({ publish: 'true' })
  const done: Outcome = { kind: 'done', result: 'overwritten', at: NOW, views: [view(PUBLISH_LIMIT)] }
  const live = { online: ['Web'], errors: [], unlisted: false }
  const refused = new ActionError('refused', 'fix')
  const reports: [
    string,
    PublishReport | undefined,
    { published: string; row: string; ending?: string; entry?: string; after?: string }
  ][] = [
    [
      'published after the overwrite',
      { asCall: false, kind: 'published', at: NOW, live, sha256: SHA },
      {
        published: 'true',
        row: 'published, live on Web',
        ending: ' and published',
        entry: 'ok',
        after: '; published: the new version is live on Web'
      }
    ],
    [
      'may have been published',
      { asCall: false, kind: 'maybe-published', error: refused, at: NOW },
      {
        published: 'unknown',
        row: 'may have been published (recorded in the ledger)',
        ending: '; publish unknown',
        entry: 'unknown',
        after: '; the publish may have been applied'
      }
    ],
    [
      'refused',
      { asCall: false, kind: 'not-published', error: refused },
      {
        published: 'false',
        row: 'not published: the publish failed (see below); the live bot did not change',
        ending: '; not published',
        after: '; not published: the live bot did not change'
      }
    ],
    // As the run's call, its entry is the recorded call's (run/record.ts), not the view's.
    [
      'the publish as the call',
      { asCall: true, kind: 'published', at: NOW, live, sha256: SHA },
      { published: 'true', row: 'published, live on Web', after: ': the new version is live on Web' }
    ]
  ]
  it.each(reports)('%s', (_, report, want) => {
    const v = goLive.view(report ? withReport(done, GO_LIVE, report) : done, publishing, WORKFLOW_WORDS)
    expect(Object.fromEntries(v.outputs ?? []).published).toBe(want.published)
    expect(v.rows).toEqual([['Live bot', want.row]])
    expect(v.ending).toBe(want.ending)
    // After the overwrite the step makes its entry; as the run's call, the recorded call does.
    if (report && !report.asCall) expect(entryAfter(report)?.note.outcome).toBe(want.entry)
    expect(v.closing?.after).toBe(want.after)
  })

  it('an overwrite without publish: false, nothing known live (#75), and the closing sentence says the live bot did not change', () => {
    const v = goLive.view(done, inputs(), WORKFLOW_WORDS)
    expect(Object.fromEntries(v.outputs ?? [])).toEqual({ published: 'false', 'live-sha256': '' })
    expect(v.closing?.sentence).toMatch(/the live bot did not change/)
  })

  it('channel errors: the step fails, naming them; the channels online are outputs', () => {
    const errors = [{ channel: 'WhatsApp', message: 'bad token' }]
    const report: PublishReport = { asCall: false, kind: 'published', at: NOW, live: { ...live, errors }, sha256: SHA }
    const v = goLive.view(withReport(done, GO_LIVE, report), publishing, WORKFLOW_WORDS)
    expect(v.error?.message).toMatch(/1 channel reported errors: WhatsApp\. It is live on Web\./)
    expect(Object.fromEntries(v.outputs ?? [])['publish-errors']).toBe(JSON.stringify(errors))
  })

  it('a run cancelled after its overwrite and before the publish: nothing sent, nothing live, the overwrite said as applied', async () => {
    const cancel = new Cancellation()
    cancel.cancel('SIGINT')
    const sent: string[] = []
    const ctx = {
      inputs: publishing,
      cancel,
      clock: { now: () => NOW },
      log: { info: () => undefined },
      platform: { publish: async () => sent.push('publish') },
      ledgers: new LedgerDoor(),
      origin: undefined,
      words: WORKFLOW_WORDS
    } as unknown as RunContext
    const after = await goLive.after!(ctx, { kind: 'done', result: 'overwritten', at: NOW })
    expect(sent).toEqual([])
    const report = after.reports?.[GO_LIVE]
    expect(report?.kind).toBe('not-published')
    const error = report && 'error' in report ? report.error : undefined
    expect(error?.message).toBe(
      'The overwrite was applied (the draft holds the backup), but the publish was not: The run was cancelled (SIGINT) before the publish was sent: nothing went live.'
    )
    expect(error?.fix).toMatch(/^Publish with a run of 'operation: publish'/)
  })

  it('a publish that may have been applied with the ledger off does not say it was recorded', () => {
    const report: PublishReport = { asCall: true, kind: 'maybe-published', error: refused, at: NOW }
    const v = goLive.view(
      withReport<Outcome, typeof GO_LIVE>({ kind: 'maybe-applied', error: refused, at: NOW }, GO_LIVE, report),
      inputs({ operation: 'publish', 'backup-file': '' }),
      WORKFLOW_WORDS
    )
    expect(v.rows).toEqual([['Live bot', 'may have been published']])
    expect(Object.fromEntries(v.outputs ?? []).published).toBe('unknown')
  })
})

/** A log that keeps what it is told. */
function keptLog(): Log & { lines: string[] } {
  const lines: string[] = []
  const keep = (m: string) => void lines.push(m)
  return { lines, info: keep, debug: () => undefined, warning: m => keep(`warning: ${m}`), notice: keep, error: keep }
}

describe('the record', () => {
  function recording(s: ReturnType<typeof store>, extra: Ledger[] = []) {
    const log = keptLog()
    const outcome: Outcome = {
      kind: 'done',
      result: 'overwritten',
      at: NOW,
      sha256: SHA,
      views: [{ noun: 'restore', state: assess(undefined, { prefix: 'restore-p-', sealer: SEALER }, NOW) }]
    }
    return {
      journal: s.journaled,
      log,
      outcome,
      run: {
        origin: { runNumber: '7', ref: 'refs/heads/main' },
        log,
        ledgers: new LedgerDoor([ledger(RESTORE_LIMIT, s), ...extra])
      }
    }
  }

  it('a call no step made calls for no entry', async () => {
    const s = store()
    const r = recording(s)
    expect(await record(r.outcome, r.run)).toEqual({})
    expect(s.saved).toEqual([])
  })

  it('saved: the journal is emptied and the log names the call; refused: left to the post step', async () => {
    const { platformCall } = await import('../../src/run/call.ts')
    for (const [refuse, want] of [
      [undefined, { recorded: true, leftToPost: false }],
      ['503', { recorded: false, leftToPost: true }]
    ] as const) {
      const s = store(refuse)
      const r = recording(s)
      // The entry the recorded call made for the call (run/record.ts).
      const entry = {
        noun: 'restore',
        at: NOW,
        note: { operation: 'overwrite', outcome: 'ok', sha256: SHA }
      } as const
      const outcome = withReport({ ...r.outcome, entries: [entry] }, platformCall.key, {})
      expect(await record(outcome, r.run)).toEqual(want)
      // Refused: the entry not saved is what the journal leaves to the post step.
      expect(r.journal.at(-1)?.map(e => e.note.outcome)).toEqual(refuse ? ['ok'] : [])
      if (!refuse)
        expect(s.saved[0]).toMatch(
          new RegExp(`^restore-p-${NOW}-overwrite-ok-${SHA}-by-7-refs/heads/main-s[0-9a-f]{32}$`)
        )
      if (!refuse) expect(r.log.lines).toContain('Throttle ledger: recorded this overwrite.')
    }
  })

  it('two entries, one saved and one not: only the one not saved is left to the post step', async () => {
    const { platformCall } = await import('../../src/run/call.ts')
    const s = store()
    const second = store('no answer within 3 s')
    const r = recording(s, [ledger(PUBLISH_LIMIT, second)])
    const saved = {
      noun: 'restore',
      at: NOW,
      note: { operation: 'overwrite', outcome: 'ok' }
    } as const
    const left = {
      noun: 'publish',
      at: NOW + 5,
      note: { operation: 'publish', outcome: 'unknown' }
    } as const
    const outcome = withReport({ ...r.outcome, entries: [saved, left] }, platformCall.key, {})
    expect(await record(outcome, r.run)).toEqual({ recorded: false, leftToPost: true })
    expect(s.saved).toHaveLength(1)
    expect(r.journal.at(-1)?.map(e => `${e.noun}-${e.note.operation}-${e.note.outcome}`)).toEqual([
      'publish-publish-unknown'
    ])
  })

  it('the post step saves each entry at its time + 1 ms, or warns once with the reason and the limit that still applies', async () => {
    const entry: PendingEntry = {
      prefix: 'restore-p-',
      noun: 'restore',
      at: NOW,
      note: { operation: 'overwrite', outcome: 'unknown' },
      seal: 'ab'.repeat(16)
    }
    const s = store()
    const log = keptLog()
    await recordLeft([entry], { openStore: async () => s, log })
    expect(s.saved).toEqual([`restore-p-${NOW + 1}-overwrite-unknown-s${'ab'.repeat(16)}`])
    expect(log.lines).toEqual([
      'Throttle ledger: the post step recorded the overwrite (it may have been applied), which the main step could not.'
    ])
    const thrown = async (): Promise<LedgerStore> => {
      throw new Error('no cache service')
    }
    for (const open of [async () => 'no cache service', thrown, async () => store('HTTP 503')]) {
      const warned = keptLog()
      await recordLeft([entry], { openStore: open, log: warned })
      expect(warned.lines).toEqual([
        expect.stringMatching(
          /^warning: Throttle ledger: the post step could not record the overwrite \(it may have been applied\) \((no cache service|HTTP 503)\)\. The next run within the hour will not know of it; the platform's own limit of one restore or overwrite per bot per hour still applies\.$/
        )
      ])
    }
  })
})

describe('the post step and a state it cannot read whole', () => {
  it('an entry of no known limit is not said to be recorded', async () => {
    const entry = {
      prefix: 'x-',
      noun: 'restroe',
      at: NOW,
      note: { operation: 'overwrite', outcome: 'unknown' },
      seal: 'ab'.repeat(16)
    } as const
    const s = store()
    const log = keptLog()
    await recordLeft([entry], { openStore: async () => s, log })
    expect(s.saved).toEqual([])
    expect(log.lines).toEqual([expect.stringMatching(/^warning: .*could not record .*names no limit 'restroe'/)])
  })
})

describe("the post step's reading of the state", () => {
  const entry = {
    prefix: 'p-',
    noun: 'restore',
    at: 1,
    note: { operation: 'restore', outcome: 'unknown' },
    seal: 'ab'.repeat(16)
  }
  it.each([
    ['nothing left', undefined, 0, 0],
    ['corrupt JSON', '{not json', 0, 1],
    ['not a list', '{"a":1}', 0, 1],
    ['one entry', JSON.stringify([entry]), 1, 0],
    ['an unknown limit', JSON.stringify([{ ...entry, noun: 'restroe' }]), 0, 1],
    ['a time that is not a number', JSON.stringify([{ ...entry, at: '1' }]), 0, 1],
    [
      'an operation with a line break',
      JSON.stringify([{ ...entry, note: { ...entry.note, operation: 'restore\n::error::x' } }]),
      0,
      1
    ],
    ['a prefix with a comma', JSON.stringify([{ ...entry, prefix: 'a,b' }]), 0, 1],
    ['no seal (the post step holds no secret to make one)', JSON.stringify([{ ...entry, seal: undefined }]), 0, 1],
    ['one good, one not', JSON.stringify([entry, null]), 1, 1]
  ])('%s', (_, raw, count, unreadable) => {
    const read = pendingEntries(raw === undefined ? {} : { STATE_ledger: raw })
    expect(read.entries).toHaveLength(count)
    expect(read.unreadable).toBe(unreadable)
  })
})

describe('live-match: what this repository last put live, as the ledger says', () => {
  const at = (min: number) => new Date(NOW - min * 60_000)
  const state = (s: Partial<ThrottleState>): ThrottleState => ({
    lastAt: undefined,
    nextAt: new Date(NOW),
    throttled: false,
    ...s
  })
  const ok = (operation: 'publish' | 'overwrite') => ({ operation, outcome: 'ok' }) as const
  const none = state({})
  it.each([
    [
      'a confirmed publish with its bytes',
      state({ lastAt: at(5), lastCall: ok('publish'), confirmed: { sha256: SHA } }),
      none,
      SHA
    ],
    [
      'a publish of its own after a confirmed overwrite: the overwrite’s bytes',
      state({ lastAt: at(5), lastCall: ok('publish') }),
      state({ lastAt: at(70), lastCall: ok('overwrite'), confirmed: { sha256: 'f'.repeat(64) } }),
      'f'.repeat(64)
    ],
    ['no publish known', none, none, /no publish/],
    [
      'a publish that may not have been applied',
      state({ lastAt: at(5), lastCall: { operation: 'publish', outcome: 'unknown' } }),
      none,
      /not confirmed/
    ],
    ['a newest entry not believed', state({ doubt: 'is unreadable' }), none, /not believed/],
    [
      'an overwrite after the publish: what went live is not known',
      state({ lastAt: at(70), lastCall: ok('publish') }),
      state({ lastAt: at(5), lastCall: ok('overwrite'), confirmed: { sha256: SHA } }),
      /does not know which backup/
    ]
  ] as const)('%s', (_, publish, overwrite, want) => {
    const live = lastLive(publish, overwrite)
    if (typeof want === 'string') expect(live).toEqual({ sha256: want, at: publish.lastAt })
    else expect(live).toMatch(want)
  })
})

describe('the door to the ledgers (#57): entries in by their limit, plain views out', () => {
  const entry = { noun: 'restore', at: NOW, note: { operation: 'overwrite', outcome: 'ok' } } as const
  it('an entry for a ledger the run did not open is neither journaled nor saved', async () => {
    const door = new LedgerDoor()
    expect(door.pending(entry)).toBeUndefined()
    expect(await door.record(entry)).toBe(false)
  })
  it('a ledger whose cache refuses writes journals nothing for the post step (it would only be refused again)', () => {
    const mute = new Ledger({
      later: WORKFLOW_WORDS.later,
      store: store(),
      prefix: 'restore-p-',
      sealer: SEALER,
      limit: RESTORE_LIMIT,
      warn: () => undefined,
      limits: { lookupMs: 100, saveMs: 100 },
      sight: { mute: 'the job may not write the cache' }
    })
    expect(new LedgerDoor([mute]).pending(entry)).toBeUndefined()
    expect(new LedgerDoor([ledger(RESTORE_LIMIT)]).pending(entry)).toMatchObject({ prefix: 'restore-p-', at: NOW })
  })
})
