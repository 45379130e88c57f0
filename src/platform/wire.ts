// The platform's names on the wire: the token endpoints' paths and request fields, and the bot
// calls' paths. Kept apart from the client so they load without the HTTP stack.

import type { KeyAuth } from '../domain/auth.ts'
import type { OperationName } from '../domain/constants.ts'

/** Where a token is requested: the node's when a node URL is given, else the service endpoint's. */
export interface TokenEndpoint {
  readonly serviceEndpoint: string
  readonly nodeUrl: string | undefined
}

/** Where the token is requested: `{node-url}/authorization/code` when a node URL is given, else the service endpoint's `/authorization/integration`. */
export function tokenUrl({ serviceEndpoint, nodeUrl }: TokenEndpoint): string {
  return nodeUrl ? `${nodeUrl}/authorization/code` : `${serviceEndpoint}/authorization/integration`
}

/** The token request's body. */
export function tokenRequestBody(auth: KeyAuth): Record<string, string> {
  const account = { AccountAPIKey: auth.accountApiKey }
  return auth.level === 'bot' ? { ...account, BotAPIKey: auth.botApiKey, BotAPISecret: auth.botApiSecret } : account
}

/** The calls that answer with a bot's key and secret. */
export type BotCallName = Exclude<OperationName, 'backup' | 'publish' | 'smoke-test'>

/** The account's bots, with an account token. */
export const BOTS_PATH = '/bots'

/** The export: a full backup of the token's bot. */
export const BACKUP_PATH = '/bots/backup'

export const BotCallPath: Record<BotCallName, string> = {
  restore: '/bots/restore',
  overwrite: '/bots/restore/overwrite',
  'clone-by-ref': '/bots/clone/byref'
}

/** Publishing: the current form (PUT), and the older one (POST) tried once where the current is not there. */
export const PUBLISH_ROUTES = [
  { method: 'PUT', path: '/bots/publish' },
  { method: 'POST', path: '/bot/publish' }
] as const
