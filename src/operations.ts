// The operations, each behind one interface: what credentials and inputs it needs, whether the
// platform's restore throttle (and so the ledger) applies, what a dry run says it would do, and the
// call that does it. The flow (perform.ts) runs any of them the same way.

import type { OperationName, Result } from './constants.ts'
import type { BackupBody, BotKeys, Platform } from './platform/client.ts'

export interface Operation {
  readonly name: OperationName
  /** The `result` output of a run that did it. */
  readonly result: Result
  /** `bot`: it acts on the token's bot, so an account-wide token will not do. */
  readonly token: 'bot' | 'any'
  /** `send`: a backup file is required and sent; `none`: the input is refused. */
  readonly backup: 'send' | 'none'
  /** The platform allows it once per bot per hour: the ledger applies. */
  readonly throttled: boolean
  /** It replaces the token's bot with the backup, so sending the bytes the bot already runs changes nothing. */
  readonly skipsUnchanged: boolean
  /** What a real run would do, in the dry run's words (`would …`). */
  readonly would: string
  /** The call itself, with a token valid now; `signal` abandons it (the run was cancelled). */
  call(
    platform: Platform,
    serviceEndpoint: string,
    token: string,
    backup: BackupBody | undefined,
    signal: AbortSignal
  ): Promise<BotKeys>
}

const restore: Operation = {
  name: 'restore',
  result: 'restored',
  token: 'any',
  backup: 'send',
  throttled: true,
  skipsUnchanged: false,
  would: 'restore the backup as a new bot',
  call: (platform, endpoint, token, backup, signal) => platform.botCall('restore', endpoint, token, backup, signal)
}

const overwrite: Operation = {
  ...restore,
  name: 'overwrite',
  result: 'overwritten',
  token: 'bot',
  skipsUnchanged: true,
  would: "overwrite the token's bot with the backup",
  call: (platform, endpoint, token, backup, signal) => platform.botCall('overwrite', endpoint, token, backup, signal)
}

const cloneByRef: Operation = {
  name: 'clone-by-ref',
  result: 'cloned',
  token: 'bot',
  backup: 'none',
  throttled: false,
  skipsUnchanged: false,
  would: "create a referenced clone of the token's bot",
  call: (platform, endpoint, token, _backup, signal) =>
    platform.botCall('clone-by-ref', endpoint, token, undefined, signal)
}

export const OPERATIONS: Record<OperationName, Operation> = {
  restore,
  overwrite,
  'clone-by-ref': cloneByRef
}
