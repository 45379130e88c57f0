// The kinds of text an input holds, each checked with a message naming the input and its fix (a list, a
// number, a URL), and the loopback hosts. Pure.

import { untrusted } from '../lib/text.ts'
import { InputError } from './errors.ts'
import { CALL_PATHS } from './operations.ts'
import type { Named } from './words.ts'

export function oneOf<T extends string>(n: Named, value: string, allowed: readonly T[], fallback?: T): T {
  if (value === '' && fallback !== undefined) return fallback
  if ((allowed as readonly string[]).includes(value)) return value as T
  const got = value === '' ? 'is empty' : `is '${untrusted(value, 40)}'`
  const list = allowed.join(', ')
  const near = value === '' ? undefined : closestOf(value.toLowerCase(), allowed)
  const meant = near ? `; did you mean '${near}'?` : '.'
  throw new InputError(n.input, `${got}, expected one of: ${list}${meant}`, `Set ${n.as} to one of: ${list}.`)
}

export function wholeNumber(n: Named, value: string, fallback: number, max: number): number {
  if (value === '') return fallback
  const fix = `Set ${n.as} to a whole number from 1 to ${max} (default ${fallback}).`
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new InputError(n.input, `is '${untrusted(value, 40)}', not a positive whole number.`, fix)
  }
  if (Number(value) > max)
    throw new InputError(n.input, `is ${untrusted(value, 40)}, more than the limit of ${max}.`, fix)
  return Number(value)
}

/** The host names of this machine's loopback: where plain http is allowed, and one host to the ledger. */
export const LOOPBACK_HOSTS = String.raw`localhost|127(?:\.\d{1,3}){3}|\[::1\]`
const LOOPBACK = new RegExp(`^(${LOOPBACK_HOSTS})$`, 'i')

/** True for hosts that never leave the machine, where plain http is allowed (local testing). */
function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname)
}

function parse(n: Named, value: string, fix: string): URL {
  try {
    return new URL(value)
  } catch {
    throw new InputError(n.input, 'is not a valid absolute URL.', fix)
  }
}

function checkScheme(n: Named, url: URL, fix: string): void {
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new InputError(
      n.input,
      `uses http:// for ${url.hostname}: keys and tokens would travel unencrypted.`,
      `Use https:// (${n.as}); plain http is accepted only for loopback hosts (local testing).`
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(n.input, `uses the scheme ${untrusted(url.protocol, 20)}.`, fix)
  }
}

/** The URL without a trailing slash, or an InputError naming the input and the fix. */
export function baseUrl(n: Named, value: string, what: string): string {
  const fix = `Set ${n.as} to ${what}, such as https://api.example.com/route (https, no user name or password, no query or fragment).`
  const url = parse(n, value, fix)
  if (url.username !== '' || url.password !== '') {
    throw new InputError(
      n.input,
      'contains a user name or password: credentials belong with the keys, never in a URL.',
      fix
    )
  }
  if (value.includes('?') || value.includes('#'))
    throw new InputError(n.input, 'has a query or fragment (? or #).', fix)
  checkScheme(n, url, fix)
  if (url.port === '0') throw new InputError(n.input, 'has port 0, which nothing can listen on.', fix)
  const path = url.pathname.replace(/\/+$/, '')
  const suffix = CALL_PATHS.find(s => path.toLowerCase().endsWith(s))
  if (suffix) {
    throw new InputError(
      n.input,
      `ends with the call path '${suffix}'.`,
      `Set ${n.as} to the base address only; the tool adds '${suffix}' itself.`
    )
  }
  return `${url.origin}${path}`
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
