// The command line's commands as one table (#66): each command's line of meaning and its flags, each flag's value,
// default and line of meaning; the help (text, or one JSON object) and the flags each command lists derive from it.

import { Defaults, Input, OnThrottleModes, SecretInputs, ThrottleModes } from '../domain/constants.ts'
import { OPERATIONS, type OperationName, Operations } from '../domain/operations.ts'
import { ANSWER_SECONDS, SECRETS as SMOKE_SECRETS } from '../smoke/inputs.ts'

export const COMMANDS = [...Operations, 'smoke-test', 'status'] as const
export type Command = (typeof COMMANDS)[number]

/** A flag: the value it takes (none: a switch) and what it means, its default in it. */
interface Flag {
  readonly takes?: string
  readonly means: string
}

const LIMITED: Flag = { takes: 'N', means: '' }
const FLAGS = {
  'service-endpoint': { takes: 'URL', means: "the bot's service endpoint (its settings, developers section)" },
  'node-url': { takes: 'URL', means: "the older token endpoint's host, where the account still uses it" },
  'bot-name': {
    takes: 'NAME',
    means: "the bot's name in the account's list: with its keys, the name they must belong to; alone, the bot"
  },
  'backup-file': { takes: 'FILE', means: 'the backup (.xenioo), below the working folder' },
  publish: { means: 'put the draft live right after the overwrite (one publish per bot an hour)' },
  'skip-unchanged': { means: 'send nothing when the ledger shows the bot already holds this backup' },
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
  'max-backup-mib': { ...LIMITED, means: `the largest export downloaded (default ${Defaults.maxBackupMib})` },
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
    means: 'a suite: script files below the working folder, each a conversation; again for more'
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
  help: { means: 'this help' }
} as const satisfies Record<string, Flag>
type FlagName = keyof typeof FLAGS

/** The operation's own flags, from what it does: a file it sends or writes, a limit, a publish, new keys. */
function deployFlags(name: OperationName): FlagName[] {
  const op = OPERATIONS[name]
  const limited = op.limit !== undefined
  return [
    'service-endpoint',
    'node-url',
    ...(op.refuses['bot-name'] ? [] : (['bot-name'] as const)),
    ...(op.backup === 'none' ? [] : (['backup-file'] as const)),
    ...(op.refuses.publish || op.steps[0] === 'go-live' ? [] : (['publish'] as const)),
    ...(op.skipsUnchanged ? (['skip-unchanged'] as const) : []),
    'dry-run',
    ...(limited ? (['throttle', 'on-throttle', 'max-wait-minutes', 'ledger'] as const) : []),
    'retries',
    'timeout-seconds',
    ...(op.backup === 'receive' ? (['max-backup-mib'] as const) : []),
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

const COMMAND_LINES: Record<Command, { means: string; flags: readonly FlagName[]; secrets: readonly string[] }> = {
  restore: { means: 'make a new bot from a backup; its key and secret go to --credentials-file', ...deploy('restore') },
  overwrite: { means: "replace a bot's draft with a backup; --publish puts it live", ...deploy('overwrite') },
  'clone-by-ref': {
    means: 'make a referenced clone of a bot; its keys go to --credentials-file',
    ...deploy('clone-by-ref')
  },
  backup: { means: "export a bot's backup into a file (written only when it changed)", ...deploy('backup') },
  publish: { means: "put a bot's draft live on its channels", ...deploy('publish') },
  'smoke-test': {
    means: 'talk to the live bot through its custom channel: a script, or a suite of them',
    flags: SMOKE,
    secrets: SMOKE_SECRETS
  },
  status: {
    means: 'which bot the keys reach, and when each limited call may next go out; changes nothing',
    flags: ['service-endpoint', 'node-url', 'bot-name', 'retries', 'timeout-seconds', 'ledger'],
    secrets: SecretInputs.filter(n => n !== Input.Token)
  }
}

function deploy(name: OperationName) {
  return { flags: deployFlags(name), secrets: SecretInputs }
}

/** The flags a command's help lists, by the names the command line reads them (`answer-seconds` is the smoke test's `timeout-seconds`). */
export const flagNamesOf = (command: Command): string[] =>
  COMMAND_LINES[command].flags.map(f => (f === 'answer-seconds' ? Input.TimeoutSeconds : f))

const COMMON: readonly FlagName[] = ['json', 'env-file', 'verbose', 'help']
const shown = (name: FlagName) => ({
  flag: `--${name === 'answer-seconds' ? Input.TimeoutSeconds : name}`,
  takes: (FLAGS[name] as Flag).takes,
  means: FLAGS[name].means
})

/** The help as one JSON object (`--help --json`): the commands, or one command's flags. */
export function helpJson(command: Command | undefined, version: string): object {
  if (!command) return { version, commands: COMMANDS.map(c => ({ command: c, means: COMMAND_LINES[c].means })) }
  const { means, flags } = COMMAND_LINES[command]
  return { command, means, flags: [...flags, ...COMMON].map(shown) }
}

/** The help as text: the commands with a line each, or one command's own flags with theirs. */
export function helpText(command: Command | undefined, version: string, envName: (n: string) => string): string {
  if (!command) {
    const width = Math.max(...COMMANDS.map(c => c.length))
    return `xenioo-deploy ${version}: deploy and test Xenioo bots from a terminal or any CI.

Usage: xenioo-deploy <command> [flags]

Commands:
${COMMANDS.map(c => `  ${c.padEnd(width)}  ${COMMAND_LINES[c].means}`).join('\n')}

Secrets come from the environment only (XENIOO_ACCOUNT_API_KEY, …: each command's help names its own).
Exit codes: 0 done (unchanged and skipped too), 1 failed, 2 usage or input refused before any request, 3 refused by the hour's throttle before any call.
'xenioo-deploy help <command>' (or '<command> --help') lists a command's flags; --version prints the version.`
  }
  const { means, flags, secrets } = COMMAND_LINES[command]
  const rows = [...flags, ...COMMON].map(shown).map(f => [`${f.flag}${f.takes ? ` ${f.takes}` : ''}`, f.means])
  const width = Math.max(...rows.map(([left]) => (left as string).length))
  return `Usage: xenioo-deploy ${command} [flags]

${means.charAt(0).toUpperCase()}${means.slice(1)}.

Flags:
${rows.map(([left, right]) => `  ${(left as string).padEnd(width)}  ${right}`).join('\n')}

Environment: ${[...secrets, Input.ServiceEndpoint].map(envName).join(', ')}.`
}
