// The one log port: every part that says something says it through a Log, so the platform client,
// the ledger and the flow know nothing of @actions/core, and unit tests pass a recording fake.

import * as core from '@actions/core'

export interface Log {
  info(message: string): void
  debug(message: string): void
  warning(message: string): void
  notice(message: string): void
}

/** The step's log on the runner. */
export const runnerLog: Log = {
  info: m => core.info(m),
  debug: m => core.debug(m),
  warning: m => core.warning(m),
  notice: m => core.notice(m)
}
