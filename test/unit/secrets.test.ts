// The run's secrets: masked the moment they are known, line by line as the runner masks, and
// removed from any outside text the action repeats, in the forms a server is known to echo them in.
import { describe, expect, it } from 'vitest'
import { Secrets } from '../../src/lib/secrets.ts'

const TOKEN = 'tok/en+Value=42-and-some-more'

function secrets(...values: string[]): { s: Secrets; masked: string[] } {
  const masked: string[] = []
  const s = new Secrets(v => masked.push(v))
  for (const v of values) s.add(v)
  return { s, masked }
}

describe('Secrets', () => {
  it('masks each secret once, and each of its lines', () => {
    const { s, masked } = secrets('one', 'two\nlines ', 'one', '', undefined as unknown as string)
    s.add('one')
    expect(masked).toEqual(['one', 'two\nlines', 'two', 'lines'])
  })

  const echoes: [string, string][] = [
    ['as it is', `token ${TOKEN} refused`],
    ['JSON-escaped solidus', `{"m":"token ${TOKEN.replace('/', '\\/')}"}`],
    ['\\u escapes', `token ${TOKEN.replace('+', '\\u002B').replace('/', '\\u002f')}`],
    ['percent-encoded', `token=${encodeURIComponent(TOKEN)}`],
    ['in base64', `Basic ${Buffer.from(TOKEN).toString('base64')}`],
    ['in the base64 of the whole Authorization header', `auth ${Buffer.from(`Bearer ${TOKEN}`).toString('base64')}`],
    ['in base64 after two other bytes', `x ${Buffer.from(`ab${TOKEN}cd`).toString('base64')}`],
    ['in base64 after one other byte', `x ${Buffer.from(`a${TOKEN}`).toString('base64')}`],
    ['with invisible characters inside (#73)', `token ${TOKEN.slice(0, 9)}\u200B\u202E${TOKEN.slice(9)} refused`],
    ['with an escaped zero-width space inside (#73)', `{"m":"${TOKEN.slice(0, 5)}\\u200b${TOKEN.slice(5)}"}`]
  ]
  for (const [form, text] of echoes) {
    it(`removes an echo ${form}`, () => {
      const out = secrets(TOKEN).s.redact(text)
      expect(out).toContain('***')
      expect(out).not.toContain(TOKEN)
      expect(out.replace(/\p{Cf}/gu, '')).not.toContain(TOKEN.slice(0, 9))
      expect(out).not.toContain(Buffer.from(TOKEN).toString('base64'))
    })
  }

  it('removes the longer of two secrets first, so no part of it is left', () => {
    expect(secrets('abc', 'xxabcxx').s.redact('key xxabcxx and abc')).toBe('key *** and ***')
  })

  it('masks where two secrets overlap, or touch, as one', () => {
    const { s } = secrets('abcdef', 'defghi', 'jklmno')
    expect(s.redact('x abcdefghi y')).toBe('x *** y')
    expect(s.redact('x abcdefjklmno y abcdef')).toBe('x *** y ***')
  })

  it('never repeats a run of 16 characters of a secret, wherever it is cut', () => {
    const { s } = secrets(TOKEN)
    for (let from = 0; from + 16 <= TOKEN.length; from++) {
      const out = s.redact(`x ${TOKEN.slice(from, from + 16)}… y`)
      expect(out).toBe('x ***… y')
    }
    // A shorter part may stand: it cannot be told from ordinary text.
    expect(s.redact(`x ${TOKEN.slice(0, 10)} y`)).toContain(TOKEN.slice(0, 10))
  })

  it('replaces only the secret: the rest of the text stays as it came, encodings included', () => {
    const { s } = secrets(TOKEN)
    const text = `%250A%250A## Deployed&#10;to ${encodeURIComponent(TOKEN)} \\u202e`
    const out = s.redact(text)
    expect(out).toBe('%250A%250A## Deployed&#10;to *** \\u202e')
    // A second redaction changes nothing: nothing was decoded in the first.
    expect(s.redact(out)).toBe(out)
  })

  it('leaves text without a secret as it was', () => {
    expect(secrets(TOKEN).s.redact('HTTP 400: bad request')).toBe('HTTP 400: bad request')
  })
})

describe('Secrets against a secret in pieces', () => {
  it('a secret in pieces under 16 characters, one per item, is removed from each item; other items are kept', () => {
    const { s } = secrets(TOKEN)
    const pieces = TOKEN.match(/.{1,6}/g) as string[]
    const out = s.redactAll(['hello', ...pieces, 'bye'])
    expect(out[0]).toBe('hello')
    expect(out.at(-1)).toBe('bye')
    for (const [i, p] of pieces.entries()) expect(out[i + 1]).not.toContain(p)
    expect(s.redactAll(['nothing', 'secret here'])).toEqual(['nothing', 'secret here'])
  })

  it('a piece with no letter or digit (a token that ends in "/+=") is removed too', () => {
    // The simulator's tokens end so about once in a thousand: the e2e echo test then showed "/+=".
    const { s } = secrets('+/Qx7pL2mN8vR4tY6wZ1aB3cD5/+=')
    const tail = ['+/Qx7pL2m', 'N8vR4tY6w', 'Z1aB3cD5', '/+=']
    const head = ['+/', 'Qx7pL2mN8', 'vR4tY6wZ1a', 'B3cD5/+=']
    for (const items of [tail, head]) {
      expect(s.redactAll(['echo', ...items, 'bye'])).toEqual(['echo', ...items.map(() => '***'), 'bye'])
    }
  })
})
