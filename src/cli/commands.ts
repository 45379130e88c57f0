// The command line's commands and the flags each takes (#66): the operations' derived from what each does (a file
// sent or written, a limit, a publish, new keys), the smoke test's and status's listed; their words are help.ts's.

import { Input, SecretInputs } from '../domain/constants.ts'
import { OPERATIONS, type OperationName, Operations } from '../domain/operations.ts'
import { SECRETS as SMOKE_SECRETS } from '../smoke/inputs.ts'

export const COMMANDS = [...Operations, 'smoke-test', 'status'] as const
export type Command = (typeof COMMANDS)[number]

export type { FlagName } from './flags.ts'
import type { FlagName } from './flags.ts'

/** The operation's own flags, from what it does: a file it sends or writes, a limit, a publish, new keys. */
function deployFlags(name: OperationName): FlagName[] {
  const op = OPERATIONS[name]
  const limited = op.limit !== undefined
  return [
    'service-endpoint',
    'node-url',
    ...(op.refuses['bot-name'] ? [] : (['bot-name'] as const)),
    ...(op.backup === 'none' || op.backup === 'kept' ? [] : (['backup-file'] as const)),
    ...(op.refuses.publish || op.steps[0] === 'go-live' ? [] : (['publish'] as const)),
    ...(op.skipsUnchanged ? (['skip-unchanged', 'keep-replaced', 'on-drift'] as const) : []),
    'dry-run',
    ...(limited ? (['throttle', 'on-throttle', 'max-wait-minutes', 'ledger'] as const) : []),
    'retries',
    'timeout-seconds',
    ...(op.backup === 'receive' || op.skipsUnchanged ? (['max-backup-mib'] as const) : []),
    ...(answersKeys(name) ? (['credentials-file'] as const) : [])
  ]
}

/** The operations whose call answers a bot's key and secret: a call first, no backup received. */
const answersKeys = (name: OperationName) =>
  OPERATIONS[name].steps[0] === 'call' && OPERATIONS[name].backup !== 'receive'

const SMOKE: readonly FlagName[] = [
  'script',
  'scripts',
  'stop-on-failure',
  'junit',
  'service-endpoint',
  'channel-endpoint',
  'user-id',
  'variables',
  'answer-seconds',
  'next-restore-at',
  'next-publish-at'
]

/** What each command takes: its flags (the common ones, `--json` and the rest, besides) and its environment variables. */
export const TAKES: Record<Command, { readonly flags: readonly FlagName[]; readonly secrets: readonly string[] }> = {
  restore: deploy('restore'),
  overwrite: deploy('overwrite'),
  rollback: deploy('rollback'),
  'clone-by-ref': deploy('clone-by-ref'),
  backup: deploy('backup'),
  publish: deploy('publish'),
  'smoke-test': { flags: SMOKE, secrets: SMOKE_SECRETS },
  status: {
    flags: ['service-endpoint', 'node-url', 'bot-name', 'retries', 'timeout-seconds', 'ledger'],
    secrets: SecretInputs.filter(n => n !== Input.Token)
  }
}

function deploy(name: OperationName) {
  return { flags: deployFlags(name), secrets: SecretInputs }
}

/** The flags every command takes besides its own. */
export const COMMON: readonly FlagName[] = ['json', 'env-file', 'verbose', 'help']

/** A flag's name as the command line reads it. */
export const flagOf = (name: FlagName): string => (name === 'answer-seconds' ? Input.TimeoutSeconds : name)

/** The flags a command takes, by the names the command line reads them. */
export const flagNamesOf = (command: Command): string[] => TAKES[command].flags.map(flagOf)
