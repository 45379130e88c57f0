// Every flag of the command line with its words (#66): its value, its default, a line of meaning (`answer-seconds`:
// the smoke test's `timeout-seconds`). Their names are FlagName; the words load only with the help.

import { Defaults, OnDriftModes, OnThrottleModes, ThrottleModes } from '../domain/constants.ts'
import { ANSWER_SECONDS } from '../smoke/inputs.ts'

/** A flag: the value it takes (none: a switch) and what it means, its default in it. */
export interface Flag {
  readonly takes?: string
  readonly means: string
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
} satisfies Record<string, Flag>
export type FlagName = keyof typeof FLAGS
