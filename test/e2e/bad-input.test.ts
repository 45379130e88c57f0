// At least 30 bad inputs, end to end: each exits 1 with one message that names the input and the
// fix, makes no request (the simulator's and the cache service's logs stay empty), leaks nothing.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { placeBackup, tempDir } from '../support/runner.ts'
import { freshStages, runChecked, sharedStage, type Stage } from '../support/stage.ts'

const s = await sharedStage()

interface Case {
  name: string
  input: string
  change: (i: Record<string, string>, ws: string) => void
  /** Words of the message beyond the input's name. */
  says: RegExp
}

const cases: Case[] = [
  {
    name: 'an input misspelled (publsh)',
    input: 'publsh',
    change: i => (i.publsh = 'true'),
    says: /is not an input of this action; did you mean 'publish'\?/
  },
  { name: 'operation missing', input: 'operation', change: i => delete i.operation, says: /is empty/ },
  { name: 'operation unknown', input: 'operation', change: i => (i.operation = 'redeploy'), says: /expected one of/ },
  {
    name: 'operation misspelled (overwite)',
    input: 'operation',
    change: i => (i.operation = 'overwite'),
    says: /is 'overwite', expected one of: .*; did you mean 'overwrite'\?/
  },
  {
    name: 'throttle misspelled (requried)',
    input: 'throttle',
    change: i => (i.throttle = 'requried'),
    says: /did you mean 'required'\?/
  },
  {
    name: 'on-throttle misspelled (wiat)',
    input: 'on-throttle',
    change: i => (i['on-throttle'] = 'wiat'),
    says: /did you mean 'wait'\?/
  },
  {
    name: 'operation in capitals',
    input: 'operation',
    change: i => (i.operation = 'OVERWRITE'),
    says: /expected one of/
  },
  {
    name: 'service-endpoint missing',
    input: 'service-endpoint',
    change: i => delete i['service-endpoint'],
    says: /is empty/
  },
  {
    // #50: a variable of an environment reaches only the jobs that name it (environment: production).
    name: 'service-endpoint empty, as in a job that does not name its environment',
    input: 'service-endpoint',
    change: i => (i['service-endpoint'] = ''),
    says: /is empty.*does the job name the environment that holds it \('environment:'\)/
  },
  {
    name: 'service-endpoint not a URL',
    input: 'service-endpoint',
    change: i => (i['service-endpoint'] = 'my-bot'),
    says: /not a valid absolute URL/
  },
  {
    name: 'service-endpoint http to a remote host',
    input: 'service-endpoint',
    change: i => (i['service-endpoint'] = 'http://api.example.com/r'),
    says: /unencrypted/
  },
  {
    name: 'service-endpoint with user info',
    input: 'service-endpoint',
    change: i => (i['service-endpoint'] = 'https://user:pw@api.example.com/r'),
    says: /user name or password/
  },
  {
    name: 'service-endpoint with a query',
    input: 'service-endpoint',
    change: i => (i['service-endpoint'] += '?debug=1'),
    says: /query or fragment/
  },
  {
    name: 'service-endpoint with a fragment',
    input: 'service-endpoint',
    change: i => (i['service-endpoint'] += '#x'),
    says: /query or fragment/
  },
  {
    name: 'service-endpoint with the call path',
    input: 'service-endpoint',
    change: i => (i['service-endpoint'] += '/authorization/integration'),
    says: /call path/
  },
  {
    name: 'node-url over http to a remote host',
    input: 'node-url',
    change: i => (i['node-url'] = 'http://app03.example.com'),
    says: /unencrypted/
  },
  {
    name: 'node-url with user info',
    input: 'node-url',
    change: i => (i['node-url'] = 'https://a:b@app03.example.com'),
    says: /user name or password/
  },
  {
    name: 'bot key without its secret',
    input: 'bot-api-secret',
    change: i => delete i['bot-api-secret'],
    says: /is empty while 'bot-api-key' is set/
  },
  {
    name: 'bot secret without its key',
    input: 'bot-api-key',
    change: i => delete i['bot-api-key'],
    says: /is empty while 'bot-api-secret' is set/
  },
  {
    name: 'overwrite with only an account key',
    input: 'bot-api-key',
    change: i => (delete i['bot-api-key'], delete i['bot-api-secret']),
    says: /acts on the token's bot/
  },
  {
    name: 'clone-by-ref with only an account key',
    input: 'bot-api-key',
    change: i => (
      delete i['bot-api-key'],
      delete i['bot-api-secret'],
      delete i['backup-file'],
      (i.operation = 'clone-by-ref')
    ),
    says: /acts on the token's bot/
  },
  {
    name: 'no credentials',
    input: 'account-api-key',
    change: i => (delete i['account-api-key'], delete i['bot-api-key'], delete i['bot-api-secret']),
    says: /no token was given/
  },
  {
    name: 'token together with keys',
    input: 'token',
    change: i => (i.token = 'tok_abcdefgh12345'),
    says: /set together with/
  },
  {
    name: 'space inside the account key',
    input: 'account-api-key',
    change: i => (i['account-api-key'] = 'acc_12 34567890'),
    says: /space, tab or line break/
  },
  {
    name: 'newline inside the bot secret',
    input: 'bot-api-secret',
    change: i => (i['bot-api-secret'] = 'sec_1234\nsec_5678'),
    says: /space, tab or line break/
  },
  {
    name: 'tab inside the token',
    input: 'token',
    change: i => (
      delete i['account-api-key'],
      delete i['bot-api-key'],
      delete i['bot-api-secret'],
      (i.token = 'tok_1234\tabcd')
    ),
    says: /space, tab or line break/
  },
  {
    name: 'backup-file missing for overwrite',
    input: 'backup-file',
    change: i => delete i['backup-file'],
    says: /needs a backup/
  },
  {
    name: 'backup-file that does not exist',
    input: 'backup-file',
    change: i => (i['backup-file'] = 'bots/nope.xenioo'),
    says: /does not exist/
  },
  {
    name: 'backup-file that is a directory',
    input: 'backup-file',
    change: (i, ws) => (mkdirSync(path.join(ws, 'bots/dir'), { recursive: true }), (i['backup-file'] = 'bots/dir')),
    says: /is a directory/
  },
  {
    name: 'backup-file that is empty',
    input: 'backup-file',
    change: (i, ws) => (writeFileSync(path.join(ws, 'empty.xenioo'), ''), (i['backup-file'] = 'empty.xenioo')),
    says: /is empty/
  },
  {
    name: 'backup-file symlink out of the workspace',
    input: 'backup-file',
    change: (i, ws) => (symlinkSync('/etc/passwd', path.join(ws, 'evil.xenioo')), (i['backup-file'] = 'evil.xenioo')),
    says: /outside the workspace/
  },
  {
    name: 'backup-file path climbing out of the workspace',
    input: 'backup-file',
    change: i => (i['backup-file'] = '../../../etc/hostname'),
    says: /outside the workspace|does not exist/
  },
  {
    name: 'backup-file given to clone-by-ref',
    input: 'backup-file',
    change: i => (i.operation = 'clone-by-ref'),
    says: /sends no backup/
  },
  {
    name: 'throttle unknown',
    input: 'throttle',
    change: i => (i.throttle = 'on'),
    says: /expected one of: cache, required, off/
  },
  {
    name: 'on-throttle unknown',
    input: 'on-throttle',
    change: i => (i['on-throttle'] = 'ignore'),
    says: /expected one of: fail, skip, wait/
  },
  {
    name: 'service-endpoint with port 0',
    input: 'service-endpoint',
    change: i => (i['service-endpoint'] = 'https://api.example.com:0/r'),
    says: /port 0/
  },
  {
    name: 'token with a control character',
    input: 'token',
    change: i => {
      for (const k of ['account-api-key', 'bot-api-key', 'bot-api-secret']) delete i[k]
      i.token = 'abc\u0007def'
    },
    says: /cannot be sent in an HTTP header/
  },
  {
    name: 'token with a character outside Latin-1',
    input: 'token',
    change: i => {
      for (const k of ['account-api-key', 'bot-api-key', 'bot-api-secret']) delete i[k]
      i.token = 'abc€def'
    },
    says: /outside Latin-1/
  },
  {
    name: 'backup without backup-file',
    input: 'backup-file',
    change: i => ((i.operation = 'backup'), delete i['backup-file']),
    says: /needs the file to write the backup to/
  },
  {
    name: 'backup to a file outside the workspace',
    input: 'backup-file',
    change: i => ((i.operation = 'backup'), (i['backup-file'] = '../elsewhere/bot.xenioo')),
    says: /would be written outside the workspace/
  },
  {
    name: 'backup to a directory',
    input: 'backup-file',
    change: i => ((i.operation = 'backup'), (i['backup-file'] = 'bots')),
    says: /is a directory/
  },
  { name: 'dry-run not a boolean', input: 'dry-run', change: i => (i['dry-run'] = 'maybe'), says: /not a boolean/ },
  { name: 'dry-run as 1', input: 'dry-run', change: i => (i['dry-run'] = '1'), says: /not a boolean/ },
  { name: 'retries zero', input: 'retries', change: i => (i.retries = '0'), says: /not a positive whole number/ },
  {
    name: 'retries not a number',
    input: 'retries',
    change: i => (i.retries = 'three'),
    says: /not a positive whole number/
  },
  { name: 'retries absurd', input: 'retries', change: i => (i.retries = '500'), says: /limit of 10/ },
  {
    name: 'timeout-seconds negative',
    input: 'timeout-seconds',
    change: i => (i['timeout-seconds'] = '-5'),
    says: /not a positive whole number/
  },
  {
    name: 'timeout-seconds with a unit',
    input: 'timeout-seconds',
    change: i => (i['timeout-seconds'] = '30s'),
    says: /not a positive whole number/
  },
  {
    name: 'timeout-seconds absurd',
    input: 'timeout-seconds',
    change: i => (i['timeout-seconds'] = '999999'),
    says: /limit of 3600/
  }
]

/**
 * Files that are certainly not a backup: refused before any request, in a real run and a dry run
 * alike. Every kind is a row of the unit table (test/unit/backup-kind.test.ts); here, as processes,
 * one of each mechanism (a signature, the start, a byte, the length), and the dry run once.
 */
const notBackups: [string, Buffer | string, RegExp][] = [
  [
    'a Git LFS pointer',
    'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 57624\n',
    /Git LFS pointer.*Set 'lfs: true' on actions\/checkout \(or run 'git lfs pull'/
  ],
  ['a zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), /zip archive/],
  ['JSON', '{"Message": "Unauthorized"}', /starts like JSON/],
  ['NUL bytes', Buffer.from([0x51, 0x55, 0, 0x4a, 0x44]), /NUL bytes/],
  ['base64 that is not whole', 'QUJD'.repeat(400) + 'QU', /not whole base64 \(1602 characters/]
]
for (const [kind, bytes, says] of notBackups) {
  for (const dryRun of kind === 'a Git LFS pointer' ? ['false', 'true'] : ['false']) {
    cases.push({
      name: `backup-file that is ${kind}${dryRun === 'true' ? ', dry run' : ''}`,
      input: 'backup-file',
      change: (i, ws) => {
        writeFileSync(path.join(ws, 'bots/not-a-backup.xenioo'), bytes)
        i['backup-file'] = 'bots/not-a-backup.xenioo'
        i['dry-run'] = dryRun
      },
      says
    })
  }
}

describe.concurrent('bad inputs', () => {
  it('the table has at least 30 cases', () => expect(cases.length).toBeGreaterThanOrEqual(30))
  for (const c of cases) {
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
