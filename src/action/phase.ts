// Which step this run of the bundle is, from the environment alone: the main step leaves `isPost` (and
// its unsaved ledger entries, `STATE_ledger`) in the state the runner hands only to the post step.

/** What the main step leaves for its post step (`core.saveState`; the post step reads `STATE_<name>`). */
export const State = {
  /** Set by the main step at its start: a run of the bundle with it is the post step. */
  IsPost: 'isPost',
  /** The ledger entries the main step has not confirmed saving (JSON), or empty when none are left. */
  Ledger: 'ledger'
} as const

export function isPostStep(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[`STATE_${State.IsPost}`] === 'true'
}

/** Whether the main step left anything for the post step to save. */
export function leftForPost(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env[`STATE_${State.Ledger}`])
}
