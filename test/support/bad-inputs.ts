// The table of bad inputs (#57): each refused before any request with one message naming the input and the
// fix. The unit tests run every row in-process; the end-to-end file, a few rows as processes.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface Case {
  name: string
  input: string
  change: (i: Record<string, string>, ws: string) => void
  /** Words of the message beyond the input's name. */
  says: RegExp
}

export const cases: Case[] = [
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
    /Git LFS pointer.*Fetch the file from Git LFS before the deploy \('git lfs pull'; in GitHub Actions, 'lfs: true' on actions\/checkout\)/
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
