// The operations, each behind one interface: what credentials and inputs it needs, which of the
// platform's hourly limits it counts against (and so whether the ledger applies), what a dry run
// says it would do, and the call that does it. The flow (perform.ts) runs any of them the same way.

import { BACKUP_LEDGER_KEY_PREFIX, LEDGER_KEY_PREFIX, Output } from './constants.ts'
import type { OperationName, OutputName, Result } from './constants.ts'
import type { BackupBody, BotKeys, Platform } from './platform/platform.ts'

/** One of the platform's limits of once per bot per hour. */
export interface Limit {
  /** What is limited, in the messages: `restore`, `backup`. */
  readonly noun: 'restore' | 'backup'
  /** What the bot was: `restored`, `backed up`. */
  readonly done: string
  /** The step output that says from when the next is allowed. */
  readonly output: OutputName
  /** The ledger's key prefix for this limit. */
  readonly keyPrefix: string
}

export const RESTORE_LIMIT: Limit = {
  noun: 'restore',
  done: 'restored',
  output: Output.NextRestoreAt,
  keyPrefix: LEDGER_KEY_PREFIX
}
export const BACKUP_LIMIT: Limit = {
  noun: 'backup',
  done: 'backed up',
  output: Output.NextBackupAt,
  keyPrefix: BACKUP_LEDGER_KEY_PREFIX
}

export interface CallArgs {
  readonly platform: Platform
  readonly serviceEndpoint: string
  /** A token valid now. */
  readonly token: string
  /** What an operation that sends a backup sends. */
  readonly backup: BackupBody | undefined
  /** Abandons the call (the run was cancelled). */
  readonly signal: AbortSignal
}

/** What a call brought back: a bot's key and secret, or a backup's bytes as they arrive (the flow writes them). */
export interface Delivered {
  readonly keys?: BotKeys
  readonly download?: AsyncIterable<Buffer>
}

export interface Operation {
  readonly name: OperationName
  /** The `result` output of a run that did it. */
  readonly result: Result
  /** `bot`: it acts on the token's bot, so an account-wide token will not do. */
  readonly token: 'bot' | 'any'
  /** `send`: `backup-file` is read and sent; `receive`: the backup is written to it; `none`: the input is refused. */
  readonly backup: 'send' | 'receive' | 'none'
  /** The hourly limit it counts against: the ledger applies. */
  readonly limit?: Limit
  /** It replaces the token's bot with the backup, so sending the bytes the bot already runs changes nothing. */
  readonly skipsUnchanged: boolean
  /** What a real run would do, in the dry run's words (`would …`). */
  readonly would: string
  call(args: CallArgs): Promise<Delivered>
}

const restore: Operation = {
  name: 'restore',
  result: 'restored',
  token: 'any',
  backup: 'send',
  limit: RESTORE_LIMIT,
  skipsUnchanged: false,
  would: 'restore the backup as a new bot',
  call: async a => ({ keys: await a.platform.botCall('restore', a.serviceEndpoint, a.token, a.backup, a.signal) })
}

const overwrite: Operation = {
  ...restore,
  name: 'overwrite',
  result: 'overwritten',
  token: 'bot',
  skipsUnchanged: true,
  would: "overwrite the token's bot with the backup",
  call: async a => ({ keys: await a.platform.botCall('overwrite', a.serviceEndpoint, a.token, a.backup, a.signal) })
}

const cloneByRef: Operation = {
  name: 'clone-by-ref',
  result: 'cloned',
  token: 'bot',
  backup: 'none',
  skipsUnchanged: false,
  would: "create a referenced clone of the token's bot",
  call: async a => ({
    keys: await a.platform.botCall('clone-by-ref', a.serviceEndpoint, a.token, undefined, a.signal)
  })
}

const backup: Operation = {
  name: 'backup',
  result: 'backed-up',
  token: 'bot',
  backup: 'receive',
  limit: BACKUP_LIMIT,
  skipsUnchanged: false,
  would: "download the token's bot's backup",
  call: async a => ({ download: await a.platform.openBackup(a.serviceEndpoint, a.token, a.signal) })
}

export const OPERATIONS: Record<OperationName, Operation> = {
  restore,
  overwrite,
  'clone-by-ref': cloneByRef,
  backup
}
