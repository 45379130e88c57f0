// An export's content judged as it streams, chunk by chunk, by the same test as a file to send:
// written without white space, refused when it is not a backup, wherever the chunks are cut.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ContentCheck, NotABackup } from '../../src/files/kind.ts'

const B64 = randomBytes(1500).toString('base64')

/** What the check keeps of `text` fed `size` bytes at a time, or its refusal. */
function judge(text: string | Buffer, size: number): string {
  const check = new ContentCheck()
  const bytes = Buffer.from(text)
  const out: Buffer[] = []
  try {
    for (let at = 0; at < bytes.length; at += size) out.push(check.take(bytes.subarray(at, at + size)))
    out.push(check.end())
  } catch (err) {
    if (err instanceof NotABackup) return `refused: ${err.refusal.is}`
    throw err
  }
  return Buffer.concat(out).toString('latin1')
}

describe('ContentCheck', () => {
  const kept: [string, string, string][] = [
    ['a backup', B64, B64],
    ['white space around it, and line breaks inside', `\n  ${B64.slice(0, 100)}\r\n${B64.slice(100)}\n`, B64]
  ]
  const refused: [string, string | Buffer, RegExp][] = [
    ['nothing', '', /is empty/],
    ['white space only', ' \n\t ', /is empty/],
    ['a JSON object', '{"Message":"An error has occurred."}', /starts like JSON/],
    ['a JSON array after white space', '  \n[1,2,3]', /starts like JSON/],
    ['an HTML page', '<!DOCTYPE html><html><body>Sign in</body></html>', /HTML page/],
    ['a Git LFS pointer', 'version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 3\n', /Git LFS pointer/],
    ['null', 'null', /is JSON \(null\)/],
    ['a number', '12345', /is JSON \(12345\)/],
    ['an error word', 'Invalid token', /byte 7 is " "|too short/],
    ['a NUL byte', Buffer.concat([Buffer.from(B64), Buffer.alloc(1)]), /NUL bytes \(the first at byte 2000\)/],
    ['a zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(100)]), /zip archive/],
    ['base64 that is not whole', `${B64}QU`, /not whole base64/]
  ]
  for (const size of [1, 7, 64, 1 << 20]) {
    for (const [name, text, expected] of kept) {
      it(`keeps ${name}, in chunks of ${size}`, () => expect(judge(text, size)).toBe(expected))
    }
    for (const [name, text, expected] of refused) {
      it(`refuses ${name}, in chunks of ${size}`, () => expect(judge(text, size)).toMatch(expected))
    }
  }
  it('an endless run of white space before the first byte is dropped, never kept', () => {
    const check = new ContentCheck()
    const blank = Buffer.alloc(1 << 20, ' ')
    for (let i = 0; i < 64; i++) expect(check.take(blank)).toHaveLength(0)
    expect(check.take(Buffer.from(B64)).length + check.end().length).toBe(B64.length)
  })
})
