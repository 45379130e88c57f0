// What a backup certainly is not, read from its first bytes and its end: a table of file kinds,
// each refused with what it is and the fix, and the warnings for text that is not one line of base64.
import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HEAD_BYTES, inspect } from '../../src/files/kind.ts'
import { FIXTURES, tempDir } from '../support/runner.ts'

async function inspectBytes(data: Buffer | string) {
  const file = path.join(tempDir(), 'b.xenioo')
  writeFileSync(file, data)
  return inspect(file, Buffer.byteLength(data))
}

/** A stand-in shaped like a backup: one line of base64, 64 characters. */
const B64 = randomBytes(1500).toString('base64')

const LFS =
  'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n'

describe('refused kinds', () => {
  const cases: [string, Buffer | string, RegExp, RegExp][] = [
    ['a Git LFS pointer', LFS, /Git LFS pointer/, /git lfs pull.*'lfs: true' on actions\/checkout/],
    ['a zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]), /zip archive/, /not a zip/],
    [
      'a UTF-8 BOM',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('QUJD')]),
      /UTF-8 byte-order mark/,
      /-text/
    ],
    ['a UTF-16 LE BOM', Buffer.from('\ufeffQUJD', 'utf16le'), /UTF-16 byte-order mark/, /-text/],
    ['a UTF-16 BE BOM', Buffer.from([0xfe, 0xff, 0, 0x51]), /UTF-16 byte-order mark/, /-text/],
    ['JSON', '{"APIKey": "x"}', /starts like JSON/, /Export the backup/],
    ['a JSON array after spaces', '  [1, 2]', /starts like JSON/, /Export the backup/],
    ['HTML', '<!DOCTYPE html><html><body>Sign in</body></html>', /HTML page/, /Export the backup/],
    ['XML', '<?xml version="1.0"?><bot/>', /starts like XML/, /Export the backup/],
    [
      'NUL bytes',
      Buffer.concat([Buffer.from('QUJD'), Buffer.alloc(3), Buffer.from('QUJD')]),
      /NUL bytes \(the first at byte 4\)/,
      /Export/
    ],
    ['JSON null', 'null', /is JSON \(null\), not a backup/, /Export/],
    ['a JSON number', '12345', /is JSON \(12345\)/, /Export/],
    ['a JSON string', '"QUJDRA=="', /starts like JSON/, /Export/],
    ['an error word', 'Unauthorized', /too short to be a backup \(12 characters/, /Export/],
    ['a character outside base64', `${B64}!`, /byte 2000 is "!"/, /Export/],
    ['base64 that is not whole', `${B64}QUJ`, /not whole base64 \(2003 characters/, /Export/],
    ['text of several lines, one not base64', `${B64}\nsize 12345\n`, /not whole base64|too short/, /Export/],
    // The one judge of a backup (#57), for a file to send as for an export: '=' ends base64, only.
    ['= before more data', `${'QUJDRA=='.repeat(400)}`, /'=' stands inside it \(character 7\)/, /Export/],
    ['three = at the end', `${B64.slice(0, 1996)}A===`, /'=' stands inside it \(character 2000\)/, /Export/],
    [
      '= in the last MiB of a large file',
      `${'A'.repeat(3 * HEAD_BYTES)}QU==QUJD`,
      /'=' stands inside it \(character 3145731\)/,
      /Export/
    ]
  ]
  for (const [name, data, is, fix] of cases) {
    it(name, async () => {
      const { refusal } = await inspectBytes(data)
      expect(refusal?.is).toMatch(is)
      expect(refusal?.fix).toMatch(fix)
    })
  }
})

describe('accepted, with or without warnings', () => {
  it('the real backups: nothing to say', async () => {
    for (const fixture of ['stripe-sample.xenioo', 'dynamic-data-colors.xenioo']) {
      expect(await inspectBytes(readFileSync(path.join(FIXTURES, fixture)))).toEqual({ warnings: [] })
    }
  })
  it('a trailing line break (LF or CRLF): one warning, not two', async () => {
    for (const end of ['\n', '\r\n']) {
      const { refusal, warnings } = await inspectBytes(`${B64}${end}`)
      expect(refusal).toBeUndefined()
      expect(warnings).toEqual([expect.stringMatching(/ends with a line break/)])
    }
  })
  it('white space inside, or two lines: a warning that says where', async () => {
    expect((await inspectBytes(`${B64.slice(0, 4)} ${B64.slice(4)}`)).warnings).toEqual([
      expect.stringMatching(/not one line of base64 \(byte 4 is " "\)/)
    ])
    expect((await inspectBytes(`${B64.slice(0, 4)}\n${B64.slice(4)}`)).warnings).toEqual([
      expect.stringMatching(/byte 4 is "\\n"/)
    ])
  })
  it('a large file is read at its start and its end only: the middle is read once, as it is sent', async () => {
    const middle = Buffer.concat([Buffer.alloc(HEAD_BYTES, 'Q'), Buffer.from('!!!!'), Buffer.alloc(HEAD_BYTES, 'Q')])
    expect(await inspectBytes(middle)).toEqual({ warnings: [] })
    const end = Buffer.concat([Buffer.alloc(3 * HEAD_BYTES, 'Q'), Buffer.from('!!!!')])
    expect((await inspectBytes(end)).refusal?.is).toMatch(/byte 3145728 is "!"/)
  })
})
