// The call itself, and the outcome it ends in: done with a bot's key and secret (masked at once) or
// a backup written to its file; or a failure, which keeps its time when the call may have been
// applied (or, for a backup, counted against the bot's hour), so the ledger can record it.

import type { OperationName } from '../domain/constants.ts'
import { nextAfter } from '../domain/throttle.ts'
import { untrusted } from '../lib/text.ts'
import { streamBackup } from '../files/source.ts'
import type { SavedBackup } from '../files/download.ts'
import type { BackupBody, BotKeys, Publication } from '../platform/platform.ts'
import type { RunContext } from './context.ts'
import { DRAFT_ONLY, sayLive, thenPublish } from './go-live.ts'
import { keep } from './journal.ts'
import { ended, type Done, type Known, type Outcome } from './outcome.ts'

/** The calls the platform answers (a smoke test talks to the bot's channel instead: smoke.ts). */
type CallName = Exclude<OperationName, 'smoke-test'>

/** A path as the user gave it, safe to repeat in the log. */
const shown = (inputPath: string) => untrusted(inputPath, 200)

function callingLine(ctx: RunContext, what: CallName): string {
  const { backup, destination } = ctx
  if (what === 'publish') return 'Calling publish: the draft goes live…'
  if (backup) return `Calling ${what} with ${shown(backup.inputPath)} (${backup.size} bytes)…`
  if (destination) return `Calling ${what}, to write ${shown(destination.inputPath)}…`
  return `Calling ${what}…`
}

/** What a call brought: a bot's key and secret, the backup written, or what went live. */
interface Brought {
  readonly keys?: BotKeys
  readonly saved?: SavedBackup | undefined
  readonly live?: Publication
  /** The sha256 of the backup sent, once read whole. */
  readonly sent?: string | undefined
}

/** The platform's call `what`: an export's download is written to its destination. */
async function send(ctx: RunContext, token: string, body: BackupBody | undefined, what: CallName): Promise<Brought> {
  const { platform, inputs, download, cancel } = ctx
  const { serviceEndpoint } = inputs
  if (what === 'publish') return { live: await platform.publish(serviceEndpoint, token, cancel.signal) }
  if (what === 'backup') {
    const answer = await platform.openBackup(serviceEndpoint, token, cancel.signal)
    return { saved: await download?.write(answer, inputs.maxBackupBytes) }
  }
  return { keys: await platform.botCall({ op: what, serviceEndpoint, token, backup: body, signal: cancel.signal }) }
}

/** The next allowed times after a call `what` at `at`: of the operation's limit, and of publishing. */
function nextTimes(ctx: RunContext, what: CallName, at: number): Pick<Known, 'nextAllowedAt' | 'nextPublishAt'> {
  const next = nextAfter(at).toISOString()
  if (what !== 'publish') return { nextAllowedAt: ctx.inputs.operation.limit ? next : '' }
  return ctx.inputs.operation.name === 'publish'
    ? { nextAllowedAt: next, nextPublishAt: next }
    : { nextPublishAt: next }
}

/** The call was answered: what it brought, and for a publish what went live. */
function answered(ctx: RunContext, known: Known, what: CallName, brought: Brought): Done {
  const at = ctx.clock.now()
  const { keys, saved, live, sent } = brought
  const sha256 = sent ?? saved?.sha256 ?? known.sha256
  if (live) sayLive(ctx, live)
  const publication = live && ({ kind: 'published', at, live, sha256 } as const)
  const result = what === 'publish' ? 'published' : ctx.inputs.operation.result
  return { ...known, kind: 'done', result, at, keys, saved, publication, sha256, ...nextTimes(ctx, what, at) }
}

/**
 * Makes the call `what` (the operation's own, or a publish alone): done with what it brought, or a
 * failure. A call that may have been applied (or, for a backup, counted against the bot's hour)
 * keeps its time, so its ledger entry stops a blind re-run; a call abandoned in flight (the run was
 * cancelled) comes back as one of those. An overwrite that publishes goes on to the publish.
 */
export async function call(ctx: RunContext, known: Known, what: CallName): Promise<Outcome> {
  const backup = what === 'publish' ? undefined : ctx.backup
  const token = await ctx.cancel.race(ctx.token.current())
  const sending = backup ? streamBackup(backup) : undefined
  const sha256 = () => sending?.digest()?.sha256
  ctx.log.info(callingLine(ctx, what))
  if (known.ledger) keep(ctx, undefined, { ledger: known.ledger, at: ctx.clock.now() })
  const outcome = await answerOf(ctx, known, what, {
    token,
    body: sending && backup && { body: sending.body, size: backup.size },
    sha256
  })
  keep(ctx, outcome)
  return outcome.kind === 'done' && ctx.inputs.publishes && what === 'overwrite'
    ? thenPublish(ctx, token, outcome)
    : outcome
}

/** What the call brought, or its failure; never throws. */
async function answerOf(
  ctx: RunContext,
  known: Known,
  what: CallName,
  sending: { token: string; body: BackupBody | undefined; sha256: () => string | undefined }
): Promise<Outcome> {
  const { token, body, sha256 } = sending
  try {
    const brought = await send(ctx, token, body, what)
    ctx.secrets.add(brought.keys?.apiKey)
    ctx.secrets.add(brought.keys?.apiSecret)
    return answered(ctx, known, what, { ...brought, sent: sha256() })
  } catch (err) {
    const at = ctx.clock.now()
    const failure = ended(err, 'call', { ...known, sha256: sha256() ?? known.sha256 }, at)
    if (failure.kind !== 'maybe-applied' || !known.ledger) return failure
    return { ...failure, ...nextTimes(ctx, what, at) }
  }
}

/** The run's last line after a call that was answered: what it brought, and where. */
export function doneLine(ctx: Pick<RunContext, 'inputs' | 'destination'>, done: Done): string {
  const { inputs } = ctx
  const saved = done.saved
  if (done.result === 'published') return `Done: ${liveLine(done)}`
  if (done.result === 'overwritten') {
    const live = done.publication ? `; ${liveLine(done)}` : `. ${DRAFT_ONLY}`
    return `Done: overwritten${live}${credentialsLine(inputs.outputCredentials)}`
  }
  if (!saved) {
    return inputs.outputCredentials
      ? `Done: ${done.result}. The bot's API key and secret are in the step's outputs 'api-key' and 'api-secret' (masked).`
      : `Done: ${done.result}. The bot's API key and secret were not written as outputs ('output-credentials: false').`
  }
  const what = saved.changed ? 'written' : 'unchanged: the file already held these bytes and was left as it was'
  return `Done: ${done.result}. ${shown(ctx.destination?.inputPath ?? '')}: ${saved.bytes} bytes, sha256 ${saved.sha256}, ${what}.`
}

/** What went live, for the run's last line. */
function liveLine(done: Done): string {
  const step = done.publication
  if (!step) return 'published.'
  if (step.kind === 'not-published') return 'not published: the live bot did not change.'
  if (step.kind === 'maybe-published') return 'the publish may have been applied.'
  const where = step.live.online.length > 0 ? ` on ${step.live.online.join(', ')}` : ''
  return `published: the new version is live${where}.`
}

function credentialsLine(output: boolean): string {
  return output
    ? " The bot's API key and secret are in the step's outputs 'api-key' and 'api-secret' (masked)."
    : " The bot's API key and secret were not written as outputs ('output-credentials: false')."
}
