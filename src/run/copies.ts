// Where the copies of a bot this tool kept are found again (#75): a folder per bot where the shell keeps them,
// and the shell's shelf for later jobs (the Actions cache); a copy is believed only when its bytes are the sealed sha256.

import { createHash } from 'node:crypto'
import { mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { LEDGER_SAVE_LIMIT_MS } from '../domain/constants.ts'
import { ledgerPrefix } from '../domain/ledger-keys.ts'
import { digestFile } from '../files/source.ts'
import { reasonOf } from '../lib/text.ts'
import { bounded } from '../lib/time.ts'
import type { RunContext } from './context.ts'
import type { Kept, Outcome } from './outcome.ts'

/** The shelf's keys: the bot's subject hashed as the ledger's (no key without the bot's key), then the copy's sha256. */
const COPY_KEY_PREFIX = 'xenioo-deploy-copy-v1-'

const shelfKey = (ctx: RunContext, sha256: string) =>
  `${ledgerPrefix(ctx.inputs.serviceEndpoint, ctx.inputs.auth, COPY_KEY_PREFIX)}${sha256}`

/** A bot's folder of kept copies: named by its service endpoint (not a secret), so each bot keeps its own. */
export const botFolder = (keptIn: string, serviceEndpoint: string): string =>
  path.join(keptIn, createHash('sha256').update(serviceEndpoint).digest('hex').slice(0, 16))

/** The copy of the bot whose bytes are `sha256`: in its folder (newest first), else taken from the shelf; none when neither has it. */
export async function findCopy(ctx: RunContext, sha256: string): Promise<Kept | undefined> {
  if (!ctx.keptIn) return undefined
  const folder = botFolder(ctx.keptIn, ctx.inputs.serviceEndpoint)
  const names = await readdir(folder).catch(() => [] as string[])
  for (const name of names
    .filter(n => n.endsWith('.xenioo'))
    .sort()
    .reverse()) {
    const kept = await believed(path.join(folder, name), sha256)
    if (kept) return kept
  }
  if (!ctx.shelf) return undefined
  const file = path.join(folder, `${new Date(ctx.clock.now()).toISOString().replace(/[:.]/g, '-')}-taken.xenioo`)
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 })
    const taken = await bounded(LEDGER_SAVE_LIMIT_MS, signal => ctx.shelf!.take(shelfKey(ctx, sha256), file, signal))
    return taken ? await believed(file, sha256) : undefined
  } catch (err) {
    ctx.log.warning(`The copy with sha256 ${sha256} could not be taken from ${ctx.shelf.name} (${reasonOf(err)}).`)
    return undefined
  }
}

/** The file as a copy, when its bytes are `sha256` (anything else found where copies are is not one). */
async function believed(file: string, sha256: string): Promise<Kept | undefined> {
  const d = await digestFile(file).catch(() => undefined)
  return d?.sha256 === sha256 ? { path: file, bytes: d.bytes, sha256 } : undefined
}

/** After the run: the copy it kept put on the shelf, for a later job's rollback; its trouble one warning. */
export async function shelve(ctx: RunContext, outcome: Outcome): Promise<void> {
  const { replaced, relied } = outcome
  // A rollback needs the ledger: without it (off, or in trouble, said once already) no later run could find the copy.
  if (!ctx.shelf || !replaced || replaced === relied || ctx.inputs.throttle === 'off' || outcome.ledgerTrouble) return
  try {
    await bounded(LEDGER_SAVE_LIMIT_MS, signal => ctx.shelf!.put(replaced.path, shelfKey(ctx, replaced.sha256), signal))
    ctx.log.info(`Kept that copy in ${ctx.shelf.name} as well, where a later run's rollback finds it.`)
  } catch (err) {
    ctx.log.warning(
      `The copy of what the overwrite replaced could not be kept in ${ctx.shelf.name} (${reasonOf(err)}): a later run cannot roll back to it. It is still at ${replaced.path} for this job.`
    )
  }
}
