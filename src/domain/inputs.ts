// Reads every input once, validates it, and returns a frozen, typed object. Nothing here makes a
// request: every mistake a user can make in the workflow file is reported before the first call.

import { readAuth, type Auth, type GivenAuth, type InputSource } from './auth.ts'
import { Defaults, Input, OnThrottleModes, ThrottleModes } from './constants.ts'
import type { OnThrottle, ThrottleMode } from './constants.ts'
import { InputError } from './errors.ts'
import { baseUrl, boolean, oneOf, wholeNumber } from './input-values.ts'
import {
  OPERATION_INPUTS,
  OPERATIONS,
  type FileRole,
  type Operation,
  type OperationInput,
  type OperationName,
  Operations
} from './operations.ts'
import type { Words } from './words.ts'

/** The inputs of a run; `auth` as given (`GivenInputs`: a bot may be named, not keyed) or once the bot is chosen. */
export interface Inputs<A extends GivenAuth = Auth> {
  readonly operation: Operation
  /** Service endpoint, without a trailing slash. */
  readonly serviceEndpoint: string
  /** Node URL (older token endpoint), without a trailing slash; undefined when not set. */
  readonly nodeUrl: string | undefined
  readonly auth: A
  /** The backup path as given (relative to the workspace); undefined for clone-by-ref. */
  readonly backupFile: string | undefined
  readonly throttle: ThrottleMode
  readonly onThrottle: OnThrottle
  /** The longest wait `on-throttle: wait` may make; a longer one fails at once, as `fail` does. */
  readonly maxWaitMs: number
  /** Skip an overwrite whose backup the bot already runs (the ledger's newest entry says so). */
  readonly skipUnchanged: boolean
  readonly dryRun: boolean
  readonly retries: number
  readonly timeoutMs: number
  /** The largest export downloaded, in bytes (`max-backup-mib`). */
  readonly maxBackupBytes: number
  readonly outputCredentials: boolean
  /** The run publishes the bot: after a confirmed overwrite (`publish: true`), or as its operation. */
  readonly publishes: boolean
  /** The bot's name (`bot-name`): with keys, the name their bot must have; without, the bot to choose. Read in the account's bot list before any change. */
  readonly botName: string | undefined
}

/** The inputs as read: the bot may be named, not yet chosen. */
export type GivenInputs = Inputs<GivenAuth>

function serviceEndpoint(source: InputSource, words: Pick<Words, 'noEndpoint'>): string {
  const endpoint = source.getInput(Input.ServiceEndpoint)
  if (endpoint === '') throw new InputError(Input.ServiceEndpoint, words.noEndpoint.problem, words.noEndpoint.fix)
  return baseUrl(Input.ServiceEndpoint, endpoint, "the bot's service endpoint (bot settings, developers section)")
}

function nodeUrl(source: InputSource): string | undefined {
  const node = source.getInput(Input.NodeUrl)
  if (node === '') return undefined
  return baseUrl(Input.NodeUrl, node, 'the address of the platform node (the host in the browser address bar)')
}

/** Whether the input of `OperationInput` was given a value. */
const GIVEN: Record<OperationInput, (source: InputSource) => boolean> = {
  publish: source => boolean(source, Input.Publish),
  'backup-file': source => source.getInput(Input.BackupFile) !== '',
  'bot-name': source => source.getInput(Input.BotName).trim() !== ''
}

/** An input the operation does not take, given all the same: refused from the operation's row. */
function refuseNotTaken(source: InputSource, operation: Operation): void {
  for (const input of OPERATION_INPUTS) {
    const notTaken = operation.refuses[input]
    if (notTaken && GIVEN[input](source)) {
      const is = input === 'publish' ? 'true' : 'set'
      throw new InputError(input, `is ${is}, but '${operation.name}' ${notTaken.why}`, notTaken.fix)
    }
  }
}

/** `backup-file` as the operation's file role asks: required where it needs one (refused, from the row, where it takes none). */
function backupFile(source: InputSource, operation: Operation): string | undefined {
  const backup = source.getInput(Input.BackupFile)
  const byRole: Record<FileRole, () => string | undefined> = {
    none: () => undefined,
    receive: () => {
      if (backup !== '') return backup
      throw new InputError(
        Input.BackupFile,
        `is empty: '${operation.name}' needs the file to write the backup to.`,
        `Set '${Input.BackupFile}' to the path to write, relative to the repository root, such as bots/support.xenioo.`
      )
    },
    send: () => {
      if (backup !== '') return backup
      throw new InputError(
        Input.BackupFile,
        `is empty: '${operation.name}' needs a backup to send.`,
        `Set '${Input.BackupFile}' to the path of the .xenioo backup in the repository, such as bots/support.xenioo.`
      )
    }
  }
  return byRole[operation.backup]()
}

/** `bot-name`, where the run can list the account's bots: with the account key (a given token lists nothing). */
function botName(source: InputSource): string | undefined {
  const name = source.getInput(Input.BotName).trim()
  if (name === '') return undefined
  if (source.getInput(Input.Token) !== '') {
    throw new InputError(
      Input.BotName,
      `is set, but the run can only list the account's bots with '${Input.AccountApiKey}', and find the keys' bot with '${Input.BotApiKey}' and '${Input.BotApiSecret}': a given '${Input.Token}' has none of them.`,
      `Give '${Input.AccountApiKey}' (and the bot's keys, or its name alone), or remove '${Input.BotName}'.`
    )
  }
  return name
}

/** What a shell gives as values, not as inputs to read: the command line's command, and whether it keeps new keys. */
export interface GivenValues {
  readonly operation?: OperationName
  readonly outputCredentials?: boolean
}

/** The request from `source`'s inputs, with the values a shell gives as they are (`given`). */
export function readInputs(
  source: InputSource,
  words: Pick<Words, 'noEndpoint'>,
  given: GivenValues = {}
): GivenInputs {
  const operation = OPERATIONS[given.operation ?? oneOf(Input.Operation, source.getInput(Input.Operation), Operations)]
  const endpoint = serviceEndpoint(source, words)
  const node = nodeUrl(source)
  const named = operation.refuses['bot-name'] ? undefined : source.getInput(Input.BotName).trim()
  const auth = readAuth(source, operation, named)
  refuseNotTaken(source, operation)
  const { retries, timeoutSeconds, maxRetries, maxTimeoutSeconds, maxBackupMib, maxMaxBackupMib, maxWaitMinutes } =
    Defaults
  return Object.freeze({
    operation,
    serviceEndpoint: endpoint,
    nodeUrl: node,
    auth,
    backupFile: backupFile(source, operation),
    throttle: oneOf(Input.Throttle, source.getInput(Input.Throttle), ThrottleModes, 'cache'),
    onThrottle: oneOf(Input.OnThrottle, source.getInput(Input.OnThrottle), OnThrottleModes, 'fail'),
    maxWaitMs:
      wholeNumber(Input.MaxWaitMinutes, source.getInput(Input.MaxWaitMinutes), maxWaitMinutes, maxWaitMinutes) * 60_000,
    skipUnchanged: boolean(source, Input.SkipUnchanged),
    dryRun: boolean(source, Input.DryRun),
    outputCredentials: given.outputCredentials ?? boolean(source, Input.OutputCredentials, true),
    publishes: operation.steps[0] === 'go-live' || boolean(source, Input.Publish),
    botName: botName(source),
    retries: wholeNumber(Input.Retries, source.getInput(Input.Retries), retries, maxRetries),
    timeoutMs:
      wholeNumber(Input.TimeoutSeconds, source.getInput(Input.TimeoutSeconds), timeoutSeconds, maxTimeoutSeconds) *
      1000,
    maxBackupBytes:
      wholeNumber(Input.MaxBackupMib, source.getInput(Input.MaxBackupMib), maxBackupMib, maxMaxBackupMib) * 1024 * 1024
  })
}

/** skip-unchanged can apply: asked for, on an operation that replaces the bot, with the ledger on. */
export function skipUnchangedApplies(inputs: Inputs): boolean {
  return inputs.skipUnchanged && inputs.operation.skipsUnchanged && inputs.throttle !== 'off'
}
