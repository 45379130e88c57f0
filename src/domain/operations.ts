// The operations, as data: what credentials and inputs each needs, which of the platform's hourly
// limits it counts against (and so whether the ledger applies), and what a dry run says it would
// do. The run (src/run/) performs any of them the same way; the call itself is the platform's.

import { BACKUP_LEDGER_KEY_PREFIX, LEDGER_KEY_PREFIX, Output } from './constants.ts'
import type { CallResult, OperationName, OutputName } from './constants.ts'

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

const RESTORE_LIMIT: Limit = {
  noun: 'restore',
  done: 'restored',
  output: Output.NextRestoreAt,
  keyPrefix: LEDGER_KEY_PREFIX
}
const BACKUP_LIMIT: Limit = {
  noun: 'backup',
  done: 'backed up',
  output: Output.NextBackupAt,
  keyPrefix: BACKUP_LEDGER_KEY_PREFIX
}

export interface Operation {
  readonly name: OperationName
  /** The `result` output of a run that did it. */
  readonly result: CallResult
  /** `bot`: it acts on the token's bot, so an account-wide token will not do. */
  readonly token: 'bot' | 'any'
  /** `send`: `backup-file` is read and sent; `receive`: the backup is written to it; `none`: the input is refused. */
  readonly backup: 'send' | 'receive' | 'none'
  /** The hourly limit it counts against: the ledger applies. */
  readonly limit?: Limit
  /** The step output that says from when the next call is allowed (empty where no limit applies). */
  readonly nextOutput: OutputName
  /** It replaces the token's bot with the backup, so sending the bytes the bot already runs changes nothing. */
  readonly skipsUnchanged: boolean
  /** What a real run would do, in the dry run's words (`would …`). */
  readonly would: string
}

const restore: Operation = {
  name: 'restore',
  result: 'restored',
  token: 'any',
  backup: 'send',
  limit: RESTORE_LIMIT,
  nextOutput: RESTORE_LIMIT.output,
  skipsUnchanged: false,
  would: 'restore the backup as a new bot'
}

const overwrite: Operation = {
  ...restore,
  name: 'overwrite',
  result: 'overwritten',
  token: 'bot',
  skipsUnchanged: true,
  would: "overwrite the token's bot with the backup"
}

const cloneByRef: Operation = {
  name: 'clone-by-ref',
  result: 'cloned',
  token: 'bot',
  backup: 'none',
  nextOutput: RESTORE_LIMIT.output,
  skipsUnchanged: false,
  would: "create a referenced clone of the token's bot"
}

const backup: Operation = {
  name: 'backup',
  result: 'backed-up',
  token: 'bot',
  backup: 'receive',
  limit: BACKUP_LIMIT,
  nextOutput: BACKUP_LIMIT.output,
  skipsUnchanged: false,
  would: "download the token's bot's backup"
}

export const OPERATIONS: Record<OperationName, Operation> = {
  restore,
  overwrite,
  'clone-by-ref': cloneByRef,
  backup
}
