// The action's words for what the core's sentences point at (domain/words.ts): a workflow's inputs, the runner's
// folders, the step's outputs, the post step, an environment's variables.

import { ACTION_VERSION, Input } from '../domain/constants.ts'
import type { Words } from '../domain/words.ts'

export const WORKFLOW_WORDS = {
  setting: (name, value) => `'${name}: ${value}'`,
  operation: name => `'operation: ${name}'`,
  folders: "the workspace and the runner's temp folder",
  root: 'the workspace',
  within: 'a file inside the repository checkout (or RUNNER_TEMP)',
  missingFile:
    'Check the path, relative to the repository root, and that the job checks the repository out (actions/checkout) before this step.',
  keysAt: "in the step's outputs 'api-key' and 'api-secret' (masked)",
  later: { who: 'the post step', when: 'at the end of the job', self: 'the main step' },
  strayEntry:
    "someone who can write this repository's Actions cache wrote that entry: find who, and delete it (Actions → Caches, or 'gh cache delete')",
  unseen: 'a save the cache refused, another branch',
  self: 'This step',
  refused: input => `Input '${input}'`,
  input: name => `'${name}'`,
  output: name => `the output '${name}'`,
  runBy: by => `by run #${by.runNumber} on ${by.ref}`,
  noEndpoint: {
    problem:
      "is empty. When it comes from a variable (vars.XENIOO_SERVICE_ENDPOINT): does the job name the environment that holds it ('environment:')? An environment's variables and secrets reach only the jobs that name it.",
    fix: `Set '${Input.ServiceEndpoint}' to the bot's service endpoint, shown in the developers section of the bot settings, or name the environment that holds it in the job.`
  }
} as const satisfies Words

/** What every request to the platform says it is, so its logs can tell this action's calls: never a secret. */
export function userAgentOf(runId: string | undefined): string {
  const run = runId && /^\d{1,20}$/.test(runId) ? ` (GitHub Actions run ${runId})` : ''
  return `xenioo-deploy-action/${ACTION_VERSION}${run}`
}
