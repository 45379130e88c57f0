// A rollback (#75): the copy this tool kept of what its last overwrite replaced, named by that overwrite's ledger
// entry and found again where the shell keeps copies; sent as an overwrite, published when that overwrite went live.

import { ActionError } from '../domain/errors.ts'
import { PUBLISH_LIMIT, RESTORE_LIMIT } from '../domain/operations.ts'
import type { BackupFile } from '../files/source.ts'
import type { RunContext } from './context.ts'
import { findCopy } from './copies.ts'
import { ended, type Failure, type RunState, viewOf } from './outcome.ts'

/** Refused before any call: nothing to put back, and why. */
const nothing = (known: RunState, why: string, fix: string): Failure =>
  ended(new ActionError(`No rollback was sent: ${why}.`, fix), 'before-call', known)

/**
 * The run's context and state with the copy to put back as its backup; or, when the ledger names none or the copy
 * is gone, its refusal (nothing sent).
 */
export async function toPutBack(
  ctx: RunContext,
  known: RunState
): Promise<{ ctx: RunContext; known: RunState } | Failure> {
  const overwrite = viewOf(known, RESTORE_LIMIT)?.state
  const fix = `Deploy the backup to go back to with ${ctx.words.operation('overwrite')} (a copy of each bot this tool replaced is kept where its overwrite said).`
  if (known.ledgerTrouble || !overwrite || overwrite.doubt)
    return nothing(
      known,
      `the ledger cannot tell what the last overwrite replaced (${known.ledgerTrouble ?? overwrite?.doubt ?? 'not read'})`,
      fix
    )
  const call = overwrite.lastCall
  if (!overwrite.lastAt || call?.operation !== 'overwrite')
    return nothing(known, 'the ledger holds no overwrite of this bot by this tool in 7 days', fix)
  const at = overwrite.lastAt.toISOString()
  const by = call.by ? ` ${ctx.words.runBy(call.by)}` : ''
  if (call.outcome !== 'ok')
    return nothing(known, `this tool's last overwrite (${at}${by}) is not known to have been applied`, fix)
  if (!call.replaced)
    return nothing(known, `this tool's last overwrite (${at}${by}) kept no copy of what it replaced`, fix)
  const copy = await findCopy(ctx, call.replaced)
  if (!copy)
    return nothing(
      known,
      `the copy of what this tool's last overwrite (${at}${by}) replaced, sha256 ${call.replaced}, is not found ${ctx.shelf ? `in ${ctx.shelf.name}` : 'where this tool keeps copies'} (removed, or kept by another machine)`,
      fix
    )
  const publish = viewOf(known, PUBLISH_LIMIT)?.state
  const published =
    publish?.lastCall?.outcome === 'ok' && (publish.lastAt?.getTime() ?? 0) >= overwrite.lastAt.getTime()
  const then = published
    ? 'that overwrite went live, so it is published after it'
    : 'not published: the last overwrite was not published, so the bot it replaced is what runs live'
  ctx.log.info(`What this tool's last overwrite (${at}${by}) replaced: ${copy.path} (sha256 ${copy.sha256}); ${then}.`)
  const backup: BackupFile = { inputPath: copy.path, shown: copy.path, path: copy.path, size: copy.bytes, warnings: [] }
  const putBack = { sha256: copy.sha256, publish: published }
  const inputs = { ...ctx.inputs, publishes: published }
  return { ctx: { ...ctx, backup, inputs }, known: { ...known, backup, sha256: copy.sha256, putBack } }
}
