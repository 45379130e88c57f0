// The step that is the platform's call (restore, overwrite, clone, export): what it sends or receives, its
// log, outputs (a new bot's keys masked at once), rows and ledger entry.

import { Input, Output, type OutputName } from '../domain/constants.ts'
import type { GivenInputs } from '../domain/inputs.ts'
import { BACKUP_LIMIT, type FileRole, RESTORE_LIMIT } from '../domain/operations.ts'
import { streamBackup } from '../files/source.ts'
import type { BotCallName } from '../domain/operations.ts'
import type { BackupBody } from '../platform/client.ts'
import type { RunContext, Step } from './context.ts'
import type { Row } from '../domain/result.ts'
import { withReport, type CallReport, type RunState, type Outcome } from './outcome.ts'
import { recordedCall, type RecordedCall } from './record.ts'
import { keepReplaced } from './keep-replaced.ts'
import { checkDrift, noteVersion } from './drift.ts'
import { publishesAfter } from './go-live.ts'
import { toPutBack } from './rollback.ts'
import type { Words } from '../domain/words.ts'

/** What the call brought: a bot's key and secret, or the backup written; none when it failed. */
const brought = (outcome: RunState) => outcome.reports?.call

function callingLine(ctx: RunContext): string {
  const { backup, destination, inputs } = ctx
  const what = inputs.operation.name
  if (backup) return `Calling ${what} with ${backup.shown} (${backup.size} bytes)…`
  if (destination) return `Calling ${what}, to write ${destination.shown}…`
  return `Calling ${what}…`
}

/** Sends the call: an export's answer is written to its destination. */
async function send(ctx: RunContext, token: string, body: BackupBody | undefined): Promise<CallReport> {
  const { platform, inputs, download, cancel } = ctx
  const { serviceEndpoint, operation } = inputs
  const botCall = async (op = operation.name as BotCallName) => ({
    keys: await platform.botCall({ op, serviceEndpoint, token, backup: body, signal: cancel.signal })
  })
  const byRole: Record<FileRole, () => Promise<CallReport>> = {
    receive: async () => {
      const answer = await platform.openBackup(serviceEndpoint, token, cancel.signal)
      const moved = (bytes: number) => ctx.log.progress?.({ moving: 'export', bytes, total: answer.declaredBytes })
      const saved = await download?.write(answer, inputs.maxBackupBytes, ctx.words, moved)
      const file = { file: ctx.destination?.inputPath ?? '', title: 'Backup file' }
      for (const warning of saved?.warnings ?? [])
        ctx.log.warning(`The export was written as it came, but ${warning}.`, file)
      return { saved }
    },
    send: () => botCall(),
    none: () => botCall(),
    kept: () => botCall('overwrite')
  }
  return byRole[operation.backup]()
}

/** The call as the step makes it, recorded: what it sends, and the outcome of its answer or failure. */
function theCall(ctx: RunContext, known: RunState, token: string): RecordedCall<CallReport> {
  const { backup, inputs } = ctx
  const moved = (bytes: number) => ctx.log.progress?.({ moving: 'upload', bytes, total: backup?.size })
  const sending = backup ? streamBackup(backup, moved) : undefined
  const body = sending && backup && { body: sending.body, size: backup.size }
  const sent = () => sending?.digest()?.sha256
  return {
    limit: inputs.operation.limit,
    operation: inputs.operation.entry,
    send: async () => {
      const brought = await send(ctx, token, body)
      ctx.secrets.add(brought.keys?.apiKey)
      ctx.secrets.add(brought.keys?.apiSecret)
      return brought
    },
    sent,
    answered: (brought, at, next) => {
      const sha256 = sent() ?? known.sha256 ?? brought.saved?.sha256
      const done = { ...known, kind: 'done', result: inputs.operation.result, at, sha256, next } as const
      return withReport(done, 'call', brought)
    },
    failed: failure => withReport(failure, 'call', {})
  }
}

function bytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`
  return `${(n / 1024 / 1024).toFixed(1)} MiB`
}

/** What was sent or written, for the summary's `Backup file` row. */
function backupText(outcome: Outcome): string {
  const saved = brought(outcome)?.saved
  const { backup, destination, sha256 } = outcome
  if (destination) {
    if (!saved) return `${destination.shown} (not written)`
    const what = saved.changed ? 'written' : 'unchanged: it already held these bytes'
    return `${destination.shown} (${what}), ${bytes(saved.bytes)}, sha256 ${saved.sha256}`
  }
  if (backup) return `${backup.shown}, ${bytes(backup.size)}${sha256 ? `, sha256 ${sha256}` : ''}`
  return '—'
}

function given(outcome: Outcome, inputs: GivenInputs): Row[] {
  const files = (): Row[] => {
    const warnings = outcome.backup?.warnings ?? []
    return [
      ['Backup file', backupText(outcome)],
      ...(warnings.length ? [['Backup warnings', warnings.join(' ')] as const] : [])
    ]
  }
  const byRole: Record<FileRole, () => Row[]> = {
    none: () => [['Backup file', 'none (clone)']],
    send: files,
    receive: files,
    kept: () => [
      [
        'Backup file',
        `${outcome.backup ? `${backupText(outcome)} ` : ''}(the copy this tool kept of what the last overwrite replaced)`
      ]
    ]
  }
  return byRole[inputs.operation.backup]()
}

/** The run's closing sentence: where the key and secret are, or what the export wrote (as its row says it). */
function sentence(outcome: Outcome, inputs: GivenInputs, words: Words): string {
  if (brought(outcome)?.saved) return `${backupText(outcome)}.`
  if (!inputs.operation.newBot) return 'The bot keeps its API key and secret.'
  return inputs.outputCredentials
    ? `The new bot's API key and secret are ${words.keysAt}.`
    : `The new bot's API key and secret were not written as outputs (${words.setting('output-credentials', 'false')}).`
}

/** The copy of what the overwrite replaced, for the summary's row: where, or why none was kept. */
function replacedText(outcome: Outcome, inputs: GivenInputs, w: Words): string | undefined {
  const { replaced } = outcome
  if (replaced) return `kept at ${replaced.path}, ${bytes(replaced.bytes)}, sha256 ${replaced.sha256}`
  if (!inputs.operation.skipsUnchanged) return undefined
  if (!inputs.keepReplaced)
    return `not kept (${w.setting(Input.KeepReplaced, 'false')}): what the overwrite replaced is gone`
  return outcome.kind === 'done' ? 'not kept' : 'none: nothing was replaced'
}

function outputs(outcome: Outcome, inputs: GivenInputs): [OutputName, string][] {
  const { saved } = brought(outcome) ?? {}
  const out: [OutputName, string][] = []
  if (inputs.operation.skipsUnchanged) {
    out.push([Output.ReplacedBackup, outcome.replaced?.path ?? ''])
    out.push([Output.Drift, outcome.drift?.state ?? ''])
  }
  if (saved) {
    out.push([Output.BackupSha256, saved.sha256], [Output.BackupBytes, String(saved.bytes)])
    out.push([Output.Changed, String(saved.changed)])
  }
  const { emptyNext } = inputs.operation
  const said = outcome.kind === 'done' || (outcome.kind === 'no-call' && outcome.result === 'planned')
  if (emptyNext && said) out.push([emptyNext, ''])
  return out
}

export const platformCall: Step = {
  key: 'call',
  limitIn: inputs => inputs.operation.limit,
  before: (inputs, known) => (inputs.keepReplaced && !known?.relied ? BACKUP_LIMIT : undefined),
  verb: inputs => inputs.operation.name,
  would: ctx =>
    `would ${ctx.inputs.keepReplaced ? 'export the bot to keep what the overwrite replaces, then ' : ''}${ctx.inputs.operation.would}${ctx.destination ? ` to ${ctx.destination.shown}` : ''}${ctx.inputs.operation.backup === 'kept' && ctx.backup ? `: ${ctx.backup.shown}` : ''}`,
  unchangedIn: inputs => inputs.operation.unchanged,
  async call(given, known) {
    const found = given.inputs.operation.backup === 'kept' ? await toPutBack(given, known) : { ctx: given, known }
    if ('kind' in found) return found
    const { ctx } = found
    const token = await ctx.cancel.race(ctx.token.current())
    const kept = await keepReplaced(ctx, found.known, token)
    if ('kind' in kept) return kept
    const checked = await checkDrift(ctx, kept)
    if ('kind' in checked) return checked
    ctx.log.info(callingLine(ctx))
    const outcome = await recordedCall(ctx, checked, theCall(ctx, checked, token))
    // The `Version` after the run's last call that changes the bot: the publish's, when one follows.
    const last = ctx.inputs.operation.skipsUnchanged && !publishesAfter(ctx.inputs, outcome)
    return last ? noteVersion(ctx, outcome, RESTORE_LIMIT.noun) : outcome
  },
  view(outcome, inputs, words) {
    const saved = brought(outcome)?.saved
    const done = outcome.kind === 'done' && brought(outcome) !== undefined
    const replaced = replacedText(outcome, inputs, words)
    return {
      outputs: outputs(outcome, inputs),
      keys: inputs.outputCredentials ? brought(outcome)?.keys : undefined,
      given: given(outcome, inputs),
      rows: [
        ...(outcome.destination && saved ? [['Changed', saved.changed ? 'yes' : 'no'] as const] : []),
        ...(replaced ? [['Replaced backup', replaced] as const] : []),
        ...(outcome.drift ? [['Drift', `${outcome.drift.state} (${outcome.drift.why})`] as const] : [])
      ],
      closing: done ? { sentence: sentence(outcome, inputs, words) } : undefined
    }
  }
}
