// The secrets of one run. Each is masked with the runner (through the `mask` callback, which is
// `core.setSecret`) the moment it is known, and removed from any outside text the action repeats.

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

  /** Replace every known secret in `text` with `***` (longest first, so a secret inside another goes too). */
  redact(text: string): string {
    let out = text
    for (const v of [...this.#values].sort((a, b) => b.length - a.length)) out = out.split(v).join('***')
    return out
  }
}
