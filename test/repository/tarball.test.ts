// Before the first release (#73): the README's box as a new user follows it, a tarball packed from this repository
// and run with npx (no registry needed: the command line is a package of one), an overwrite against the simulator.
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeBackup, ROOT, tempDir } from '../support/runner.ts'
import { leaks, stage, type Stage } from '../support/stage.ts'

const box =
  /<!-- from-tarball [^>]*-->\n```sh\n([\s\S]*?)```\n<!-- \/from-tarball -->/.exec(
    readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  )?.[1] ?? ''

let s: Stage
beforeAll(async () => (s = await stage()))
afterAll(() => s.stop())

describe("the README's box before the first release", () => {
  it('npm pack in the clone, then npx --yes of the tarball from a working copy: the overwrite goes out', async () => {
    const [pack, run] = box.split('\n').filter(l => l.trim() !== '')
    expect(pack).toMatch(/^mkdir -p ~\/tools && npm pack --pack-destination ~\/tools/)
    expect(run).toMatch(/^npx --yes xenioo-deploy@file:\$HOME\/tools\/xenioo-deploy-[\d.]+\.tgz overwrite /)
    const home = tempDir('xdeploy-tarball-home-')
    const work = tempDir('xdeploy-tarball-work-')
    mkdirSync(path.join(work, 'bots'))
    placeBackup(work, 'stripe-sample.xenioo', 'bots/support.xenioo')
    const bot = s.sim.fixture.bots[0]!
    const env = {
      // npx and npm run on this Node (24); the shell reads `~` as the home given.
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
      HOME: home,
      npm_config_cache: path.join(home, '.npm'),
      XENIOO_ACCOUNT_API_KEY: bot.account,
      XENIOO_BOT_API_KEY: bot.apiKey,
      XENIOO_BOT_API_SECRET: bot.apiSecret,
      XENIOO_SERVICE_ENDPOINT: s.sim.endpoint(bot)
    }
    const sh = (line: string, cwd: string) =>
      promisify(execFile)('bash', ['-c', line.replace(/#.*$/, '')], { cwd, env, timeout: 120_000 })
    await sh(pack!, ROOT)
    const r = await sh(run!, work)
    expect(r.stderr).toMatch(/Xenioo deploy: overwrite — overwritten/)
    expect(leaks({ stdout: r.stdout, stderr: r.stderr, summary: '', outputs: {} } as never, s.secrets())).toEqual([])
    expect(s.sim.calls('overwrite')).toHaveLength(1)
    expect(s.sim.calls('publish')).toHaveLength(1)
  })
})
