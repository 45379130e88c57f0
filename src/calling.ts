// The call itself, and what the run learned from it: a bot's key and secret (masked at once), or a
// backup written to its file; and, for a call that may have been applied (or, for a backup,
// counted against the bot's hour), the ledger entry that keeps a blind re-run from repeating it.

import { streamBackup } from './backup.ts'
import { saveBackup, type SavedBackup } from './export.ts'
import { CountedError, MaybeAppliedError, ResponseShapeError } from './errors.ts'
import type { EntryNote, Ledger } from './ledger.ts'
import type { BotKeys } from './platform/platform.ts'
import type { Operation } from './operations.ts'
import type { Outcome } from './outcome.ts'
import type { RunContext } from './perform.ts'
import { nextAfter } from './throttle.ts'

function callingLine(ctx: RunContext): string {
  const { operation: op, backup, destination } = ctx
  if (backup) return `Calling ${op.name} with ${backup.given} (${backup.size} bytes)…`
  if (destination) return `Calling ${op.name}, to write ${destination.given}…`
  return `Calling ${op.name}…`
}

export async function call(ctx: RunContext, ledger: Ledger | undefined): Promise<Outcome> {
  const { operation: op, backup } = ctx
  const token = await ctx.cancel.race(ctx.token.current())
  const sending = backup ? streamBackup(backup) : undefined
  const sha256 = () => sending?.digest()?.sha256
  ctx.log.info(callingLine(ctx))
  try {
    const { keys, download } = await op.call({
      platform: ctx.platform,
      serviceEndpoint: ctx.inputs.serviceEndpoint,
      token,
      backup: sending && backup ? { body: sending.body, size: backup.size } : undefined,
      signal: ctx.cancel.signal
    })
    const saved = download && ctx.destination ? await saveBackup(download, ctx.destination) : undefined
    const delivered = { keys, saved }
    ctx.secrets.add(delivered.keys?.apiKey)
    ctx.secrets.add(delivered.keys?.apiSecret)
    return { ...succeeded(ctx, ledger, delivered, sha256()), sha256: delivered.saved?.sha256 ?? sha256() }
  } catch (err) {
    // A call abandoned in flight (the run was cancelled) comes back as one that may have been applied.
    return { ...unknownOutcome(ctx, ledger, err), sha256: sha256(), error: err }
  }
}

function note(op: Operation, outcome: EntryNote['outcome'], sha256: string | undefined): EntryNote {
  return { operation: op.name === 'clone-by-ref' ? 'restore' : op.name, outcome, sha256 }
}

/** What the call brought, the backup written. */
interface Delivered {
  readonly keys?: BotKeys | undefined
  readonly saved?: SavedBackup | undefined
}

function doneLine(op: Operation, delivered: Delivered, given: string | undefined): string {
  const saved = delivered.saved
  if (!saved) {
    return `Done: ${op.result}. The bot's API key and secret are in the step's outputs 'api-key' and 'api-secret' (masked).`
  }
  const what = saved.changed ? 'written' : 'unchanged: the file already held these bytes and was left as it was'
  return `Done: ${op.result}. ${given}: ${saved.bytes} bytes, sha256 ${saved.sha256}, ${what}.`
}

function succeeded(
  ctx: RunContext,
  ledger: Ledger | undefined,
  delivered: Delivered,
  sent: string | undefined
): Outcome {
  const { operation: op, log } = ctx
  const at = ctx.clock.now()
  const finish = async () => {
    if (op.limit && ledger && (await ledger.record(at, note(op, 'ok', sent ?? delivered.saved?.sha256)))) {
      log.info(`Throttle ledger: recorded this ${op.limit.noun}.`)
    }
    log.info(doneLine(op, delivered, ctx.destination?.given))
  }
  const nextAllowedAt = op.limit ? nextAfter(at).toISOString() : ''
  return { result: op.result, keys: delivered.keys, saved: delivered.saved, nextAllowedAt, finish }
}

/** A call that may have been applied (or counted) is recorded: a blind re-run of a restore would create a second bot. */
function unknownOutcome(ctx: RunContext, ledger: Ledger | undefined, err: unknown): Outcome {
  const uncertain = err instanceof MaybeAppliedError || err instanceof ResponseShapeError || err instanceof CountedError
  if (!ledger || !uncertain) return {}
  const at = ctx.clock.now()
  const why = err instanceof CountedError ? 'the platform may have counted it' : 'it may have been applied'
  const finish = async () => {
    if (await ledger.record(at, note(ctx.operation, 'unknown', undefined))) {
      ctx.log.info(`Throttle ledger: recorded this call, as ${why}.`)
    }
  }
  return { nextAllowedAt: nextAfter(at).toISOString(), finish }
}
