// A deploy command (restore, overwrite, clone-by-ref, publish, backup): the flags and the environment handed to
// the same deploy as the action's (run/entry.ts), the ledger in a folder, new keys only in the file named.

import { closeSync, openSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'
import { Output } from '../domain/constants.ts'
import { UnwrittenError } from '../domain/errors.ts'
import { OPERATIONS, type OperationName } from '../domain/operations.ts'
import { realClock } from '../lib/time.ts'
import { reasonOf } from '../lib/text.ts'
import type { Result } from '../domain/result.ts'
import type { RunDependencies } from '../run/context.ts'
import { deployFrom } from '../run/entry.ts'
import { deployRequest, UsageError } from './args.ts'
import type { FolderStore } from './folder-store.ts'
import { terminalWords } from './words.ts'
import { ciJobOf, type CommandContext, ledgerFolder, proxyFor, userAgentOf } from './io.ts'
import { CI_EVERY_MS, type TerminalLog } from './terminal.ts'

/** The file the keys go to, created now (0600, never over an existing file), so a run that cannot keep them sends nothing. */
function claimCredentials(file: string | undefined, name: OperationName): number | undefined {
  if (!file) {
    if (!OPERATIONS[name].newBot) return undefined
    throw new UsageError(
      `'${name}' makes a new bot, whose key and secret the platform answers once: give --credentials-file FILE (a new file, written with mode 0600) to keep them.`
    )
  }
  try {
    return openSync(file, 'wx', 0o600)
  } catch (err) {
    const exists = (err as NodeJS.ErrnoException).code === 'EEXIST'
    throw new UsageError(
      exists
        ? `--credentials-file '${file}' exists already: name a new file (it may hold the keys of another bot).`
        : `--credentials-file '${file}' cannot be created (${reasonOf(err)}).`
    )
  }
}

/** A new bot's keys written to the credentials file (never kept here): why they could not be, when not. */
class Credentials {
  #fd: number | undefined
  written = false

  constructor(fd: number | undefined) {
    this.#fd = fd
  }

  keep(keys: { readonly apiKey: string; readonly apiSecret: string }, file: string | undefined) {
    if (this.#fd === undefined) return undefined
    try {
      writeSync(
        this.#fd,
        `${JSON.stringify({ [Output.ApiKey]: keys.apiKey, [Output.ApiSecret]: keys.apiSecret }, null, 2)}\n`
      )
      this.written = true
      return undefined
    } catch (err) {
      return new UnwrittenError(
        'Credentials file',
        `The new key and secret could not be written to '${file}' (${reasonOf(err)}).`,
        "They are not shown here: the bot's developer settings show them."
      )
    }
  }

  /** Closes the file; removes it when it holds nothing. */
  close(file: string | undefined): void {
    if (this.#fd === undefined) return
    closeSync(this.#fd)
    if (!this.written && file) rmSync(file, { force: true })
  }
}

/** The ledger's folder, opened at its first use (a refused input loads none of it). */
function folderLedger(given: string | undefined, env: NodeJS.ProcessEnv, log: TerminalLog, keys: string | undefined) {
  let opened: Promise<FolderStore | string> | undefined
  return async () =>
    (opened ??= import('./folder-store.ts').then(m => m.openFolderStore(ledgerFolder(given, env), log, { keys })))
}

export async function deploy(
  name: OperationName,
  { parsed, io, env, secrets, log, cancel }: CommandContext
): Promise<Result> {
  const file = parsed.own['credentials-file']
  const credentials = new Credentials(claimCredentials(file, name))
  const job = ciJobOf(env)
  // Where a new bot's keys go: said to a run that finds this one's restore unanswered.
  const keysAt = file && OPERATIONS[name].newBot ? path.resolve(file) : undefined
  const words = terminalWords(file, env)
  const shell: RunDependencies = {
    log,
    clock: { ...realClock, waitLogEveryMs: io.stderr.isTTY ? 1000 : CI_EVERY_MS },
    openStore: folderLedger(parsed.own.ledger, env, log, keysAt),
    proxyFor,
    folders: { workspace: process.cwd(), runnerTemp: undefined, words },
    keptIn: path.join(ledgerFolder(parsed.own.ledger, env), 'replaced'),
    words,
    keepKeys: keys => credentials.keep(keys, file),
    origin: job,
    userAgent: userAgentOf(job),
    sight: {}
  }
  const result = await deployFrom(deployRequest(parsed, env, name, !!file), shell, secrets, cancel)
  credentials.close(file)
  return result
}
