// The JSON-string decoder: a backup the platform wraps as a JSON string is unwrapped chunk by chunk,
// with escapes and surrogate pairs split anywhere across chunks.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { JsonStringDecoder } from '../../src/files/json-string.ts'

/** Decodes `text` fed in the given chunk sizes (in bytes). */
function decode(text: string, cuts: number[] = []): string {
  const bytes = Buffer.from(text, 'utf8')
  const decoder = new JsonStringDecoder()
  const out: Buffer[] = []
  let at = 0
  for (const cut of [...cuts, bytes.length]) {
    const end = Math.min(bytes.length, at + cut)
    out.push(decoder.write(bytes.subarray(at, end)))
    at = end
    if (at >= bytes.length) break
  }
  decoder.end()
  return Buffer.concat(out).toString('utf8')
}

describe('JsonStringDecoder', () => {
  const cases: [string, string, string][] = [
    ['plain base64', '"QUJD+/=="', 'QUJD+/=='],
    ['white space around the string', ' \n "QUJD" \r\n', 'QUJD'],
    ['escaped solidus and the simple escapes', '"a\\/b\\n\\t\\"\\\\"', 'a/b\n\t"\\'],
    ['a \\u escape', '"\\u0041\\u002B"', 'A+'],
    ['a surrogate pair from two \\u escapes', '"\\ud83d\\ude00"', '😀'],
    ['a character of several UTF-8 bytes', '"é😀"', 'é😀']
  ]
  for (const [name, text, expected] of cases) {
    it(`${name}, whole`, () => expect(decode(text)).toBe(expected))
    it(`${name}, one byte at a time`, () => expect(decode(text, Array(64).fill(1))).toBe(expected))
  }

  it('any JSON string, cut anywhere, decodes to what JSON.parse says', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.array(fc.integer({ min: 1, max: 7 })), (s, cuts) => {
        const text = JSON.stringify(s).replace(
          /[\u0080-\uffff]/g,
          c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
        )
        expect(decode(text, cuts)).toBe(JSON.parse(text))
      })
    )
  })

  const bad: [string, string, RegExp][] = [
    ['an unknown escape', '"a\\qb"', /unknown escape \\q/],
    ['a broken \\u escape', '"\\u12x4"', /broken \\u escape/],
    ['a string that is not closed', '"QUJD', /not closed/],
    ['a second string after the first', '"a" "b"', /more than one JSON string/],
    ['text before the string', 'x"a"', /more than one JSON string/],
    ['a lone surrogate at the end', '"QUJD\\ud83d"', /lone surrogate/]
  ]
  for (const [name, text, message] of bad) {
    it(`refuses ${name}`, () => expect(() => decode(text, [1, 1, 1])).toThrow(message))
  }
})
