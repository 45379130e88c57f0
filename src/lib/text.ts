// Text from outside made safe to repeat (controls, invisible formatting and command markers removed, bounded),
// what may stand in an HTTP header, where two texts that look the same differ, and the word nearest a mistyped one.

/** A JSON object (not an array, not null): outside data read field by field. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

// Control characters are exactly what this pattern is for.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
/** Invisible formatting: bidi controls (U+202A to U+202E, U+2066 to U+2069), zero-width characters, soft hyphens. */
const FORMAT = /\p{Cf}+/gu

/**
 * Outside text made safe to repeat: controls and line breaks become spaces, invisible formatting (bidi,
 * zero-width) is removed, `::` is broken up so it issues no runner command, and it is cut to `max`.
 */
export function untrusted(text: string, max = 300): string {
  const visible = text.replace(FORMAT, '').replace(CONTROL, ' ')
  let out = visible.replace(/::/g, ': :').replace(/ {2,}/g, ' ').trim()
  if (out.length > max) out = `${out.slice(0, max)}… (${out.length - max} more characters)`
  return out
}

/** The reason of any thrown value, as one line of text (for warnings). */
export function reasonOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

/** A value that can stand in an HTTP header: Latin-1, without control characters or line breaks. */
export function isHeaderValue(value: string): boolean {
  // Control characters are exactly what this pattern is for.
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000a-\u001f\u007f\u0100-\uffff]/.test(value)
}

/** A character as a reader can tell it from another: its code point, and itself where it can be seen. */
function codePoint(char: string | undefined): string {
  if (char === undefined) return 'nothing'
  const hex = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
  if (/^[\x20-\x7e]$/.test(char)) return `'${char}' (${hex})`
  return /[\p{Cf}\p{Z}\p{Mn}\p{Cc}]/u.test(char) ? `${hex} (invisible)` : hex
}

/** Where two texts first differ: the place (from 1), each text's character there, and whether both can be told apart by eye (printable ASCII, or nothing). */
export interface Difference {
  readonly at: number
  readonly a: string
  readonly b: string
  readonly plain: boolean
}

export function firstDifference(a: string, b: string): Difference | undefined {
  const [x, y] = [Array.from(a), Array.from(b)]
  let i = 0
  while (i < x.length && x[i] === y[i]) i++
  if (i === x.length && i === y.length) return undefined
  const plain = (c: string | undefined) => c === undefined || /^[\x20-\x7e]$/.test(c)
  return { at: i + 1, a: codePoint(x[i]), b: codePoint(y[i]), plain: plain(x[i]) && plain(y[i]) }
}

/** Where two texts first differ, when a character outside ASCII makes texts that look the same differ. */
export function unseenDifference(a: string, b: string): Difference | undefined {
  const d = firstDifference(a, b)
  return d?.plain ? undefined : d
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Outside text in a job summary: one line, invisible formatting removed, HTML-escaped (no Markdown, no HTML). */
export function shown(text: string): string {
  return escapeHtml(untrusted(text, 10_000))
}

/** The edit distance between two names (insertions, deletions, substitutions). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    row = next
  }
  return row[b.length] ?? 0
}

/** Of `among`, the word nearest to `word`, when one is near enough to be what was meant. */
export function closestOf(word: string, among: readonly string[]): string | undefined {
  const ranked = among.map(d => ({ d, by: distance(word, d) })).sort((x, y) => x.by - y.by)
  const best = ranked[0]
  return best && best.by <= Math.max(2, Math.floor(word.length / 3)) ? best.d : undefined
}
