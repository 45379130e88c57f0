// The runner as the action sees it (inputs, masks, outputs, failure, log, summary file, environment):
// @actions/core and process.env for real, a recording fake in unit tests.

import * as core from '@actions/core'
import { getProxyUrl } from '@actions/http-client/lib/proxy'
import type { RunnerInputs } from './inputs.ts'
import type { Sight } from '../ledger/sight.ts'
import { sightOf } from './cache-sight.ts'
import type { Annotation, Log } from '../lib/log.ts'
import { inputNames, rawInput } from './workflow-commands.ts'
import type { Result } from '../domain/result.ts'
import type { RedactAll } from '../lib/secrets.ts'
import { writeSummary, type GitHubRun } from './summary.ts'

/** The runner's environment variables the action reads, read once. */
export interface RunnerEnv {
  readonly workspace: string
  readonly runnerTemp: string | undefined
  /** The commit, ref and run, for the summary. */
  readonly run: GitHubRun
  /** What the throttle ledger can see in this job (its cache mode, service, ref and event). */
  readonly sight: Sight
  /** The event that started the run (`GITHUB_EVENT_NAME`). */
  readonly event: string | undefined
}

export interface ActionIO extends RunnerInputs {
  readonly log: Log
  readonly env: RunnerEnv
  /** An input as the runner set it, untrimmed (a secret with stray spaces must still be masked). */
  rawInput(name: string): string | undefined
  /** The names of every input the runner handed the step (`INPUT_<NAME>`), as set (the runner's are upper case). */
  inputNames(): string[]
  setSecret(value: string): void
  setOutput(name: string, value: string): void
  setFailed(message: string, at?: Annotation): void
  /** Keeps `value` for the post step (a synchronous append to the runner's state file). */
  saveState(name: string, value: string): void
  /** The job summary of a run's result, its texts read once more for secrets (`redactAll`). */
  writeSummary(result: Result, redactAll: RedactAll): Promise<void>
}

function runnerEnv(env: NodeJS.ProcessEnv): RunnerEnv {
  return {
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    runnerTemp: env.RUNNER_TEMP,
    run: {
      sha: env.GITHUB_SHA,
      ref: env.GITHUB_REF,
      repository: env.GITHUB_REPOSITORY,
      runId: env.GITHUB_RUN_ID,
      runNumber: env.GITHUB_RUN_NUMBER,
      workflow: env.GITHUB_WORKFLOW,
      serverUrl: env.GITHUB_SERVER_URL
    },
    // Read when asked: the smoke action has no ledger, and a workflow_run's event file need not be read for it.
    get sight() {
      return sightOf(env)
    },
    event: env.GITHUB_EVENT_NAME
  }
}

const runnerLog: Log = {
  info: m => core.info(m),
  debug: m => core.debug(m),
  warning: (m, at) => core.warning(m, at && { file: at.file, title: at.title }),
  notice: m => core.notice(m),
  error: (m, title) => core.error(m, { title })
}

export function runnerIO(): ActionIO {
  const env = runnerEnv(process.env)
  return {
    log: runnerLog,
    env,
    getInput: name => core.getInput(name),
    getBooleanInput: name => core.getBooleanInput(name),
    rawInput: name => rawInput(process.env, name),
    inputNames: () => inputNames(process.env),
    setSecret: value => core.setSecret(value),
    setOutput: (name, value) => core.setOutput(name, value),
    setFailed: (message, at) => {
      if (!at) return core.setFailed(message)
      core.error(message, { file: at.file, title: at.title })
      process.exitCode = core.ExitCode.Failure
    },
    saveState: (name, value) => core.saveState(name, value),
    writeSummary: (result, redactAll) =>
      writeSummary([result, env.run, redactAll], process.env.GITHUB_STEP_SUMMARY, runnerLog)
  }
}

/** The proxy a request takes, by the rules of @actions/http-client that every toolkit action follows (README: Proxies). */
export const proxyFor = (url: URL): string | undefined => getProxyUrl(url)?.href
