// What every command shares with its process: standard output and error, the environment, the exit codes of
// the contract for scripts, and what its requests say they are and which proxy they take.

import { constants, homedir } from 'node:os'
import path from 'node:path'
import { getProxyForUrl } from 'proxy-from-env'
import { ACTION_VERSION } from '../domain/constants.ts'
import type { Told } from '../domain/errors.ts'
import type { RunOrigin } from '../domain/ledger-keys.ts'
import type { Cancellation } from '../lib/cancel.ts'
import type { Secrets } from '../lib/secrets.ts'
import type { Parsed } from './args.ts'
import type { TerminalLog } from './terminal.ts'

/** What the command line is given of its process: the environment, standard output and error. */
export interface CliIO {
  readonly env: NodeJS.ProcessEnv
  readonly stdout: Pick<NodeJS.WriteStream, 'write'>
  readonly stderr: Pick<NodeJS.WriteStream, 'write' | 'isTTY'>
}

/** The exit codes of the contract for scripts (docs/command-line.md, "For scripts"). */
export const Exit = { Done: 0, Failed: 1, Refused: 2, Throttled: 3 } as const

/** The signals a command stops on, and its exit code after one: 128 and the signal's number, as shells expect (130 for SIGINT). */
export const STOPPED_BY: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP']
export const stoppedExit = (by: NodeJS.Signals) => 128 + constants.signals[by]

const EXIT_OF = { refused: Exit.Refused, throttled: Exit.Throttled, failed: Exit.Failed } as const

/** A run's exit code: a signal's, else its failure's kind's (#74: one table of kinds to codes). */
export function exitOf(by: NodeJS.Signals | undefined, failure: Told | undefined): number {
  return by ? stoppedExit(by) : failure ? EXIT_OF[failure.kind] : Exit.Done
}

/** What the runner (main.ts) gives a command: its process, its environment (with --env-file's), the secrets, the log, the signals. */
export interface CommandContext {
  readonly parsed: Parsed
  readonly io: CliIO
  readonly env: NodeJS.ProcessEnv
  readonly secrets: Secrets
  readonly log: TerminalLog
  readonly cancel: Cancellation
}

/** The ledger's folder: `--ledger`, else XENIOO_LEDGER, else under XDG_STATE_HOME (or ~/.local/state). */
export function ledgerFolder(given: string | undefined, env: NodeJS.ProcessEnv): string {
  if (given) return path.resolve(given)
  if (env.XENIOO_LEDGER) return path.resolve(env.XENIOO_LEDGER)
  const state = env.XDG_STATE_HOME && path.isAbsolute(env.XDG_STATE_HOME) ? env.XDG_STATE_HOME : undefined
  return path.join(state ?? path.join(homedir(), '.local', 'state'), 'xenioo-deploy', 'ledger')
}

/** The CI job it runs in, where the CI names it (GitLab's id and ref): in its ledger entries and its requests' name. */
export function ciJobOf(env: NodeJS.ProcessEnv): RunOrigin | undefined {
  const { CI_JOB_URL, CI_JOB_ID, CI_COMMIT_REF_NAME } = env
  if (!CI_JOB_URL || !/^\d{1,12}$/.test(CI_JOB_ID ?? '') || !CI_COMMIT_REF_NAME) return undefined
  return { runNumber: CI_JOB_ID as string, ref: CI_COMMIT_REF_NAME }
}

/** What every request says it is: the command line, and the CI job it runs in. */
export const userAgentOf = (job: RunOrigin | undefined) =>
  `xenioo-deploy/${ACTION_VERSION} (command line${job ? `; GitLab CI job ${job.runNumber}` : ''})`

/** The proxy a request takes, from the usual variables (HTTPS_PROXY, NO_PROXY, …), as curl and most tools read them. */
export const proxyFor = (url: URL): string | undefined => getProxyForUrl(url.href) || undefined
