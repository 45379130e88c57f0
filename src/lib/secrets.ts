// The secrets of one run. Each is masked with the runner (through the `mask` callback, which is
// `core.setSecret`) the moment it is known, and removed from any outside text the action repeats,
// in the forms a server may echo it in: as it is, JSON-escaped (`\/`, `\u002B`, any `\uXXXX`),
// percent-encoded, as HTML numeric entities, in base64, base64url or hex; in any letter case, with
// white space or line breaks inserted; and in part: no run of FRAGMENT characters of a secret (or
// of one of its encodings) is ever repeated.

/** The longest part of a secret that may be repeated: any longer run of it is removed. */
const FRAGMENT = 16

/** JSON string escapes (`\"`, `\\`, `\/`, `\n`, `\uXXXX`...) decoded, wherever they stand. */
function jsonUnescaped(text: string): string {
  const simple: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }
  return text.replace(/\\(?:u([0-9a-fA-F]{4})|(["\\/bfnrt]))/g, (_, hex: string | undefined, c: string | undefined) =>
    hex ? String.fromCharCode(Number.parseInt(hex, 16)) : (simple[c as string] ?? (c as string))
  )
}

/** Runs of `%XX` decoded (as UTF-8 where they form it, else byte by byte). */
function percentDecoded(text: string): string {
  return text.replace(/(?:%[0-9a-fA-F]{2})+/g, run => {
    try {
      return decodeURIComponent(run)
    } catch {
      return Buffer.from(run.replace(/%/g, ''), 'hex').toString('latin1')
    }
  })
}

/** HTML numeric character references (`&#43;`, `&#x2B;`) decoded. */
function entitiesDecoded(text: string): string {
  return text.replace(
    /&#(?:x([0-9a-fA-F]{1,6})|(\d{1,7}));/g,
    (whole, hex: string | undefined, dec: string | undefined) => {
      const code = hex ? Number.parseInt(hex, 16) : Number(dec)
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
  )
}

/** The forms a server may write a secret in. */
function formsOf(secret: string): string[] {
  const bytes = Buffer.from(secret)
  return [secret, bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex')]
}

/** `text` without white space and in lower case, with where each of its characters stands in `text`. */
function folded(text: string): { chars: string; at: number[] } {
  const at: number[] = []
  let chars = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if (/\s/.test(c)) continue
    const lower = c.toLowerCase()
    chars += lower.length === 1 ? lower : c
    at.push(i)
  }
  return { chars, at }
}

/**
 * The spans of `chars` that are runs of FRAGMENT characters of `form` (all of it when shorter),
 * each taken as far as it follows the form.
 */
function spansOf(chars: string, form: string): [number, number][] {
  const size = Math.min(FRAGMENT, form.length)
  const spans: [number, number][] = []
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

/** `text` with the spans (of its folded characters) replaced by `***`, overlapping spans as one. */
function replaced(text: string, at: number[], spans: [number, number][]): string {
  spans.sort((x, y) => x[0] - y[0])
  let out = ''
  let next = 0
  let last = -1
  for (const [from, end] of spans) {
    if (from < last) {
      last = Math.max(last, end)
      continue
    }
    if (last >= 0) next = (at[last - 1] as number) + 1
    out += text.slice(next, at[from]) + '***'
    last = end
  }
  if (last >= 0) next = (at[last - 1] as number) + 1
  return out + text.slice(next)
}

export class Secrets {
  readonly #values = new Set<string>()
  readonly #mask: (value: string) => void
  /** Every form of every secret, in lower case. */
  readonly #forms: string[] = []

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
      this.#forms.push(...formsOf(part).map(f => f.toLowerCase()))
    }
  }

  /**
   * Replace every known secret in `text`, in any of its forms and any part of FRAGMENT characters
   * or more, with `***`. The text is read with its JSON, percent and HTML escapes decoded.
   */
  redact(text: string): string {
    const decoded = entitiesDecoded(percentDecoded(jsonUnescaped(text)))
    const { chars, at } = folded(decoded)
    const spans = this.#forms.flatMap(form => spansOf(chars, form))
    return spans.length === 0 ? decoded : replaced(decoded, at, spans)
  }
}
