// What the ledger can see, from the runner's environment alone (ledger/sight.ts).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isGhes, sightOf, type CacheEnv } from '../../src/action/cache-sight.ts'
import { sightText } from '../../src/ledger/sight.ts'

const GITHUB: CacheEnv = {
  ACTIONS_RESULTS_URL: 'http://cache/',
  ACTIONS_CACHE_SERVICE_V2: 'true',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_EVENT_NAME: 'push'
}

describe('sightOf', () => {
  it.each([
    ['a push on main', {}, {}],
    ['mode write (or empty, or unknown)', { ACTIONS_CACHE_MODE: ' Write ' }, {}],
    ['an unknown mode', { ACTIONS_CACHE_MODE: 'sometimes' }, {}],
    ['mode read', { ACTIONS_CACHE_MODE: 'read' }, { mute: /cache-mode 'read' does not permit writes/ }],
    [
      'mode write-only',
      { ACTIONS_CACHE_MODE: 'WRITE-ONLY' },
      { blind: /cache-mode 'write-only' does not permit reads/ }
    ],
    ['mode none', { ACTIONS_CACHE_MODE: 'none' }, { blind: /'none'/, mute: /'none'/ }],
    [
      'issue_comment',
      { GITHUB_EVENT_NAME: 'issue_comment' },
      { mute: /'issue_comment' get a cache token that may read, not write/ }
    ],
    ['pull_request_target', { GITHUB_EVENT_NAME: 'pull_request_target' }, { mute: /'pull_request_target'/ }],
    [
      'no service',
      { ACTIONS_RESULTS_URL: undefined },
      { blind: /ACTIONS_RESULTS_URL is not set/, mute: /ACTIONS_RESULTS_URL/ }
    ],
    [
      'github.com without the v2 flag: the library looks for ACTIONS_CACHE_URL',
      { ACTIONS_CACHE_SERVICE_V2: undefined },
      { blind: /ACTIONS_CACHE_URL is not set\)$/, mute: /ACTIONS_CACHE_URL/ }
    ],
    [
      'github.com without the v2 flag, with ACTIONS_CACHE_URL',
      { ACTIONS_CACHE_SERVICE_V2: undefined, ACTIONS_CACHE_URL: 'http://c/' },
      {}
    ],
    [
      'GHES without its service',
      { GITHUB_SERVER_URL: 'https://git.acme.example' },
      { blind: /ACTIONS_CACHE_URL is not set.*administrator/ }
    ],
    [
      'GHES with it',
      { GITHUB_SERVER_URL: 'https://git.acme.example', ACTIONS_CACHE_URL: 'http://c/', ACTIONS_RESULTS_URL: undefined },
      {}
    ]
  ] as const)('%s', (_name, env, expected) => {
    const sight = sightOf({ ...GITHUB, ...env })
    if ('blind' in expected) expect(sight.blind).toMatch(expected.blind)
    else expect(sight.blind).toBeUndefined()
    if ('mute' in expected) expect(sight.mute).toMatch(expected.mute)
    else if (!('blind' in expected)) expect(sight.mute).toBeUndefined()
  })

  it('a workflow_run: from a fork, or with an event file that cannot say, cannot record; from the repository itself, can', () => {
    const event = (payload: unknown) => () => JSON.stringify(payload)
    const env = {
      ...GITHUB,
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: '/e.json',
      GITHUB_REPOSITORY: 'acme/bots'
    }
    const from = (full_name: unknown, fork: unknown) => ({
      repository: { full_name: 'acme/bots' },
      workflow_run: { head_repository: { full_name, fork } }
    })
    expect(sightOf(env, event(from('mallory/bots', true))).mute).toMatch(
      /started by a run from the fork 'mallory\/bots'/
    )
    expect(sightOf(env, event(from('acme/bots', true))).mute).toMatch(/fork/)
    expect(sightOf(env, event(from('mallory/bots\n::error::x', false))).mute).toMatch(/fork 'mallory\/bots_+error_+x'/)
    expect(sightOf(env, event(from('ACME/Bots', false))).mute).toBeUndefined()
    expect(sightOf(env, event({ workflow_run: {} })).mute).toMatch(/does not name the repository/)
    expect(
      sightOf(env, () => {
        throw new Error('ENOENT')
      }).mute
    ).toMatch(/GITHUB_EVENT_PATH\) cannot be read/)
    // The runner's own file, read as the action reads it.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'xdeploy-event-')), 'event.json')
    writeFileSync(file, JSON.stringify(from('mallory/bots', true)))
    expect(sightOf({ ...env, GITHUB_EVENT_PATH: file }).mute).toMatch(/fork 'mallory\/bots'/)
    // Any other event does not read the file.
    expect(sightOf(GITHUB, () => 'not json').mute).toBeUndefined()
  })

  it('a tag and a pull request see less than a branch; a branch is not narrowed', () => {
    expect(sightOf({ ...GITHUB, GITHUB_REF: 'refs/tags/v1.2.3' }).narrow?.who).toBe('tag v1.2.3')
    expect(sightOf({ ...GITHUB, GITHUB_REF: 'refs/pull/42/merge' }).narrow?.who).toBe('pull request #42')
    expect(sightOf({ ...GITHUB, GITHUB_REF: 'refs/heads/feature' }).narrow).toBeUndefined()
  })

  it('off when it can neither read nor record, said in one reason', () => {
    expect(sightOf({ ...GITHUB, ACTIONS_CACHE_MODE: 'none' }).off).toBe(
      "the job's cache-mode 'none' permits neither reads nor writes"
    )
    expect(sightOf({ ...GITHUB, ACTIONS_CACHE_MODE: 'write-only', GITHUB_EVENT_NAME: 'issue_comment' }).off).toMatch(
      /does not permit reads, and runs started by 'issue_comment'/
    )
    expect(sightOf({ ...GITHUB, ACTIONS_CACHE_MODE: 'read' }).off).toBeUndefined()
    expect(sightText(sightOf(GITHUB))).toBeUndefined()
  })

  it('GHES is any server but github.com, *.ghe.com and *.localhost; an unreadable URL is not', () => {
    expect(
      [undefined, 'https://github.com', 'https://acme.ghe.com', 'http://x.localhost', 'not a url'].map(isGhes)
    ).toEqual([false, false, false, false, false])
    expect(isGhes('https://github.acme.example')).toBe(true)
  })
})
