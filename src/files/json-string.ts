// A JSON string literal decoded as it streams: a backup wrapped as a JSON string is unwrapped chunk by
// chunk (escapes split across chunks included), never held whole.

import { StringDecoder } from 'node:string_decoder'

const SPECIAL = /["\\]/g
const SIMPLE: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }

export class JsonStringError extends Error {}

export class JsonStringDecoder {
  readonly #text = new StringDecoder('utf8')
  #state: 'before' | 'inside' | 'escape' | 'unicode' | 'after' = 'before'
  #hex = ''

  /** The decoded bytes of `chunk`; throws when the text is not one JSON string (whitespace around it allowed). */
  write(chunk: Buffer): Buffer {
    return Buffer.from(this.#decode(this.#text.write(chunk)), 'utf8')
  }

  /** Checks that the string was closed, with no half of a surrogate pair left over. */
  end(): void {
    this.#decode(this.#text.end())
    if (this.#state !== 'after') throw new JsonStringError('the JSON string is not closed')
    if (this.#pendingHigh) throw new JsonStringError('a lone surrogate (\\uD800 to \\uDBFF) ends the JSON string')
  }

  #pendingHigh = ''

  #decode(text: string): string {
    let out = this.#pendingHigh
    this.#pendingHigh = ''
    let i = 0
    while (i < text.length) {
      if (this.#state === 'inside') {
        // The common case, a run of plain characters, is copied whole.
        SPECIAL.lastIndex = i
        const end = SPECIAL.exec(text)?.index ?? text.length
        out += text.slice(i, end)
        i = end
        if (i >= text.length) break
      }
      out += this.#step(text[i] as string)
      i++
    }
    // A high surrogate from a \u escape waits for its low half, which may come with the next chunk.
    if (/[\ud800-\udbff]$/.test(out)) {
      this.#pendingHigh = out.slice(-1)
      out = out.slice(0, -1)
    }
    return out
  }

  #step(c: string): string {
    switch (this.#state) {
      case 'before':
      case 'after':
        if (/\s/.test(c)) return ''
        if (this.#state === 'before' && c === '"') this.#state = 'inside'
        else throw new JsonStringError('the answer is more than one JSON string')
        return ''
      case 'inside':
        if (c === '"') this.#state = 'after'
        else if (c === '\\') this.#state = 'escape'
        else return c
        return ''
      case 'escape':
        return this.#escape(c)
      case 'unicode':
        return this.#unicode(c)
    }
  }

  #escape(c: string): string {
    if (c === 'u') {
      this.#state = 'unicode'
      this.#hex = ''
      return ''
    }
    const plain = SIMPLE[c]
    if (plain === undefined) throw new JsonStringError(`an unknown escape \\${c} in the JSON string`)
    this.#state = 'inside'
    return plain
  }

  #unicode(c: string): string {
    if (!/[0-9a-fA-F]/.test(c)) throw new JsonStringError('a broken \\u escape in the JSON string')
    this.#hex += c
    if (this.#hex.length < 4) return ''
    this.#state = 'inside'
    return String.fromCharCode(Number.parseInt(this.#hex, 16))
  }
}
