// Which step this run of the bundle is, from the environment alone: the main step leaves `isPost` (and
// its unsaved ledger entries, `STATE_ledger`) in the state the runner hands only to the post step.

import { State } from '../domain/constants.ts'

export function isPostStep(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[`STATE_${State.IsPost}`] === 'true'
}

/** Whether the main step left anything for the post step to save. */
export function leftForPost(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env[`STATE_${State.Ledger}`])
}
