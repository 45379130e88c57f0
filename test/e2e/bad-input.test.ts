// Bad inputs end to end, a few as processes (every row of the table runs in-process, in the unit tests):
// each exits 1 with one message that names the input and the fix, makes no request, leaks nothing.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { placeBackup, tempDir } from '../support/runner.ts'
import { freshStages, runChecked, sharedStage, type Stage } from '../support/stage.ts'
import { cases } from '../support/bad-inputs.ts'

const s = await sharedStage()

/** A few rows as processes, one of each mechanism (the input names as set, an input's value, a secret
 * masked in a refusal, a path out of the workspace, a file's content); every row runs in-process in
 * test/unit/bad-inputs.test.ts. */
const REPRESENTATIVES = [
  'an input misspelled (publsh)',
  'service-endpoint http to a remote host',
  'newline inside the bot secret',
  'backup-file symlink out of the workspace',
  'backup-file that is NUL bytes'
]

describe.concurrent('bad inputs', () => {
  for (const c of cases.filter(c => REPRESENTATIVES.includes(c.name))) {
    it(c.name, async () => {
      const ws = tempDir()
      const inputs: Record<string, string> = {
        operation: 'overwrite',
        'service-endpoint': s.sim.endpoint(s.sim.fixture.bots[0]!),
        'account-api-key': s.keys.paid,
        'bot-api-key': s.keys.prodKey,
        'bot-api-secret': s.keys.prodSecret,
        'backup-file': placeBackup(ws, 'stripe-sample.xenioo')
      }
      c.change(inputs, ws)
      // Input validation is covered in-process (test/unit/inputs.test.ts): these processes write no coverage.
      const r = await runChecked(s, { workspace: ws, inputs, cache: { url: s.cache.url }, coverage: false })
      expect(r.code).toBe(1)
      expect(r.errors).toHaveLength(1)
      expect(r.errors[0]).toContain(`'${c.input}'`)
      expect(r.errors[0]).toMatch(c.says)
      expect(r.summary).toMatch(/Likely fix/)
      // No case makes a request, so the shared logs stay empty whatever runs alongside.
      expect(s.sim.log).toEqual([])
      expect(s.cache.log).toEqual([])
    })
  }
})

/** The inputs of a dry run of an overwrite of the production bot with `backupFile`. */
function dryRunOf(s: Stage, backupFile: string): Record<string, string> {
  return {
    operation: 'overwrite',
    'service-endpoint': s.sim.endpoint(s.sim.fixture.bots[0]!),
    'account-api-key': s.keys.paid,
    'bot-api-key': s.keys.prodKey,
    'bot-api-secret': s.keys.prodSecret,
    'backup-file': backupFile,
    'dry-run': 'true'
  }
}

describe.concurrent('inputs from a wrapper or a job’s env:', () => {
  const fresh = freshStages()
  function dryRun(s: Stage, env: Record<string, string>, extra: Record<string, string> = {}) {
    const ws = tempDir()
    const inputs = { ...dryRunOf(s, placeBackup(ws, 'stripe-sample.xenioo')), throttle: 'off', ...extra }
    return runChecked(s, { workspace: ws, inputs, env })
  }

  it('an input like no declared one is warned about and ignored: the run goes on', async () => {
    const s = await fresh()
    const r = await dryRun(s, {}, { colour: 'blue' })
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('planned')
    expect(r.warnings).toEqual([expect.stringMatching(/'colour' is not an input of this action, and is ignored/)])
  })

  it('a close name from the job’s env: is refused, saying where it may be set', async () => {
    const s = await fresh()
    const r = await dryRun(s, { INPUT_PUBLSH: 'true' })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/'publsh' is not an input of this action; did you mean 'publish'\?.*the job's 'env:'/)
    expect(s.sim.log).toEqual([])
  })

  it('a declared input in another case (INPUT_Publish from env:) is refused, never silently not read', async () => {
    const s = await fresh()
    const r = await dryRun(s, { INPUT_Publish: 'true' })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/'publish' is set as 'INPUT_Publish'.*it would never be read/)
    expect(s.sim.log).toEqual([])
  })
})

describe.concurrent('a backup file’s problems are annotated on the file', () => {
  // A stage of their own: a dry run requests a token, and the table above expects no request at all.
  const fresh = freshStages()
  function withFile(s: Stage, content: string, name: string): { ws: string; inputs: Record<string, string> } {
    const ws = tempDir()
    mkdirSync(path.join(ws, 'bots'), { recursive: true })
    writeFileSync(path.join(ws, name), content)
    const inputs = dryRunOf(s, name)
    return { ws, inputs }
  }

  it('a Git LFS pointer: the error is on the file, with a title', async () => {
    const s = await fresh()
    const lfs = 'version https://git-lfs.github.com/spec/v1\noid sha256:ab\nsize 3\n'
    const { ws, inputs } = withFile(s, lfs, 'bots/lfs.xenioo')
    const r = await runChecked(s, { workspace: ws, inputs })
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(
      /^::error (?=[^:]*file=bots\/lfs\.xenioo)(?=[^:]*title=Backup file)[^:]*::Input 'backup-file' 'bots\/lfs\.xenioo' is a Git LFS pointer/m
    )
  })

  it('a backup that ends with a line break: the warning is on the file', async () => {
    const s = await fresh()
    const { ws, inputs } = withFile(s, `${'QUJD'.repeat(400)}\n`, 'bots/newline.xenioo')
    const r = await runChecked(s, { workspace: ws, inputs })
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(
      /^::warning (?=[^:]*file=bots\/newline\.xenioo)(?=[^:]*title=Backup file)[^:]*::The backup file 'bots\/newline\.xenioo': it ends with a line break/m
    )
  })
})
