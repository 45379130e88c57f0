// The run's secrets: masked the moment they are known, and removed from outside text in the forms a server
// is known to echo them in (as given, JSON- or percent-escaped, base64, any run of 16, invisibles aside); docs/security.md.

/** Redacts the items of one list together (`Secrets.redactAll`). */
export type RedactAll = (items: readonly string[]) => string[]

/** The longest part of a secret that may be repeated: any longer run of one of its forms is removed. */
const FRAGMENT = 16

/** Invisible formatting (zero-width, bidi): no part of what a reader sees, so no part of what is matched. */
const INVISIBLE = /^\p{Cf}$/u

/**
 * `text` read through one round of JSON's escapes (a .NET server writes `+` as `\u002B` and `/` as `\/`:
 * platform-facts.md, "Backup") and of percent-encoding, invisible characters left out; each character keeps
 * the span of `text` it came from.
 */
function decoded(text: string): { text: string; spans: [number, number][] } {
  let [out, last] = ['', 0]
  const spans: [number, number][] = []
  const keep = (c: string, from: number, end: number) => {
    if (INVISIBLE.test(c)) return
    out += c
    spans.push([from, end])
  }
  for (const m of text.matchAll(/\\u([0-9a-fA-F]{4})|%([0-9a-fA-F]{2})|\\(["\\/])/g)) {
    for (; last < m.index; last++) keep(text[last] ?? '', last, last + 1)
    const hex = m[1] ?? m[2]
    keep(hex ? String.fromCharCode(Number.parseInt(hex, 16)) : (m[3] ?? ''), m.index, (last = m.index + m[0].length))
  }
  for (; last < text.length; last++) keep(text[last] ?? '', last, last + 1)
  return { text: out, spans }
}

/** A secret as given, and its base64 inside a longer text at each of three alignments (the characters that depend on it alone). */
function formsOf(secret: string): string[] {
  const bytes = Buffer.from(secret)
  const shifted = [1, 2].map(k => Buffer.concat([Buffer.alloc(k), bytes]).toString('base64'))
  return [secret, bytes.toString('base64'), ...shifted.map(b => b.slice(4, Math.max(4, b.length - 4)))]
}

/** The spans of `text` that are runs of FRAGMENT characters of `form` (all of a shorter one), each as far as it follows it. */
function spansOf(text: string, form: string): [number, number][] {
  const size = Math.min(FRAGMENT, form.length)
  const spans: [number, number][] = []
  for (let i = 0; size > 0 && i + size <= form.length; i++) {
    const run = form.slice(i, i + size)
    for (let from = text.indexOf(run); from >= 0; from = text.indexOf(run, from + 1)) {
      let end = from + size
      while (i + (end - from) < form.length && text[end] === form[i + (end - from)]) end++
      spans.push([from, end])
    }
  }
  return spans
}

/** `text` with the given spans of it replaced by `***`, spans that overlap or touch as one. */
function replaced(text: string, spans: [number, number][]): string {
  let [out, next] = ['', -1]
  for (const [from, end] of spans.sort((x, y) => x[0] - y[0])) {
    if (from > next) out += `${text.slice(Math.max(0, next), from)}***`
    next = Math.max(next, end)
  }
  return out + text.slice(Math.max(0, next))
}

export class Secrets {
  readonly #forms = new Set<string>()
  readonly #mask: (value: string) => void

  constructor(mask: (value: string) => void) {
    this.#mask = mask
  }

  /** Register a secret: masks it (and each of its lines, as the runner masks line by line) at once. */
  add(value: string | undefined): void {
    for (const part of value ? [value, ...value.split(/\r?\n/)].map(v => v.trim()) : []) {
      if (part === '' || this.#forms.has(part)) continue
      this.#mask(part)
      for (const form of formsOf(part)) this.#forms.add(form)
    }
  }

  /** `text` with every span that holds a known secret (in one of its forms, or a run of FRAGMENT of one) as `***`. */
  readonly redact = (text: string): string => this.redactAll([text])[0] as string

  /** A list's items read together: a secret cut into pieces, one per item, is removed from each. */
  redactAll(items: readonly string[]): string[] {
    const d = decoded(items.join(''))
    const found = [...this.#forms]
      .flatMap(f => spansOf(d.text, f))
      .map(([f, e]) => [d.spans[f]?.[0], d.spans[e - 1]?.[1]])
    let at = 0
    return items.map(item => {
      const start = (at += item.length) - item.length
      const own = found.filter(([f = 0, e = 0]) => e > start && f < at)
      const local = own.map(([f = 0, e = 0]): [number, number] => [
        Math.max(0, f - start),
        Math.min(item.length, e - start)
      ])
      return local.length === 0 ? item : replaced(item, local)
    })
  }
}
