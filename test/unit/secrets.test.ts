// The run's secrets: masked the moment they are known, line by line as the runner masks, and
// removed from any outside text the action repeats, in the forms a server may echo them in.
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
    ['in base64url', `jwt ${Buffer.from(TOKEN).toString('base64url')}`],
    ['in hex, upper case', `0x${Buffer.from(TOKEN).toString('hex').toUpperCase()}`],
    ['upper-cased', `TOKEN ${TOKEN.toUpperCase()} REFUSED`],
    ['wrapped with spaces and line breaks', `token ${TOKEN.slice(0, 5)} ${TOKEN.slice(5, 10)}\r\n${TOKEN.slice(10)}`],
    ['as HTML numeric entities', `token ${[...TOKEN].map(c => `&#${c.charCodeAt(0)};`).join('')}`],
    ['in the base64 of the whole Authorization header', `auth ${Buffer.from(`Bearer ${TOKEN}`).toString('base64')}`],
    ['in base64 after two other bytes', `x ${Buffer.from(`ab${TOKEN}cd`).toString('base64')}`],
    ['cut in 15-character pieces joined by -', `t ${(TOKEN.match(/.{1,15}/g) ?? []).join('-')}`],
    ['cut in pieces joined by dots and commas', `t ${TOKEN.slice(0, 9)}.${TOKEN.slice(9, 20)},${TOKEN.slice(20)}`],
    ['reversed', `t ${[...TOKEN].reverse().join('')}`]
  ]
  for (const [form, text] of echoes) {
    it(`removes an echo ${form}`, () => {
      const out = secrets(TOKEN).s.redact(text)
      expect(out).toContain('***')
      expect(out).not.toContain(TOKEN)
      expect(out).not.toContain(Buffer.from(TOKEN).toString('base64'))
    })
  }

  it('removes the longer of two secrets first, so no part of it is left', () => {
    expect(secrets('abc', 'xxabcxx').s.redact('key xxabcxx and abc')).toBe('key *** and ***')
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

describe('Secrets against nested encodings and pieces', () => {
  const hex4 = (c: string) => c.charCodeAt(0).toString(16).padStart(4, '0')
  it.each([
    ['base64 of base64', Buffer.from(Buffer.from(TOKEN).toString('base64')).toString('base64')],
    ['an HTML entity of an entity', [...TOKEN].map(c => `&#38;#${c.charCodeAt(0)};`).join('')],
    ['\\u escaped twice', [...TOKEN].map(c => `\\u005Cu${hex4(c)}`).join('')],
    ['percent-encoded twice', encodeURIComponent(encodeURIComponent(TOKEN))],
    ['UTF-16LE in base64', Buffer.from(TOKEN, 'utf16le').toString('base64')],
    ['\\xHH escapes', [...TOKEN].map(c => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')],
    ['%uXXXX escapes', [...TOKEN].map(c => `%u${hex4(c).toUpperCase()}`).join('')],
    ['fullwidth forms', [...TOKEN].map(c => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('')]
  ])('%s: no run of 16 characters of it is left', (_name, echo) => {
    const { s } = secrets(TOKEN)
    const out = s.redact(`refused: ${echo}.`)
    expect(out).toMatch(/^refused: .*\*\*\*/)
    for (let i = 0; i + 16 <= echo.length; i++) expect(out).not.toContain(echo.slice(i, i + 16))
  })

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
