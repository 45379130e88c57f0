// The call itself, and the outcome it ends in: done with a bot's key and secret (masked at once) or
// a backup written to its file; or a failure, which keeps its time when the call may have been
// applied (or, for a backup, counted against the bot's hour), so the ledger can record it.

import { nextAfter } from '../domain/throttle.ts'
import { untrusted } from '../lib/text.ts'
import { streamBackup } from '../files/source.ts'
import type { SavedBackup } from '../files/download.ts'
import type { BackupBody, BotKeys } from '../platform/platform.ts'
import type { RunContext } from './context.ts'
import { ended, type Done, type Known, type Outcome } from './outcome.ts'

/** A path as the user gave it, safe to repeat in the log. */
const shown = (inputPath: string) => untrusted(inputPath, 200)

function callingLine(ctx: RunContext): string {
  const { backup, destination } = ctx
  const op = ctx.inputs.operation
  if (backup) return `Calling ${op.name} with ${shown(backup.inputPath)} (${backup.size} bytes)…`
  if (destination) return `Calling ${op.name}, to write ${shown(destination.inputPath)}…`
  return `Calling ${op.name}…`
}

/** The platform's call for the operation: an export's download is written to its destination. */
async function send(
  ctx: RunContext,
  token: string,
  body: BackupBody | undefined
): Promise<{ keys?: BotKeys; saved?: SavedBackup | undefined }> {
  const { platform, inputs, download, cancel } = ctx
  const op = inputs.operation
  if (op.name === 'backup') {
    const answer = await platform.openBackup(inputs.serviceEndpoint, token, cancel.signal)
    return { saved: await download?.write(answer, inputs.maxBackupBytes) }
  }
  const { serviceEndpoint } = inputs
  return { keys: await platform.botCall({ op: op.name, serviceEndpoint, token, backup: body, signal: cancel.signal }) }
}

/** The next allowed time after a call at `at`, for an operation a limit applies to. */
function nextAllowed(ctx: RunContext, at: number): string {
  return ctx.inputs.operation.limit ? nextAfter(at).toISOString() : ''
}

/**
 * Makes the call: done with what it brought, or a failure. A call that may have been applied (or,
 * for a backup, counted against the bot's hour) keeps its time, so its ledger entry stops a blind
 * re-run; a call abandoned in flight (the run was cancelled) comes back as one of those.
 */
export async function call(ctx: RunContext, known: Known): Promise<Outcome> {
  const { backup } = ctx
  const token = await ctx.cancel.race(ctx.token.current())
  const sending = backup ? streamBackup(backup) : undefined
  const sha256 = () => sending?.digest()?.sha256
  ctx.log.info(callingLine(ctx))
  try {
    const received = await send(ctx, token, sending && backup && { body: sending.body, size: backup.size })
    ctx.secrets.add(received.keys?.apiKey)
    ctx.secrets.add(received.keys?.apiSecret)
    const at = ctx.clock.now()
    const result = ctx.inputs.operation.result
    return {
      ...known,
      kind: 'done',
      result,
      at,
      ...received,
      nextAllowedAt: nextAllowed(ctx, at),
      sha256: sha256() ?? received.saved?.sha256
    }
  } catch (err) {
    const at = ctx.clock.now()
    const failure = ended(err, 'call', { ...known, sha256: sha256() }, at)
    if (failure.kind !== 'maybe-applied' || !known.ledger) return failure
    return { ...failure, nextAllowedAt: nextAllowed(ctx, at) }
  }
}

/** The run's last line after a call that was answered: what it brought, and where. */
export function doneLine(ctx: Pick<RunContext, 'inputs' | 'destination'>, done: Done): string {
  const { inputs } = ctx
  const saved = done.saved
  if (!saved) {
    return inputs.outputCredentials
      ? `Done: ${done.result}. The bot's API key and secret are in the step's outputs 'api-key' and 'api-secret' (masked).`
      : `Done: ${done.result}. The bot's API key and secret were not written as outputs ('output-credentials: false').`
  }
  const what = saved.changed ? 'written' : 'unchanged: the file already held these bytes and was left as it was'
  return `Done: ${done.result}. ${shown(ctx.destination?.inputPath ?? '')}: ${saved.bytes} bytes, sha256 ${saved.sha256}, ${what}.`
}
