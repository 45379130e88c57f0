// The secrets of one run. Each is masked with the runner (through the `mask` callback, which is
// `core.setSecret`) the moment it is known, and removed from any outside text the action repeats,
// in the forms a server may echo it in: as it is, JSON-escaped (`\/`, `\u002B`, any `\uXXXX`),
// percent-encoded, or in base64.

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

export class Secrets {
  readonly #values = new Set<string>()
  readonly #mask: (value: string) => void

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
    }
  }

  /**
   * Replace every known secret in `text` with `***` (longest first, so a secret inside another goes
   * too). The text is read with its JSON and percent escapes decoded, so an echo in those forms
   * goes as well; the base64 form of each secret goes too.
   */
  redact(text: string): string {
    let out = percentDecoded(jsonUnescaped(text))
    const forms = [...this.#values].flatMap(v => [v, Buffer.from(v).toString('base64')])
    for (const v of forms.sort((a, b) => b.length - a.length)) out = out.split(v).join('***')
    return out
  }
}
