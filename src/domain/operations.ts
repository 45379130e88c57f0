// The operations as data: their steps, credentials and inputs, the hourly limit their call counts
// against, and their words; the run performs any of them the same way and compares no operation's name.

import { BACKUP_LEDGER_KEY_PREFIX, LEDGER_KEY_PREFIX, Output, PUBLISH_LEDGER_KEY_PREFIX } from './constants.ts'
import type { OutputName } from './constants.ts'
import type { Words } from './words.ts'

/** One of the platform's limits of once per bot per hour. */
export interface Limit {
  readonly noun: 'restore' | 'backup' | 'publish'
  /** What its calls are, in a sentence: `restore or overwrite` (one limit for both), `backup`, `publish`. */
  readonly calls: string
  /** What the bot was: `restored`, `backed up`, `published`. */
  readonly done: string
  /** The step output that says from when the next is allowed. */
  readonly output: OutputName
  readonly keyPrefix: string
}

export const RESTORE_LIMIT: Limit = {
  noun: 'restore',
  calls: 'restore or overwrite',
  done: 'restored',
  output: Output.NextRestoreAt,
  keyPrefix: LEDGER_KEY_PREFIX
}
export const BACKUP_LIMIT: Limit = {
  noun: 'backup',
  calls: 'backup',
  done: 'backed up',
  output: Output.NextBackupAt,
  keyPrefix: BACKUP_LEDGER_KEY_PREFIX
}

/** One publish per bot per hour, a limit of its own. */
export const PUBLISH_LIMIT: Limit = {
  noun: 'publish',
  calls: 'publish',
  done: 'published',
  output: Output.NextPublishAt,
  keyPrefix: PUBLISH_LEDGER_KEY_PREFIX
}

/** An operation's steps, in the order they run: the platform's call, the publish, an export compared with the live bot. */
export type StepName = 'call' | 'go-live' | 'live-match'

/** Every limit, for a ledger entry read back by its noun (the post step). */
export const LIMITS: readonly Limit[] = [RESTORE_LIMIT, BACKUP_LIMIT, PUBLISH_LIMIT]

/** A limit's calls in a sentence, by its noun: an overwrite's hour is not called a restore's alone. */
export const callsOf = (noun: string): string => LIMITS.find(l => l.noun === noun)?.calls ?? noun

/** What an operation does with `backup-file` (`kept`: takes none, and sends the copy this tool kept); each place that acts on it keeps a `Record<FileRole, …>`. */
export type FileRole = 'send' | 'receive' | 'none' | 'kept'

/** The inputs that only some operations take, in the order a refusal of one is checked; the rest belong to all. */
export const OPERATION_INPUTS = ['publish', 'backup-file', 'bot-name'] as const
export type OperationInput = (typeof OPERATION_INPUTS)[number]

/** Why an operation does not take an input it was given (`is set, but '<operation>' <why>`), and the fix, in a shell's words. */
export interface NotTaken {
  readonly why: (w: RowWords) => string
  readonly fix: (w: RowWords) => string
}
type RowWords = Pick<Words, 'input' | 'operation'>

export interface Operation {
  readonly name: OperationName
  /** Its steps: the first is its call; each later one runs when the inputs ask for it. */
  readonly steps: readonly StepName[]
  readonly result: CallResult
  /** `bot`: it acts on the token's bot, so an account-wide token will not do. */
  readonly token: 'bot' | 'any'
  /** `send`: `backup-file` is read and sent; `receive`: the backup is written to it; `none`: it takes none. */
  readonly backup: FileRole
  /** The inputs of `OperationInput` it does not take, each with why: one given is refused before any request. */
  readonly refuses: { readonly [I in OperationInput]?: NotTaken }
  readonly limit?: Limit
  /** For a call no limit applies to: the step output left empty to say so (a clone's next-restore-at). */
  readonly emptyNext?: OutputName
  /** Why no limit applies, for the summary (an operation without one). */
  readonly unlimited?: string
  /** What the bot holds when the ledger confirms the backup's bytes for its call (skip-unchanged). */
  readonly unchanged?: { readonly holder: string; readonly state: string; readonly live: boolean }
  /** What a ledger entry calls the call (an operation with a limit of its own). */
  readonly entry?: EntryName
  /** It replaces the token's bot with the backup, so sending the bytes the bot already runs changes nothing. */
  readonly skipsUnchanged: boolean
  /** It publishes by itself, when the bot it replaced was live (a rollback): `publish` is not asked for. */
  readonly publishesWhenLive?: boolean
  /** It makes a new bot, whose key and secret the platform answers (an overwrite's bot keeps its own). */
  readonly newBot: boolean
  /** What a real run would do, in the dry run's words (`would …`). */
  readonly would: string
  readonly path?: string
}

/** `backup-file` given to an operation that takes none: `what` it does instead. */
const sendsNoBackup = (what: string): NotTaken => ({
  why: () => `sends no backup: ${what}`,
  fix: w => `Remove ${w.input('backup-file')}, or use ${w.operation('restore')} or ${w.operation('overwrite')}.`
})

/** What an operation that makes a new bot refuses: a publish (nothing to put online); a restore, a bot's name too. */
const NEW_BOT = {
  publish: {
    why: () =>
      'cannot publish: a new bot has no channel settings yet (a backup holds none), so publishing it would put nothing online.',
    fix: w =>
      `Remove ${w.input('publish')}. Set up the new bot's channels in the platform, then publish it from the editor, or with a publish run given the new bot's keys.`
  },
  'bot-name': {
    why: w => `makes a new bot: ${w.input('bot-name')} names the existing bot a run changes.`,
    fix: w => `Remove ${w.input('bot-name')}.`
  }
} as const satisfies Operation['refuses']

const restore = {
  name: 'restore',
  path: '/bots/restore',
  steps: ['call'],
  result: 'restored',
  token: 'any',
  backup: 'send',
  refuses: NEW_BOT,
  limit: RESTORE_LIMIT,
  entry: 'restore',
  skipsUnchanged: false,
  newBot: true,
  would: 'restore the backup as a new bot'
} as const

const overwrite = {
  ...restore,
  name: 'overwrite',
  path: '/bots/restore/overwrite',
  steps: ['call', 'go-live'],
  entry: 'overwrite',
  result: 'overwritten',
  token: 'bot',
  refuses: {},
  skipsUnchanged: true,
  newBot: false,
  unchanged: {
    holder: 'draft',
    live: false,
    state:
      'the draft holds this backup; no overwrite was sent. The live bot may still differ: without a publish this run does not look at what is live.'
  },
  would: "overwrite the token's bot's draft with the backup"
} as const

const rollback = {
  ...overwrite,
  name: 'rollback',
  result: 'rolled-back',
  backup: 'kept',
  refuses: {
    'backup-file': sendsNoBackup('it sends the copy this tool kept of what the last overwrite replaced.'),
    publish: {
      why: () => 'publishes by itself when the bot it puts back was live (the last overwrite was published).',
      fix: (w: RowWords) => `Remove ${w.input('publish')}.`
    }
  },
  publishesWhenLive: true,
  unchanged: undefined,
  would: 'put back what the last overwrite replaced (the copy this tool kept)'
} as const

const cloneByRef = {
  name: 'clone-by-ref',
  path: '/bots/clone/byref',
  steps: ['call'],
  result: 'cloned',
  token: 'bot',
  backup: 'none',
  // 'bot-name' names the source: the bot whose keys are given, or the one chosen by name.
  refuses: { publish: NEW_BOT.publish, 'backup-file': sendsNoBackup("it clones the token's bot.") },
  emptyNext: RESTORE_LIMIT.output,
  unlimited: 'reference clones are not limited',
  skipsUnchanged: false,
  newBot: true,
  would: "create a referenced clone of the token's bot"
} as const

const backup = {
  name: 'backup',
  steps: ['call', 'live-match'],
  entry: 'backup',
  result: 'backed-up',
  token: 'bot',
  backup: 'receive',
  refuses: {
    publish: {
      why: () => 'cannot publish: a backup only reads the bot: there is nothing new to publish.',
      fix: (w: RowWords) => `Remove ${w.input('publish')}, or publish in a run of its own.`
    }
  },
  limit: BACKUP_LIMIT,
  skipsUnchanged: false,
  newBot: false,
  would: "download the token's bot's backup"
} as const

const publish = {
  name: 'publish',
  steps: ['go-live'],
  entry: 'publish',
  result: 'published',
  token: 'bot',
  backup: 'none',
  refuses: { 'backup-file': sendsNoBackup("it publishes the token's bot as it is (its draft goes live).") },
  limit: PUBLISH_LIMIT,
  skipsUnchanged: false,
  newBot: false,
  would: "publish the token's bot: its draft goes live on its channels"
} as const

/** The table: every list of operations, results, entry names and bot calls is derived from it. */
const ROWS = { restore, overwrite, rollback, 'clone-by-ref': cloneByRef, backup, publish } as const
type Rows = typeof ROWS

export type OperationName = keyof Rows
/** The operations, in the table's order (the `operation` input's values). */
export const Operations = Object.keys(ROWS) as OperationName[]
export type CallResult = Rows[OperationName]['result']
/** What a ledger entry may call its call: the rows' own `entry` names (the key's parser and the post step read them). */
export type EntryName = { [K in OperationName]: Rows[K] extends { readonly entry: infer E } ? E : never }[OperationName]
export const ENTRY_NAMES: readonly EntryName[] = [
  ...new Set(Object.values(ROWS).flatMap(row => ('entry' in row ? [row.entry] : [])))
]
/** The operations whose call answers with a bot's key and secret: a call first, and no backup received. */
export type BotCallName = {
  [K in OperationName]: Rows[K] extends {
    readonly steps: readonly ['call', ...string[]]
    readonly backup: 'send' | 'none'
  }
    ? K
    : never
}[OperationName]

/** A bot call's path on the platform's API (a bot call's row without one does not compile). */
export const botCallPath = (op: BotCallName): string => ROWS[op].path

/** The token endpoints' paths: after the service endpoint, and after a node URL. */
export const TOKEN_PATHS = { service: '/authorization/integration', node: '/authorization/code' } as const

/** Every path of a call that sends the keys or a backup: a service endpoint that ends with one is refused. */
export const CALL_PATHS: readonly string[] = [
  ...Object.values(TOKEN_PATHS),
  ...Object.values(ROWS).flatMap(row => ('path' in row ? [row.path] : []))
]

export const OPERATIONS: Record<OperationName, Operation> = ROWS
