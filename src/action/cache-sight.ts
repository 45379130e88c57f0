// What this run's ledger can see in a GitHub Actions job, from the environment before any request (read, record,
// whose entries it shares), decided as @actions/cache and GitHub's service do, and what it says of it.

import { readFileSync } from 'node:fs'
import { Input } from '../domain/constants.ts'
import { InputError } from '../domain/errors.ts'
import { offWarning, type Sight, stillApplies } from '../ledger/sight.ts'
import { isRecord } from '../lib/text.ts'

export interface CacheEnv {
  readonly ACTIONS_CACHE_MODE?: string | undefined
  readonly GITHUB_SERVER_URL?: string | undefined
  readonly ACTIONS_RESULTS_URL?: string | undefined
  readonly ACTIONS_CACHE_URL?: string | undefined
  readonly ACTIONS_CACHE_SERVICE_V2?: string | undefined
  readonly GITHUB_REF?: string | undefined
  readonly GITHUB_EVENT_NAME?: string | undefined
  readonly GITHUB_EVENT_PATH?: string | undefined
  readonly GITHUB_REPOSITORY?: string | undefined
}

export const CACHE_NAME = 'the Actions cache'

/** Events whose runs get a cache token that may read and not write (GitHub, 2026-06). */
const READ_ONLY_EVENTS = ['issue_comment', 'pull_request_target']

/** GitHub Enterprise Server: a server other than github.com, *.ghe.com or *.localhost (as @actions/cache decides). */
export function isGhes(serverUrl: string | undefined): boolean {
  let host: string
  try {
    host = new URL(serverUrl || 'https://github.com').hostname.toLowerCase()
  } catch {
    return false
  }
  return host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')
}

/** Where @actions/cache finds its service: v2 (github.com, `ACTIONS_CACHE_SERVICE_V2` set), else v1 (always GHES). */
export function serviceVariable(env: CacheEnv): 'ACTIONS_RESULTS_URL' | 'ACTIONS_CACHE_URL' {
  return !isGhes(env.GITHUB_SERVER_URL) && env.ACTIONS_CACHE_SERVICE_V2 ? 'ACTIONS_RESULTS_URL' : 'ACTIONS_CACHE_URL'
}

/** Why the job has no cache service, when it has none: the variable the library reads is not set. */
function missingService(env: CacheEnv): string | undefined {
  const variable = serviceVariable(env)
  if (env[variable]) return undefined
  const ghes = isGhes(env.GITHUB_SERVER_URL)
    ? ': on GitHub Enterprise Server the cache needs version 3.5 or later, turned on for Actions by an administrator'
    : ''
  return `the Actions cache service is not configured for this job (${variable} is not set${ghes})`
}

/** What the job's cache mode forbids: `[blind, mute]` reasons (an unknown or empty mode forbids nothing). */
function modeLimits(raw: string | undefined): [string | undefined, string | undefined] {
  const mode = (raw ?? '').trim().toLowerCase()
  const reads = `the job's cache-mode '${mode}' does not permit reads`
  const writes = `the job's cache-mode '${mode}' does not permit writes`
  if (mode === 'write-only') return [reads, undefined]
  if (mode === 'read') return [undefined, writes]
  if (mode === 'none') return [reads, writes]
  return [undefined, undefined]
}

function narrowOf(ref: string | undefined): Sight['narrow'] {
  const tag = /^refs\/tags\/(.+)$/.exec(ref ?? '')?.[1]
  if (tag) {
    const what = `this run of tag '${tag}' sees only the entries of this tag and of the default branch, and only runs of this tag see its entry: deploys from other tags and branches within the hour are invisible to it; deploy from the default branch to share the hour`
    return { who: `tag ${tag}`, what }
  }
  const pull = /^refs\/pull\/(\d+)\/merge$/.exec(ref ?? '')?.[1]
  if (pull) {
    const what = `this run of pull request #${pull} sees the entries of this pull request, its base branch and the default branch, and only re-runs of this pull request see its entry; deploy from the default branch to share the hour`
    return { who: `pull request #${pull}`, what }
  }
  return undefined
}

/** Why a `workflow_run` may not write the cache: its trigger came from a fork, or its payload cannot say. */
function forkedRun(env: CacheEnv, read: (file: string) => string): string | undefined {
  const unknown = (why: string) =>
    `this 'workflow_run' run's event payload ${why}, so whether it was started from a fork (whose runs get a cache token that may read, not write) is not known`
  let payload: unknown
  try {
    payload = JSON.parse(read(env.GITHUB_EVENT_PATH || ''))
  } catch {
    return unknown('(GITHUB_EVENT_PATH) cannot be read')
  }
  const head = isRecord(payload) && isRecord(payload.workflow_run) ? payload.workflow_run.head_repository : undefined
  const own = isRecord(payload) && isRecord(payload.repository) ? payload.repository.full_name : env.GITHUB_REPOSITORY
  if (!isRecord(head) || typeof head.full_name !== 'string' || typeof own !== 'string') {
    return unknown('does not name the repository of the run that started it')
  }
  if (head.fork !== true && head.full_name.toLowerCase() === own.toLowerCase()) return undefined
  const fork = head.full_name.replace(/[^\w./-]/g, '_').slice(0, 100)
  return `this 'workflow_run' run was started by a run from the fork '${fork}', and such runs get a cache token that may read, not write`
}

/** The sight of a run in `env` (`read` reads a `workflow_run`'s event file). */
export function sightOf(env: CacheEnv, read = (file: string) => readFileSync(file, 'utf8')): Sight {
  const missing = missingService(env)
  if (missing) return { blind: missing, mute: missing, off: missing }
  const [blindByMode, muteByMode] = modeLimits(env.ACTIONS_CACHE_MODE)
  const event = env.GITHUB_EVENT_NAME ?? ''
  const readOnly = READ_ONLY_EVENTS.includes(event)
    ? `runs started by '${event}' get a cache token that may read, not write`
    : event === 'workflow_run'
      ? forkedRun(env, read)
      : undefined
  const narrow = narrowOf(env.GITHUB_REF)
  const mute = muteByMode ?? readOnly
  const off = offBecause(blindByMode, mute)
  return {
    ...(blindByMode && { blind: blindByMode }),
    ...(mute && { mute }),
    ...(narrow && { narrow }),
    ...(off && { off })
  }
}

/** Why the ledger is off altogether (it can neither read nor record), when it is. */
function offBecause(blind: string | undefined, mute: string | undefined): string | undefined {
  if (!blind || !mute) return undefined
  if (blind === mute) return blind
  if (/cache-mode 'none'/.test(blind)) return "the job's cache-mode 'none' permits neither reads nor writes"
  return `${blind}, and ${mute}`
}

const REQUIRED_FIX =
  "Let the job read and write the Actions cache (no 'cache-mode', or 'cache-mode: write'; a trigger whose runs may write it), or set 'throttle: cache' to go on without the ledger; the platform's own limit still applies."

/** The sight with what it says before any request (`Sight.say`): the Actions cache the run cannot read or record in. */
export function spoken(sight: Sight): Sight {
  const { blind, mute, narrow, off } = sight
  const say: Sight['say'] = (throttle, nouns, log) => {
    const cannot = [blind && `cannot read the Actions cache (${blind})`, mute && `cannot record in it (${mute})`]
    if (throttle === 'required' && (blind || mute)) {
      const why = off
        ? `can neither read nor record in the Actions cache (${off})`
        : cannot.filter(Boolean).join(' and ')
      throw new InputError(Input.Throttle, `is 'required', but this run's throttle ledger ${why}.`, REQUIRED_FIX)
    }
    if (off) return log.warning(offWarning(off, nouns))
    const limit = stillApplies(nouns)
    if (blind)
      log.warning(
        `Throttle ledger: this run ${cannot[0]}: the last hour is not known, and the run goes on without it; ${limit}.`
      )
    if (mute)
      log.warning(
        `Throttle ledger: this run cannot record in the Actions cache (${mute}): the next run within the hour will not know of this one; ${limit}.`
      )
    if (narrow) log.info(`Throttle ledger: ${narrow.what}.`)
  }
  return { ...sight, say }
}
