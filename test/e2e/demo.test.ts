// npm run demo, as a new user runs it: it ends by itself, shows the four runs, the live bot
// changing with the publish, masks the credentials, and the fourth run is refused by the ledger
// before any overwrite request.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, it } from 'vitest'
import { ROOT } from '../support/runner.ts'

it('the demo runs a restore, an overwrite, a clone and a throttled overwrite, offline, and ends by itself', () => {
  const env = { ...process.env, HTTP_PROXY: '', HTTPS_PROXY: '' }
  const r = spawnSync(process.execPath, [path.join(ROOT, 'test/demo/demo.ts')], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    // A guard for a demo that would not end, under the test's own 120 s: alone it takes about 3 s;
    // beside three copies of the heaviest e2e files, 70 s was measured (five runs of the action).
    timeout: 110_000
  })
  expect(r.status).toBe(0)
  const out = r.stdout
  expect(out).toMatch(/1\. Restore the backup as a new bot[\s\S]*Exit code: 0[\s\S]*result: restored/)
  expect(out).toMatch(/draft nothing from this demo, live nothing from this demo\.\n\n━━ 2\. Overwrite/)
  expect(out).toMatch(
    /2\. Overwrite the production bot[\s\S]*Exit code: 0[\s\S]*result: overwritten[\s\S]*published: true/
  )
  expect(out).toMatch(/draft sha256 (\w{12})…, live sha256 \1…/)
  expect(out).toMatch(
    /2b\. Prove it live[\s\S]*Smoke test passed: every expectation held; the bot's version is 2\.[\s\S]*result: passed/
  )
  expect(out).toMatch(/3\. Reference clone[\s\S]*Exit code: 0[\s\S]*result: cloned/)
  expect(out).toMatch(/4\. The same deploy again[\s\S]*Error: The bot was last published at[\s\S]*Exit code: 1/)
  expect(out.match(/api-key: \*\*\*/g)).toHaveLength(3)
  expect(out).not.toMatch(/acc_paid_|bot_prod_|sec_prod_|bk_|bs_/)
  expect(out).not.toMatch(/\[command\]|::debug::|::add-mask::/)
  expect(out.match(/bots\/restore\/overwrite → 200/g)).toHaveLength(1)
  expect(out.match(/PUT \/svc\/<route>\/bots\/publish → 200/g)).toHaveLength(1)
})
