// The command line's words for what the core's sentences point at (domain/words.ts): its flags and variables, the
// JSON's keys, the working folder, the credentials file, the environment variable of the endpoint.

import type { Words } from '../domain/words.ts'
import { nameHere } from './args.ts'

const input = (name: string) => nameHere(name) ?? `'${name}'`

/** The words of a command's run: its new keys go to `credentialsFile` (as given); a GitLab job's project URL names jobs. */
export function terminalWords(credentialsFile?: string, env: NodeJS.ProcessEnv = {}): Words {
  const project = /^https:\/\/[^\s]+$/.test(env.CI_PROJECT_URL ?? '') ? env.CI_PROJECT_URL : undefined
  return {
    runBy: ({ runNumber, ref }) =>
      `by job #${runNumber}${project ? ` (${project}/-/jobs/${runNumber})` : ''} on ${ref}`,
    refused: input,
    input,
    output: name => `'${name}' (--json)`,
    setting: (name, value) =>
      value === 'true' ? `--${name}` : value === 'false' ? `--no-${name}` : `--${name} ${value}`,
    operation: name => `'xenioo-deploy ${name}'`,
    folders: 'the working folder',
    root: 'the working folder',
    within: 'a file below the working folder',
    missingFile: 'Check the path, relative to the working folder.',
    keysAt: `in the credentials file ${credentialsFile ?? '(--credentials-file)'}`,
    later: undefined,
    strayEntry:
      "someone who can write the ledger's folder wrote that entry: find who, and delete its line from the folder's entries.jsonl (--ledger)",
    unseen: 'a save the folder refused, another ledger folder or machine',
    self: 'This command',
    noEndpoint: {
      problem: 'is empty: the bot is reached at its service endpoint.',
      fix: "Give --service-endpoint, or set XENIOO_SERVICE_ENDPOINT, to the bot's service endpoint (bot settings, developers section)."
    }
  }
}
