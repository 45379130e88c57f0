// What the rest of the action needs of the platform: the client's options, the token as issued,
// a backup to send, and the Platform interface the operations and the token's owner call (the
// unit tests implement it with a fake). Types only: nothing here loads the HTTP stack.

import type { KeyAuth } from '../domain/auth.ts'
import type { Log } from '../lib/log.ts'
import type { RedactAll } from '../lib/secrets.ts'
import type { Publication } from './answers.ts'
import type { BotInList, BotKeys } from './answers.ts'
import type { BotCallName } from '../domain/operations.ts'

export type { BotInList, BotKeys, ListedBot } from './answers.ts'

export type { ChannelError, Publication } from './answers.ts'

export type { BotCallName } from '../domain/operations.ts'

/** Where a token is requested: the node's when a node URL is given, else the service endpoint's. */
export interface TokenEndpoint {
  readonly serviceEndpoint: string
  readonly nodeUrl: string | undefined
}

export interface ClientOptions {
  readonly attempts: number
  readonly timeoutMs: number
  readonly log: Pick<Log, 'info'>
  /** Removes known secrets from outside text before it is shown. */
  readonly redact: (text: string) => string
  /** The same for the items of one list, read together (a secret in pieces, one per item). */
  readonly redactAll: RedactAll
  /** Takes the `Date` header of each answer (the platform's clock). */
  readonly observeDate?: (date: string | undefined) => void
  /** Every request's User-Agent: the action, its version and the run. */
  readonly userAgent?: string | undefined
}

/** A token as the platform issued it. */
export interface IssuedToken {
  readonly token: string
  /** Minutes of validity the platform reported. */
  readonly validMinutes: number
}

/** A backup to send: its bytes as a stream, and their number. */
export interface BackupBody {
  readonly body: AsyncIterable<Buffer>
  readonly size: number
}

/** An export's answer: its bytes as they arrive, and the size its headers declare (Content-Length), when they do. */
export interface BackupAnswer {
  readonly body: AsyncIterable<Buffer>
  readonly declaredBytes: number | undefined
  /** Gives up the body unread (refused at its headers): the step does not wait for it. */
  readonly cancel: () => void
}

/** A restore, overwrite or reference clone. */
export interface BotCall {
  readonly op: BotCallName
  readonly serviceEndpoint: string
  /** A token valid now. */
  readonly token: string
  /** The backup to send (restore, overwrite). */
  readonly backup: BackupBody | undefined
  /** Abandons the call (the run was cancelled). */
  readonly signal?: AbortSignal
}

/** What the run and the token owner need of the platform. */
export interface Platform {
  requestToken(where: TokenEndpoint, auth: KeyAuth, signal?: AbortSignal): Promise<IssuedToken>
  botCall(call: BotCall): Promise<BotKeys>
  /** The bot with `apiKey` in the account's list (an account token), and how many bots it holds; nothing else is kept. */
  findBot(serviceEndpoint: string, token: string, apiKey: string, signal?: AbortSignal): Promise<BotInList>
  /** The export: the backup's bytes as they arrive (a stream that fails with a CountedError if cut off). */
  openBackup(serviceEndpoint: string, token: string, signal?: AbortSignal): Promise<BackupAnswer>
  /** Publishes the token's bot: what went online, and which channels reported errors. */
  publish(serviceEndpoint: string, token: string, signal?: AbortSignal): Promise<Publication>
  close(): Promise<void>
}
