// The call itself, and what the run learned from it: a bot's key and secret (masked at once), or a
// backup written to its file; and, for a call that may have been applied (or, for a backup,
// counted against the bot's hour), the ledger entry that keeps a blind re-run from repeating it.

import { CountedError, MaybeAppliedError, ResponseShapeError } from '../domain/errors.ts'
import type { EntryNote } from '../domain/ledger-keys.ts'
import { nextAfter } from '../domain/throttle.ts'
import { untrusted } from '../lib/text.ts'
import { streamBackup } from '../files/source.ts'
import type { SavedBackup } from '../files/download.ts'
import type { Ledger } from '../ledger/ledger.ts'
import type { BackupBody, BotKeys } from '../platform/platform.ts'
import type { RunContext } from './context.ts'
import type { Entry, Performed } from './outcome.ts'

/** A path as the user gave it, safe to repeat in the log. */
const shown = (given: string) => untrusted(given, 200)

/** What the call brought: a bot's key and secret, or the backup written. */
interface Received {
  readonly keys?: BotKeys | undefined
  readonly saved?: SavedBackup | undefined
}

function callingLine(ctx: RunContext): string {
  const { backup, destination } = ctx
  const op = ctx.inputs.operation
  if (backup) return `Calling ${op.name} with ${shown(backup.given)} (${backup.size} bytes)…`
  if (destination) return `Calling ${op.name}, to write ${shown(destination.given)}…`
  return `Calling ${op.name}…`
}

/** The platform's call for the operation: an export's download is written to its destination. */
async function send(ctx: RunContext, token: string, body: BackupBody | undefined): Promise<Received> {
  const { platform, inputs, download, cancel } = ctx
  const op = inputs.operation
  if (op.name === 'backup') {
    const answer = await platform.openBackup(inputs.serviceEndpoint, token, cancel.signal)
    return { saved: await download?.write(answer, inputs.maxBackupBytes) }
  }
  const { serviceEndpoint } = inputs
  return { keys: await platform.botCall({ op: op.name, serviceEndpoint, token, backup: body, signal: cancel.signal }) }
}

export async function call(ctx: RunContext, ledger: Ledger | undefined): Promise<Performed> {
  const { backup } = ctx
  const token = await ctx.cancel.race(ctx.token.current())
  const sending = backup ? streamBackup(backup) : undefined
  const sha256 = () => sending?.digest()?.sha256
  ctx.log.info(callingLine(ctx))
  try {
    const received = await send(ctx, token, sending && backup && { body: sending.body, size: backup.size })
    ctx.secrets.add(received.keys?.apiKey)
    ctx.secrets.add(received.keys?.apiSecret)
    return succeeded(ctx, ledger, received, sha256())
  } catch (err) {
    // A call abandoned in flight (the run was cancelled) comes back as one that may have been applied.
    const performed = unknownOutcome(ctx, ledger, err)
    return { ...performed, outcome: { ...performed.outcome, sha256: sha256(), error: err } }
  }
}

function note(ctx: RunContext, outcome: EntryNote['outcome'], sha256: string | undefined): EntryNote {
  const op = ctx.inputs.operation
  return { operation: op.name === 'clone-by-ref' ? 'restore' : op.name, outcome, sha256, by: ctx.origin }
}

function doneLine(ctx: RunContext, received: Received, given: string | undefined): string {
  const op = ctx.inputs.operation
  const saved = received.saved
  if (!saved) {
    return ctx.inputs.outputCredentials
      ? `Done: ${op.result}. The bot's API key and secret are in the step's outputs 'api-key' and 'api-secret' (masked).`
      : `Done: ${op.result}. The bot's API key and secret were not written as outputs ('output-credentials: false').`
  }
  const what = saved.changed ? 'written' : 'unchanged: the file already held these bytes and was left as it was'
  return `Done: ${op.result}. ${shown(given ?? '')}: ${saved.bytes} bytes, sha256 ${saved.sha256}, ${what}.`
}

function succeeded(
  ctx: RunContext,
  ledger: Ledger | undefined,
  received: Received,
  sent: string | undefined
): Performed {
  const op = ctx.inputs.operation
  const at = ctx.clock.now()
  const sha256 = sent ?? received.saved?.sha256
  const entry: Entry | undefined = ledger && {
    ledger,
    at,
    note: note(ctx, 'ok', sha256),
    recorded: `Throttle ledger: recorded this ${ledger.limit.noun}.`
  }
  const nextAllowedAt = op.limit ? nextAfter(at).toISOString() : ''
  const { keys, saved } = received
  return {
    outcome: { result: op.result, keys, saved, nextAllowedAt, sha256 },
    entry,
    closing: doneLine(ctx, received, ctx.destination?.given)
  }
}

/** A call that may have been applied (or counted) is recorded: a blind re-run of a restore would create a second bot. */
function unknownOutcome(ctx: RunContext, ledger: Ledger | undefined, err: unknown): Performed {
  const uncertain = err instanceof MaybeAppliedError || err instanceof ResponseShapeError || err instanceof CountedError
  if (!ledger || !uncertain) return { outcome: {} }
  const at = ctx.clock.now()
  const why = err instanceof CountedError ? 'the platform may have counted it' : 'it may have been applied'
  const recorded = `Throttle ledger: recorded this call, as ${why}.`
  const entry = { ledger, at, note: note(ctx, 'unknown', undefined), recorded }
  return { outcome: { nextAllowedAt: nextAfter(at).toISOString() }, entry }
}
