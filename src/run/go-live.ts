// Going live. On this platform an overwrite changes the bot's draft; only a publish puts the draft
// live on its channels. Here: the publish after a confirmed overwrite (with the same bot-level
// token), the publish alone when the draft already holds the backup, and what the log says went
// live, and where. A publish that may have been applied is never repeated.

import { Input } from '../domain/constants.ts'
import {
  asActionError,
  CancelledError,
  MaybeAppliedError,
  NotPublishedError,
  type ActionError
} from '../domain/errors.ts'
import { nextAfter } from '../domain/throttle.ts'
import type { Publication } from '../platform/platform.ts'
import type { RunContext } from './context.ts'
import { keep } from './journal.ts'
import type { Done, Outcome, PublishStep } from './outcome.ts'

/** Says what went live and where: the channels online, one error annotation per channel, offline. */
export function sayLive(ctx: Pick<RunContext, 'log'>, live: Publication): void {
  const { log } = ctx
  for (const e of live.errors) log.error(`Channel ${e.channel}: ${e.message}`, `Publish: channel ${e.channel}`)
  if (live.unlisted) log.info('Published: the draft is live. The platform did not list the channels it put online.')
  else if (live.online.length > 0) log.info(`Published: the draft is live on ${live.online.join(', ')}.`)
  else if (live.errors.length === 0) {
    log.warning(
      'Published, and the bot is now offline on every channel: the platform put none online (a publish with every channel disabled takes the bot offline). Enable its channels in the platform, then publish again.'
    )
  }
}

/** The publish's error, said after a confirmed overwrite: the draft holds the backup; the live bot did not change, or may have. */
function afterOverwrite(error: ActionError, maybe: boolean): ActionError {
  const applied = 'The overwrite was applied (the draft holds the backup)'
  return maybe
    ? new MaybeAppliedError(`${applied}; the publish after it may have been applied: ${error.message}`, error.fix)
    : new NotPublishedError(`${applied}, but the publish was not: ${error.message}`, error.fix)
}

/** Publishes with `token`, after the run's overwrite (`overwritten`) or alone; never throws. */
async function publishStep(ctx: RunContext, token: string, sha256: string | undefined): Promise<PublishStep> {
  const { platform, inputs, cancel, log } = ctx
  if (cancel.signal.aborted) {
    const error = new CancelledError(
      `The run was cancelled (${cancel.by ?? 'signal'}) before the publish was sent: nothing went live.`,
      "Publish with a run of 'operation: publish' when the new version should go live."
    )
    return { kind: 'not-published', error: afterOverwrite(error, false) }
  }
  log.info('Publishing the bot: its draft goes live…')
  try {
    const live = await platform.publish(inputs.serviceEndpoint, token, cancel.signal)
    sayLive(ctx, live)
    return { kind: 'published', at: ctx.clock.now(), live, sha256 }
  } catch (err) {
    const maybe = err instanceof MaybeAppliedError
    const error = afterOverwrite(asActionError(err), maybe)
    return maybe ? { kind: 'maybe-published', error, at: ctx.clock.now() } : { kind: 'not-published', error }
  }
}

/** From when the next publish is allowed after `step`, when it reached the platform. */
function nextPublishAfter(step: PublishStep): string | undefined {
  return step.kind === 'not-published' ? undefined : nextAfter(step.at).toISOString()
}

/** A confirmed overwrite, then its publish: the outcome says both, and so does the journal. */
export async function thenPublish(ctx: RunContext, token: string, done: Done): Promise<Outcome> {
  if (done.publishLedger) keep(ctx, done, { ledger: done.publishLedger, at: ctx.clock.now() })
  const publication = await publishStep(ctx, token, done.sha256)
  const outcome: Done = { ...done, publication, nextPublishAt: nextPublishAfter(publication) ?? done.nextPublishAt }
  keep(ctx, outcome)
  return outcome
}

/** What an overwrite that does not publish leaves: the draft changed, the live bot did not. */
export const DRAFT_ONLY = `The draft holds the backup; the live bot did not change. To put it live, set '${Input.Publish}: true', or run 'operation: publish' (one publish per bot per hour).`
