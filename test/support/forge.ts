// Another workflow's step writing the Actions cache: a separate process saves an entry under any
// key it chooses with the real @actions/cache, as code on the default branch (a compromised
// dependency in CI) could. The ledger must not believe it.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { LEDGER_PATH } from '../../src/domain/constants.ts'
import type { CacheService } from './cache-service.ts'
import { tempDir } from './runner.ts'

const library = import.meta.resolve('@actions/cache')

const SAVE = `
const cache = await import(process.env.LIBRARY);
const id = await cache.saveCache([process.env.ENTRY_PATH], process.env.KEY, undefined, true);
if (id === -1) process.exit(3);
`

/** Saves `key` on `cache` in `scope` (the default branch unless told), as another workflow would. */
export async function forgeEntry(cache: CacheService, key: string, scope = 'refs/heads/main'): Promise<void> {
  const folder = tempDir('xdeploy-forger-')
  writeFileSync(path.join(folder, LEDGER_PATH), '{}\n')
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_WORKSPACE: folder,
    RUNNER_TEMP: tempDir('xdeploy-forger-temp-'),
    GITHUB_SERVER_URL: 'https://github.com',
    ACTIONS_RESULTS_URL: cache.url,
    ACTIONS_CACHE_SERVICE_V2: 'true',
    ACTIONS_RUNTIME_TOKEN: scope,
    LIBRARY: library,
    ENTRY_PATH: LEDGER_PATH,
    KEY: key
  }
  const child = spawn(process.execPath, ['--input-type=module', '-e', SAVE], { cwd: folder, env, stdio: 'pipe' })
  let out = ''
  child.stdout.on('data', d => (out += String(d)))
  child.stderr.on('data', d => (out += String(d)))
  const code = await new Promise<number | null>(resolve => child.on('close', resolve))
  if (code !== 0) throw new Error(`the forger's save failed (${code}): ${out}`)
}
