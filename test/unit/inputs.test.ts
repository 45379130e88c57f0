import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { WORKFLOW_WORDS } from '../../src/action/words.ts'
import { deployRequest, type RunnerInputs } from '../../src/action/inputs.ts'
import { ActionError, InputError } from '../../src/domain/errors.ts'
import { Input } from '../../src/domain/constants.ts'
import { OPERATION_INPUTS, OPERATIONS, Operations } from '../../src/domain/operations.ts'
import { checkInputNames } from '../../src/action/input-names.ts'
import { closestOf } from '../../src/lib/text.ts'
import { readInputs } from '../../src/domain/inputs.ts'

const KEY = 'acc_0123456789abcdef'
const BOT = 'bot_0123456789abcdef'
const SECRET = 'sec_0123456789abcdef'

/** Inputs as the runner hands them over: trimmed strings, action.yml's defaults filled in. */
function source(values: Record<string, string>): RunnerInputs {
  const all: Record<string, string> = {
    throttle: 'cache',
    'on-throttle': 'fail',
    'dry-run': 'false',
    retries: '3',
    'timeout-seconds': '300',
    ...values
  }
  const getInput = (name: string) => (all[name] ?? '').trim()
  return {
    getInput,
    getBooleanInput(name: string) {
      const v = getInput(name)
      if (['true', 'True', 'TRUE'].includes(v)) return true
      if (['false', 'False', 'FALSE'].includes(v)) return false
      throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}`)
    }
  }
}

const base = {
  operation: 'overwrite',
  'service-endpoint': 'https://api.example.com/route1',
  'account-api-key': KEY,
  'bot-api-key': BOT,
  'bot-api-secret': SECRET,
  'backup-file': 'bots/a.xenioo'
}

describe('valid inputs', () => {
  const cases: [string, Record<string, string>, Record<string, unknown>][] = [
    [
      'overwrite with bot keys',
      base,
      {
        operation: expect.objectContaining({ name: 'overwrite' }),
        auth: { level: 'bot', accountApiKey: KEY, botApiKey: BOT, botApiSecret: SECRET },
        throttle: 'cache',
        onThrottle: 'fail',
        dryRun: false,
        retries: 3,
        timeoutMs: 300_000
      }
    ],
    [
      'restore with the account key only',
      { ...base, operation: 'restore', 'bot-api-key': '', 'bot-api-secret': '' },
      { auth: { level: 'account', accountApiKey: KEY } }
    ],
    [
      'clone with a token',
      { operation: 'clone-by-ref', 'service-endpoint': 'https://api.example.com/r', token: 'abc/+=' },
      { auth: { level: 'token', token: 'abc/+=' }, backupFile: undefined }
    ],
    [
      'trailing slashes dropped',
      { ...base, 'service-endpoint': 'https://api.example.com/route1///' },
      { serviceEndpoint: 'https://api.example.com/route1' }
    ],
    ['node-url', { ...base, 'node-url': 'https://app03.example.com/' }, { nodeUrl: 'https://app03.example.com' }],
    [
      'http on loopback',
      { ...base, 'service-endpoint': 'http://127.0.0.1:8080/svc' },
      { serviceEndpoint: 'http://127.0.0.1:8080/svc' }
    ],
    [
      'http on localhost',
      { ...base, 'service-endpoint': 'http://localhost:8080' },
      { serviceEndpoint: 'http://localhost:8080' }
    ],
    ['http on [::1]', { ...base, 'service-endpoint': 'http://[::1]:8080' }, { serviceEndpoint: 'http://[::1]:8080' }],
    [
      'dry run, skip, wait, throttle off',
      { ...base, 'dry-run': 'True', 'on-throttle': 'wait', throttle: 'off' },
      { dryRun: true, onThrottle: 'wait', throttle: 'off' }
    ],
    ['retries and timeout', { ...base, retries: '1', 'timeout-seconds': '3600' }, { retries: 1, timeoutMs: 3_600_000 }],
    ['the export bound, in MiB', { ...base, 'max-backup-mib': '3' }, { maxBackupBytes: 3 * 1024 * 1024 }],
    ['the wait bound, in minutes', { ...base, 'max-wait-minutes': '5' }, { maxWaitMs: 5 * 60_000 }],
    ['no wait bound: the whole hour and its margin', base, { maxWaitMs: 61 * 60_000 }],
    [
      'empty optional enums fall back to defaults',
      { ...base, throttle: '', 'on-throttle': '', 'dry-run': '', retries: '', 'timeout-seconds': '' },
      { throttle: 'cache', onThrottle: 'fail', dryRun: false, retries: 3, timeoutMs: 300_000 }
    ]
  ]
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const inputs = readInputs(deployRequest(source(values)), WORKFLOW_WORDS)
      expect(inputs).toMatchObject(expected)
      expect(Object.isFrozen(inputs)).toBe(true)
    })
  }
})

describe('invalid inputs name the input and the fix', () => {
  const cases: [string, Record<string, string>, string, RegExp][] = [
    [
      'no operation',
      { ...base, operation: '' },
      'operation',
      /is empty, expected one of: restore, overwrite, rollback, clone-by-ref/
    ],
    ['unknown operation', { ...base, operation: 'deploy' }, 'operation', /is 'deploy'/],
    [
      'a backup with nowhere to write it',
      { ...base, operation: 'backup', 'backup-file': '' },
      'backup-file',
      /is empty: 'backup' needs the file to write the backup to/
    ],
    [
      'a token that cannot stand in an HTTP header',
      { operation: 'clone-by-ref', 'service-endpoint': 'https://api.example.com/r', token: 'abc\u20ac' },
      'token',
      /cannot be sent in an HTTP header/
    ],
    ['no endpoint', { ...base, 'service-endpoint': '' }, 'service-endpoint', /is empty/],
    [
      'endpoint not a URL',
      { ...base, 'service-endpoint': 'api.example.com' },
      'service-endpoint',
      /not a valid absolute URL/
    ],
    [
      'http to a remote host',
      { ...base, 'service-endpoint': 'http://api.example.com' },
      'service-endpoint',
      /http:\/\/ for api.example.com/
    ],
    [
      'user info in the URL',
      { ...base, 'service-endpoint': 'https://me:pw@api.example.com' },
      'service-endpoint',
      /user name or password/
    ],
    [
      'a query',
      { ...base, 'service-endpoint': 'https://api.example.com/r?x=1' },
      'service-endpoint',
      /query or fragment/
    ],
    [
      'a fragment',
      { ...base, 'service-endpoint': 'https://api.example.com/r#x' },
      'service-endpoint',
      /query or fragment/
    ],
    ['ftp scheme', { ...base, 'service-endpoint': 'ftp://api.example.com' }, 'service-endpoint', /scheme ftp:/],
    [
      'endpoint with the call path',
      { ...base, 'service-endpoint': 'https://api.example.com/r/bots/restore/overwrite' },
      'service-endpoint',
      /ends with the call path/
    ],
    ['node-url over http', { ...base, 'node-url': 'http://app03.example.com' }, 'node-url', /http:\/\//],
    [
      'bot key without secret',
      { ...base, 'bot-api-secret': '' },
      'bot-api-secret',
      /is empty while 'bot-api-key' is set/
    ],
    ['secret without bot key', { ...base, 'bot-api-key': '' }, 'bot-api-key', /is empty while 'bot-api-secret' is set/],
    [
      'overwrite with account key only',
      { ...base, 'bot-api-key': '', 'bot-api-secret': '' },
      'bot-api-key',
      /'overwrite' acts on the token's bot/
    ],
    [
      'clone with account key only',
      { operation: 'clone-by-ref', 'service-endpoint': 'https://a.example.com', 'account-api-key': KEY },
      'bot-api-key',
      /'clone-by-ref' acts on the token's bot/
    ],
    [
      'no credentials at all',
      { ...base, 'account-api-key': '', 'bot-api-key': '', 'bot-api-secret': '' },
      'account-api-key',
      /is empty, and no token was given/
    ],
    [
      'token with keys',
      { ...base, token: 'tok' },
      'token',
      /set together with 'account-api-key', 'bot-api-key', 'bot-api-secret'/
    ],
    ['space inside a secret', { ...base, 'bot-api-secret': 'sec 123' }, 'bot-api-secret', /space, tab or line break/],
    ['newline inside a key', { ...base, 'account-api-key': 'acc\n123' }, 'account-api-key', /space, tab or line break/],
    [
      'tab inside a token',
      { operation: 'clone-by-ref', 'service-endpoint': 'https://a.example.com', token: 'to\tken' },
      'token',
      /space, tab or line break/
    ],
    ['backup for a clone', { ...base, operation: 'clone-by-ref' }, 'backup-file', /sends no backup/],
    ['no backup for a restore', { ...base, operation: 'restore', 'backup-file': '' }, 'backup-file', /needs a backup/],
    ['unknown throttle', { ...base, throttle: 'redis' }, 'throttle', /expected one of: cache, required, off/],
    ['unknown on-throttle', { ...base, 'on-throttle': 'retry' }, 'on-throttle', /expected one of: fail, skip, wait/],
    ['dry-run not a boolean', { ...base, 'dry-run': 'yes' }, 'dry-run', /not a boolean/],
    ['retries zero', { ...base, retries: '0' }, 'retries', /not a positive whole number/],
    ['retries negative', { ...base, retries: '-1' }, 'retries', /not a positive whole number/],
    ['retries fraction', { ...base, retries: '2.5' }, 'retries', /not a positive whole number/],
    ['retries absurd', { ...base, retries: '1000' }, 'retries', /more than the limit of 10/],
    ['timeout not a number', { ...base, 'timeout-seconds': '5m' }, 'timeout-seconds', /not a positive whole number/],
    ['timeout absurd', { ...base, 'timeout-seconds': '86400' }, 'timeout-seconds', /more than the limit of 3600/],
    ['export bound zero', { ...base, 'max-backup-mib': '0' }, 'max-backup-mib', /not a positive whole number/],
    ['export bound absurd', { ...base, 'max-backup-mib': '100000' }, 'max-backup-mib', /more than the limit of 65536/],
    ['wait bound zero', { ...base, 'max-wait-minutes': '0' }, 'max-wait-minutes', /not a positive whole number/],
    ['wait bound past the hour', { ...base, 'max-wait-minutes': '90' }, 'max-wait-minutes', /more than the limit of 61/]
  ]
  for (const [name, values, input, message] of cases) {
    it(name, () => {
      let caught: unknown
      try {
        readInputs(deployRequest(source(values)), WORKFLOW_WORDS)
      } catch (err) {
        caught = err
      }
      expect(caught).toBeInstanceOf(InputError)
      const e = caught as InputError
      expect(e.input).toBe(input)
      expect(e.message).toContain(`'${input}'`)
      expect(e.message).toMatch(message)
      expect(e.fix.length).toBeGreaterThan(10)
      for (const secret of [KEY, BOT, SECRET, 'sec 123', 'acc\n123']) {
        expect(e.message + e.fix).not.toContain(secret)
      }
    })
  }
})

describe('property: random inputs', () => {
  it('never throw anything but an ActionError, and never echo a secret', () => {
    const names = [
      'operation',
      'service-endpoint',
      'node-url',
      'account-api-key',
      'bot-api-key',
      'bot-api-secret',
      'token',
      'backup-file',
      'throttle',
      'on-throttle',
      'dry-run',
      'retries',
      'timeout-seconds'
    ]
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'restore',
        'overwrite',
        'clone-by-ref',
        'https://a.example.com/r',
        'http://127.0.0.1:1',
        'true',
        'false',
        '3',
        'cache',
        'skip'
      )
    )
    const secretValue = fc.string({ minLength: 8 }).map(s => `S3cr3t${s}`)
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), value),
        secretValue,
        fc.constantFrom('account-api-key', 'bot-api-key', 'bot-api-secret', 'token'),
        (values, secret, where) => {
          const all = { ...values, [where]: secret }
          try {
            readInputs(deployRequest(source(all)), WORKFLOW_WORDS)
          } catch (err) {
            expect(err).toBeInstanceOf(ActionError)
            const e = err as ActionError
            expect(e.message).not.toContain(secret.trim())
            expect(e.fix).not.toContain(secret.trim())
          }
        }
      ),
      { numRuns: 500 }
    )
  })
})

describe('publish', () => {
  it.each([
    ['overwrite', { publish: 'true' }, true],
    ['overwrite, by default', {}, false],
    ['operation publish, without a backup file', { operation: 'publish', 'backup-file': '' }, true]
  ])('%s', (_name, values, publishes) => {
    expect(readInputs(deployRequest(source({ ...base, ...values })), WORKFLOW_WORDS).publishes).toBe(publishes)
  })

  it.each([
    [
      'restore',
      { operation: 'restore', publish: 'true' },
      /'restore' cannot publish: a new bot has no channel settings/
    ],
    [
      'clone-by-ref',
      { operation: 'clone-by-ref', publish: 'true', 'backup-file': '' },
      /'clone-by-ref' cannot publish/
    ],
    ['backup', { operation: 'backup', publish: 'true' }, /'backup' cannot publish/],
    ['publish with a backup file', { operation: 'publish' }, /'backup-file' is set, but 'publish' sends no backup/],
    ['a publish that is not a boolean', { publish: 'yes' }, /'publish' is 'yes', not a boolean/]
  ])('refused: %s', (_name, values, message) => {
    expect(() => readInputs(deployRequest(source({ ...base, ...values })), WORKFLOW_WORDS)).toThrow(message)
  })
})

describe('inputs action.yml does not declare', () => {
  it.each([
    ['publsh', 'publish'],
    ['dryrun', 'dry-run'],
    ['service-endpiont', 'service-endpoint'],
    ['dry_run', 'dry-run'],
    ['colour', undefined]
  ])('%s: the closest declared input is %s', (name, near) => {
    expect(closestOf(name, Object.values(Input))).toBe(near)
    const warned: string[] = []
    const check = () => checkInputNames(['OPERATION', name.toUpperCase()], Object.values(Input), m => warned.push(m))
    if (near) expect(check).toThrow(`did you mean '${near}'?`)
    else {
      // Like no declared input: a wrapper's or a job's own variable, warned about and ignored.
      expect(check).not.toThrow()
      expect(warned).toEqual([expect.stringMatching(/'colour' is not an input of this action, and is ignored/)])
    }
  })

  it('a value misspelled names the closest allowed one; one like none names none', () => {
    expect(closestOf('overwite', Operations)).toBe('overwrite')
    expect(closestOf('requried', ['off', 'cache', 'required'])).toBe('required')
    expect(closestOf('redeploy', Operations)).toBeUndefined()
  })

  it('every declared input passes, as the runner sets it (upper case)', () => {
    expect(() =>
      checkInputNames(
        Object.values(Input).map(n => n.toUpperCase()),
        Object.values(Input),
        () => undefined
      )
    ).not.toThrow()
  })

  it('a declared input in another case (a job env: INPUT_Publish) is refused, never silently not read', () => {
    expect(() => checkInputNames(['Publish'], Object.values(Input), () => undefined)).toThrow(
      /is set as 'INPUT_Publish'.*never be read/
    )
  })
})

describe('inputs that only some operations take, refused from the operation table', () => {
  const given: Record<(typeof OPERATION_INPUTS)[number], string> = {
    publish: 'true',
    'backup-file': 'bots/a.xenioo',
    'bot-name': 'support'
  }
  const refusals = Operations.flatMap(name =>
    OPERATION_INPUTS.filter(input => OPERATIONS[name].refuses[input]).map(input => [name, input] as const)
  )
  it.each(refusals)("'%s' refuses '%s' before any request, with its row's words", (operation, input) => {
    const values = { ...base, operation, 'backup-file': '', [input]: given[input] }
    const err = (() => {
      try {
        readInputs(deployRequest(source(values)), WORKFLOW_WORDS)
      } catch (e) {
        return e
      }
    })()
    expect(err).toBeInstanceOf(InputError)
    expect((err as InputError).message).toContain(
      `'${input}' is ${input === 'publish' ? 'true' : 'set'}, but '${operation}'`
    )
    expect((err as InputError).message).toContain(OPERATIONS[operation].refuses[input]?.why(WORKFLOW_WORDS))
  })
  it('every operation that takes no backup file or acts on no existing bot says so in its row', () => {
    for (const name of Operations) {
      const row = OPERATIONS[name]
      expect(Boolean(row.refuses['backup-file'])).toBe(row.backup === 'none' || row.backup === 'kept')
      // A clone's 'bot-name' names its source; a restore acts on no existing bot.
      expect(Boolean(row.refuses['bot-name'])).toBe(row.token === 'any')
      expect(Boolean(row.refuses.publish)).toBe(!row.steps.includes('go-live') || row.publishesWhenLive === true)
    }
  })
})

describe('keys by name (#59): the account key and bot-name alone', () => {
  const byName = { ...base, 'bot-api-key': '', 'bot-api-secret': '', 'bot-name': ' Support Bot ' }
  it.each(['overwrite', 'publish', 'backup', 'clone-by-ref'])(
    '%s: the bot is named, to be chosen from the list',
    op => {
      const backup = { overwrite: 'bots/a.xenioo', backup: 'bots/a.xenioo' }[op] ?? ''
      const inputs = readInputs(
        deployRequest(source({ ...byName, operation: op, 'backup-file': backup })),
        WORKFLOW_WORDS
      )
      expect(inputs.auth).toEqual({ level: 'name', accountApiKey: KEY, botName: 'Support Bot' })
      expect(inputs.botName).toBe('Support Bot')
    }
  )
  it('with keys too, bot-name is the check of their bot', () => {
    const inputs = readInputs(deployRequest(source({ ...base, 'bot-name': 'Support Bot' })), WORKFLOW_WORDS)
    expect(inputs.auth.level).toBe('bot')
    expect(inputs.botName).toBe('Support Bot')
  })
  it('without bot-name, an operation on a bot names both ways to give it', () => {
    const err = (() => {
      try {
        readInputs(deployRequest(source({ ...byName, 'bot-name': '' })), WORKFLOW_WORDS)
      } catch (e) {
        return e as InputError
      }
    })()
    expect(err?.message).toMatch(/'bot-api-key' is needed: 'overwrite' acts on the token's bot/)
    expect(err?.fix).toMatch(/^Set 'bot-name' to the bot's name to choose it from the account's bots, or 'bot-api-key'/)
  })
  it('a restore (a new bot) still refuses bot-name; a given token cannot list the bots', () => {
    expect(() => readInputs(deployRequest(source({ ...byName, operation: 'restore' })), WORKFLOW_WORDS)).toThrow(
      /'bot-name' is set, but 'restore' makes a new bot/
    )
    const token = { ...byName, 'account-api-key': '', token: 'tok_0123456789' }
    expect(() => readInputs(deployRequest(source(token)), WORKFLOW_WORDS)).toThrow(
      /'bot-name' is set, but the run can only list the account's bots/
    )
  })
})
