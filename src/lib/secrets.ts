// The run's secrets: masked the moment they are known, and removed from any outside text in the forms and
// pieces a server may echo them in; only the spans that hold one change (docs/security.md).

/** Redacts the items of one list together (`Secrets.redactAll`). */
export type RedactAll = (items: readonly string[]) => string[]

/** The longest part of a secret that may be repeated: any longer run of it is removed. */
const FRAGMENT = 16

/** Decoded text, and for each of its characters the span of the original text it stands for. */
interface Decoded {
  readonly text: string
  readonly from: readonly number[]
  readonly to: readonly number[]
}

/** `input` with each match of `pattern` decoded by `decode`; every decoded character keeps its match's span. */
function decodedBy(input: Decoded, pattern: RegExp, decode: (match: RegExpExecArray) => string): Decoded {
  let text = ''
  const from: number[] = []
  const to: number[] = []
  const keep = (chars: string, start: number, end: number) => {
    text += chars
    for (let i = 0; i < chars.length; i++) {
      from.push(input.from[start] as number)
      to.push(input.to[end - 1] as number)
    }
  }
  let last = 0
  for (const m of input.text.matchAll(pattern)) {
    for (let i = last; i < m.index; i++) keep(input.text[i] as string, i, i + 1)
    keep(decode(m), m.index, m.index + m[0].length)
    last = m.index + m[0].length
  }
  for (let i = last; i < input.text.length; i++) keep(input.text[i] as string, i, i + 1)
  return { text, from, to }
}

const SIMPLE: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }

/** Escapes of one character: JSON's and scripts' (`\"`, `\n`, `\uXXXX`, `\xHH`) and `escape()`'s `%uXXXX`. */
const escapes = (d: Decoded) =>
  decodedBy(d, /(?:\\u|%u)([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})|\\(["\\/bfnrt])/g, ([, unit, byte, c = '']) =>
    unit || byte ? String.fromCharCode(Number.parseInt(unit ?? byte ?? '', 16)) : (SIMPLE[c] ?? c)
  )

/** Fullwidth forms of ASCII (`ＡＢＣ１２３`), as their ASCII characters. */
const fullwidth = (d: Decoded) =>
  decodedBy(d, /[\uFF01-\uFF5E]/g, ([c = '']) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))

/** Runs of `%XX` (as UTF-8 where they form it, else byte by byte). */
const percentRuns = (d: Decoded) =>
  decodedBy(d, /(?:%[0-9a-fA-F]{2})+/g, ([run]) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return Buffer.from(run.replace(/%/g, ''), 'hex').toString('latin1')
    }
  })

/** HTML numeric character references (`&#43;`, `&#x2B;`). */
const entities = (d: Decoded) =>
  decodedBy(d, /&#(?:x([0-9a-fA-F]{1,6})|(\d{1,7}));/g, ([whole, hex, dec]) => {
    const code = hex ? Number.parseInt(hex, 16) : Number(dec)
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })

/** How many times the escapes are undone: an echo encoded within an encoding is still read. */
const DEPTH = 3

/** The text read as a server may have encoded it (to DEPTH levels), each character with where it stands in `text`. */
function decoded(text: string): Decoded {
  const units = Array.from({ length: text.length }, (_, i) => i)
  let d: Decoded = { text, from: units, to: units.map(i => i + 1) }
  for (let round = 0; round < DEPTH; round++) {
    const next = fullwidth(entities(percentRuns(escapes(d))))
    if (next.text === d.text) break
    d = next
  }
  return d
}

/** The base64 of `bytes` inside a longer text, at each of three alignments: the groups that depend on it alone. */
function base64Alignments(bytes: Buffer): string[] {
  const whole = bytes.toString('base64')
  const shifted = [1, 2].map(k => Buffer.concat([Buffer.alloc(k), bytes]).toString('base64'))
  return [whole, ...shifted.map(b => b.slice(4, Math.max(4, b.length - 4)))]
}

/**
 * The forms a server may write a secret in: as it is, reversed, in base64 at any alignment
 * (base64url reads the same), in hex; its UTF-16LE bytes in base64; its base64 in base64.
 */
function formsOf(secret: string): string[] {
  const bytes = Buffer.from(secret)
  const reversed = [...secret].reverse().join('')
  const wide = Buffer.from(secret, 'utf16le')
  const twice = Buffer.from(bytes.toString('base64'))
  const encoded = [...base64Alignments(bytes), bytes.toString('base64url'), bytes.toString('hex')]
  return [secret, reversed, ...encoded, ...base64Alignments(wide), ...base64Alignments(twice)]
}

/** The characters of `text` that `kept` keeps, in lower case, with where each stands in `text`. */
function folded(text: string, kept: (c: string) => boolean): { chars: string; at: number[] } {
  const at: number[] = []
  let chars = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if (!kept(c)) continue
    const lower = c.toLowerCase()
    chars += lower.length === 1 ? lower : c
    at.push(i)
  }
  return { chars, at }
}

/** The spans of `chars` that are runs of FRAGMENT characters of `form`, each as far as it follows the form. */
function spansOf(chars: string, form: string): [number, number][] {
  const size = Math.min(FRAGMENT, form.length)
  const spans: [number, number][] = []
  if (size === 0) return spans
  for (let i = 0; i + size <= form.length; i++) {
    const run = form.slice(i, i + size)
    for (let from = chars.indexOf(run); from >= 0; from = chars.indexOf(run, from + 1)) {
      let end = from + size
      while (i + (end - from) < form.length && chars[end] === form[i + (end - from)]) end++
      spans.push([from, end])
    }
  }
  return spans
}

/** `text` with the given spans of it replaced by `***`, overlapping spans as one. */
function replaced(text: string, spans: [number, number][]): string {
  spans.sort((x, y) => x[0] - y[0])
  let out = ''
  let next = 0
  for (const [from, end] of spans) {
    if (end <= next) continue
    out += `${text.slice(next, Math.max(next, from))}***`
    next = end
  }
  return out + text.slice(next)
}

/** Two ways of reading text for a secret: without white space (nor `redactAll`'s separator), and letters and digits alone. */
const READINGS: ((c: string) => boolean)[] = [c => !/\s/.test(c) && c !== SEPARATOR, c => /[\p{L}\p{N}]/u.test(c)]

export class Secrets {
  readonly #values = new Set<string>()
  readonly #mask: (value: string) => void
  /** Every form of every secret, in lower case, as each reading sees it. */
  readonly #forms: string[][] = READINGS.map(() => [])

  constructor(mask: (value: string) => void) {
    this.#mask = mask
  }

  /** Register a secret: masks it (and each of its lines, as the runner masks line by line) at once. */
  add(value: string | undefined): void {
    if (!value) return
    const parts = [value, ...value.split(/\r?\n/)].map(v => v.trim()).filter(v => v.length > 0)
    for (const part of parts) {
      if (this.#values.has(part)) continue
      this.#values.add(part)
      this.#mask(part)
      const forms = formsOf(part).map(f => f.toLowerCase())
      READINGS.forEach((kept, r) => this.#forms[r]?.push(...forms.map(f => folded(f, kept).chars)))
    }
  }

  /**
   * `text` as it came, with every span that holds a known secret replaced by `***`: in any of its
   * forms, read through the text's JSON, percent and HTML escapes, with white space or punctuation
   * between its characters, and any part of FRAGMENT characters or more. Only those spans change:
   * nothing decoded is ever put in the text's place.
   */
  redact(text: string): string {
    const spans = this.#spans(text)
    return spans.length === 0 ? text : replaced(text, spans)
  }

  /** A list's items read together: a secret cut into pieces, one per item, is removed from each. */
  redactAll(items: readonly string[]): string[] {
    const joined = items.join(SEPARATOR)
    const spans = this.#spans(joined)
    let at = 0
    return items.map(item => {
      const start = at
      at += item.length + SEPARATOR.length
      const own = spans
        .filter(([from, end]) => end > start && from < start + item.length)
        .map(([from, end]): [number, number] => [Math.max(0, from - start), Math.min(item.length, end - start)])
      return own.length === 0 ? item : replaced(item, own)
    })
  }

  #spans(text: string): [number, number][] {
    const d = decoded(text)
    const spans: [number, number][] = []
    READINGS.forEach((kept, r) => {
      const { chars, at } = folded(d.text, kept)
      for (const form of this.#forms[r] ?? []) {
        for (const [from, end] of spansOf(chars, form)) {
          spans.push([d.from[at[from] as number] as number, d.to[at[end - 1] as number] as number])
        }
      }
    })
    return spans
  }
}

/** Between the items `redactAll` reads together: neither reading keeps it, so both join across it (a piece "/+=" included). */
const SEPARATOR = '\u0000'
