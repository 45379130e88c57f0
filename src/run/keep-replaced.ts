// Keeps what an overwrite replaces (#75): the bot exported just before it, written private to the user where the
// shell keeps copies (a folder per bot, the newest few), its hour recorded; an export that fails sends no overwrite.

import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { Input } from '../domain/constants.ts'
import { ActionError, asActionError, HourRefusedError } from '../domain/errors.ts'
import type { EntryOutcome } from '../domain/ledger-keys.ts'
import { BACKUP_LIMIT } from '../domain/operations.ts'
import { nextAfter } from '../domain/throttle.ts'
import { Download } from '../files/download.ts'
import { reasonOf } from '../lib/text.ts'
import type { RunContext } from './context.ts'
import { type Failure, type RunState, viewOf } from './outcome.ts'
import { beforeCall, keep } from './record.ts'
import { botFolder } from './copies.ts'

/** How many copies are kept for one bot: the newest, older ones removed as a new one is written. */
export const KEPT_PER_BOT = 3

/** Removes all but the newest KEPT_PER_BOT copies (their names begin with their time). */
async function tidy(folder: string): Promise<void> {
  const copies = (await readdir(folder)).filter(n => n.endsWith('.xenioo')).sort()
  for (const old of copies.slice(0, -KEPT_PER_BOT)) await rm(path.join(folder, old), { force: true })
}

/** The failure of a run whose export failed: no overwrite was sent, and the way on without the copy. */
function notKept(ctx: RunContext, known: RunState, err: unknown, what = 'the export failed'): Failure {
  const e = asActionError(err)
  const off = ctx.words.setting(Input.KeepReplaced, 'false')
  const error = new ActionError(
    `No overwrite was sent: this tool exports the bot first to keep what the overwrite replaces, and ${what}: ${e.message}`,
    `${e.fix} Or set ${off} to overwrite without a copy (changes made in the editor since would be lost).`,
    e.said
  )
  return { ...known, kind: 'failed', error }
}

/** The copy's file cannot be made (its folder not writable, a disk full): said as such, with the way on. */
const unwritable = (file: string, err: unknown) =>
  new ActionError(
    `'${file}' cannot be made (${reasonOf(err)}).`,
    "Make that folder writable by this machine's user, or free its disk."
  )

/**
 * Exports the bot into a new copy before its overwrite: the run's state with the copy, its entry and the next
 * export's time; or, when the export failed, the run's failure (nothing overwritten).
 */
export async function keepReplaced(ctx: RunContext, known: RunState, token: string): Promise<RunState | Failure> {
  const { inputs, platform, cancel, keptIn } = ctx
  if (!inputs.keepReplaced || !keptIn) return known
  if (known.relied) {
    ctx.log.info(
      `Not exporting: the export's hour is spent, and the copy this tool kept at ${known.relied.path} is the bot as it is (its Version has not moved since).`
    )
    return { ...known, replaced: known.relied }
  }
  const folder = botFolder(keptIn, inputs.serviceEndpoint)
  const file = path.join(folder, `${new Date(ctx.clock.now()).toISOString().replace(/[:.]/g, '-')}-replaced.xenioo`)
  let download: Download
  try {
    download = await Download.open({ path: file, exists: false }, 0o600)
  } catch (err) {
    return notKept(ctx, known, unwritable(file, err), 'its copy cannot be written')
  }
  // From here the platform may count the export: its entry is journaled first, and kept whatever follows.
  const read = viewOf(known, BACKUP_LIMIT) !== undefined
  // The copy's bytes and the `Version` read before it: a later run may rely on the copy while the bot stays so.
  const version = typeof known.channel === 'number' ? known.channel : undefined
  const entryAt = (at: number, outcome: EntryOutcome, sha256?: string): RunState['entries'] =>
    read
      ? [
          ...(known.entries ?? []),
          {
            noun: BACKUP_LIMIT.noun,
            at,
            note: { operation: 'backup', outcome, sha256, version: sha256 ? version : undefined }
          }
        ]
      : known.entries
  const refused = read
    ? await beforeCall(ctx, undefined, { noun: BACKUP_LIMIT.noun, at: ctx.clock.now(), operation: 'backup' })
    : undefined
  if (refused) {
    await download.discard()
    return notKept(ctx, known, refused)
  }
  ctx.log.info('Exporting the bot first, to keep what the overwrite replaces…')
  try {
    const answer = await platform.openBackup(inputs.serviceEndpoint, token, cancel.signal)
    const saved = await download.write(answer, inputs.maxBackupBytes, ctx.words)
    const at = ctx.clock.now()
    await tidy(folder).catch(() => undefined)
    ctx.log.info(`Kept what the overwrite replaces: ${file} (${saved.bytes} bytes, sha256 ${saved.sha256}).`)
    const next = { ...known.next, [BACKUP_LIMIT.noun]: nextAfter(at).toISOString() }
    const replaced = { path: file, bytes: saved.bytes, sha256: saved.sha256 }
    const kept: RunState = { ...known, next, replaced, entries: entryAt(at, 'ok', saved.sha256) }
    await keep(ctx, kept)
    return kept
  } catch (err) {
    await download.discard()
    // Refused for its hour, or it may have been counted: either way the hour is taken as used.
    const at = ctx.clock.now()
    const entries = entryAt(at, err instanceof HourRefusedError ? 'refused' : 'unknown')
    const next = { ...known.next, [BACKUP_LIMIT.noun]: nextAfter(at).toISOString() }
    const failure = notKept(ctx, { ...known, entries, next }, err)
    await keep(ctx, failure)
    return failure
  }
}
