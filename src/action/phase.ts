// Which step this run of the bundle is, read from the runner's environment alone (nothing loaded):
// the main step leaves `isPost` in the step's state, which the runner hands only to the post step,
// with the ledger entries it left (if any) as `STATE_ledger`.

import { State } from '../domain/constants.ts'

export function isPostStep(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[`STATE_${State.IsPost}`] === 'true'
}

/** Whether the main step left anything for the post step to save. */
export function leftForPost(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env[`STATE_${State.Ledger}`])
}
