// The command line's table (#74): a row per command (its line of meaning, its flags, its environment variables) and
// every flag with its words; the parser (args.ts) and the help (help.ts) derive their lists from it, main.ts runs a row.

import { Defaults, Input, OnDriftModes, OnThrottleModes, SecretInputs, ThrottleModes } from '../domain/constants.ts'
import { OPERATIONS, type OperationName, Operations } from '../domain/operations.ts'
import { ANSWER_SECONDS, SECRETS as SMOKE_SECRETS } from '../smoke/inputs.ts'

/** A flag: the value it takes (none: a switch) and what it means, its default in it; `repeats`: again adds a line. */
export interface Flag {
  readonly takes?: string
  readonly means: string
  readonly repeats?: true
}

const LIMITED: Flag = { takes: 'N', means: '' }
export const FLAGS = {
  'service-endpoint': { takes: 'URL', means: "the bot's service endpoint (its settings, developers section)" },
  'node-url': { takes: 'URL', means: "the older token endpoint's host, where the account still uses it" },
  'bot-name': {
    takes: 'NAME',
    means: "the bot's name in the account's list: with its keys, the name they must belong to; alone, the bot"
  },
  'backup-file': { takes: 'FILE', means: 'the backup (.xenioo), below the working folder' },
  publish: { means: 'put the draft live right after the overwrite (one publish per bot an hour)' },
  'skip-unchanged': { means: 'send nothing when the ledger shows the bot already holds this backup' },
  'keep-replaced': {
    means:
      'export the bot first and keep what the overwrite replaces, in the ledger folder (default on; --no-keep-replaced)'
  },
  'on-drift': {
    takes: OnDriftModes.join('|'),
    means:
      "when the bot changed since this tool's last deploy: exit 1 sending nothing (fail, the default), warn, or go on"
  },
  'dry-run': { means: 'check everything and request a token; send nothing that changes a bot' },
  throttle: {
    takes: ThrottleModes.join('|'),
    means: 'without a readable ledger: go on (cache, the default), refuse, or use none'
  },
  'on-throttle': {
    takes: OnThrottleModes.join('|'),
    means: "when the ledger shows the hour's call made: exit 3 (fail, the default), exit 0, or wait"
  },
  'max-wait-minutes': {
    ...LIMITED,
    means: `the longest wait of --on-throttle wait (default and most ${Defaults.maxWaitMinutes})`
  },
  retries: { ...LIMITED, means: `attempts of a request safe to repeat (default ${Defaults.retries})` },
  'timeout-seconds': { ...LIMITED, means: `each request's limit (default ${Defaults.timeoutSeconds})` },
  'max-backup-mib': {
    ...LIMITED,
    means: `the largest export downloaded, the copy keep-replaced keeps included (default ${Defaults.maxBackupMib})`
  },
  'credentials-file': {
    takes: 'FILE',
    means: "write the new bot's key and secret there (a new file, mode 0600); required where a bot is made"
  },
  ledger: {
    takes: 'DIR',
    means: "the throttle ledger's folder (or XENIOO_LEDGER; ~/.local/state/xenioo-deploy/ledger)"
  },
  script: { takes: 'FILE', means: 'the conversation to have with the live bot (- for standard input)' },
  scripts: {
    takes: 'GLOB',
    means: 'a suite: script files below the working folder, each a conversation; again for more',
    repeats: true
  },
  'stop-on-failure': { means: 'with --scripts, run none after the first that fails' },
  junit: { takes: 'FILE', means: 'write a JUnit XML report there: a test case per script' },
  'channel-endpoint': { takes: 'URL', means: "the custom channel's endpoint (default {service-endpoint}/custom)" },
  'user-id': { takes: 'ID', means: "the conversation's user id (default xenioo-deploy-smoke-test)" },
  variables: { takes: 'LINES', means: 'name=value lines set before the bot greets' },
  'answer-seconds': {
    ...LIMITED,
    means: `the whole conversation's limit (default ${ANSWER_SECONDS[0]}, at most ${ANSWER_SECONDS[1]})`
  },
  'next-restore-at': {
    takes: 'TIME',
    means: "the deploy's next-restore-at: a failure says when a rollback can go out"
  },
  'next-publish-at': { takes: 'TIME', means: "the deploy's next-publish-at: the same for its publish" },
  json: { means: "standard output: one JSON object, its keys the action's output names" },
  'env-file': { takes: 'FILE', means: 'read the environment variables below from FILE too (the environment wins)' },
  verbose: { means: 'debug lines too' },
  help: { means: 'this help' },
  version: { means: 'the version' }
} satisfies Record<string, Flag>
export type FlagName = keyof typeof FLAGS

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

/** A command: what it does in a line, its flags (the common ones besides), the environment variables it reads. */
export interface CommandRow {
  readonly means: string
  readonly flags: readonly FlagName[]
  readonly secrets: readonly string[]
}

const deploy = (name: OperationName, means: string): CommandRow => ({
  means,
  flags: deployFlags(name),
  secrets: SecretInputs
})

export const TABLE = {
  restore: deploy('restore', 'make a new bot from a backup; its key and secret go to --credentials-file'),
  overwrite: deploy('overwrite', "replace a bot's draft with a backup; --publish puts it live"),
  rollback: deploy(
    'rollback',
    'put back what the last overwrite replaced (its copy in the ledger folder), published if it was live'
  ),
  'clone-by-ref': deploy('clone-by-ref', 'make a referenced clone of a bot; its keys go to --credentials-file'),
  backup: deploy('backup', "export a bot's backup into a file (written only when it changed)"),
  publish: deploy('publish', "put a bot's draft live on its channels"),
  'smoke-test': {
    means: 'talk to the live bot through its custom channel: a script, or a suite of them',
    flags: [
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
    ],
    secrets: SMOKE_SECRETS
  },
  status: {
    means: 'which bot the keys reach, and when each limited call may next go out; changes nothing',
    flags: ['service-endpoint', 'node-url', 'bot-name', 'retries', 'timeout-seconds', 'ledger'],
    secrets: SecretInputs.filter(n => n !== Input.Token)
  }
} satisfies Record<OperationName | 'smoke-test' | 'status', CommandRow>
export type Command = keyof typeof TABLE
export const COMMANDS = [...Operations, 'smoke-test', 'status'] as const satisfies readonly Command[]

/** The flags every command takes besides its own. */
export const COMMON: readonly FlagName[] = ['json', 'env-file', 'verbose', 'help']

/** A flag's name as the command line reads it. */
export const flagOf = (name: FlagName): string => (name === 'answer-seconds' ? Input.TimeoutSeconds : name)
