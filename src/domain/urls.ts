// The two URL inputs: absolute, https (plain http only on loopback), no credentials, query or
// fragment, and not already ending in one of the platform's call paths.

import type { InputName } from './constants.ts'
import { untrusted } from '../lib/text.ts'
import { InputError } from './errors.ts'

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/** True for hosts that never leave the machine, where plain http is allowed (local testing). */
function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname)
}

const CALL_SUFFIXES = [
  '/authorization/integration',
  '/authorization/code',
  '/bots/restore/overwrite',
  '/bots/restore',
  '/bots/clone/byref'
]

function parse(name: InputName, value: string, fix: string): URL {
  try {
    return new URL(value)
  } catch {
    throw new InputError(name, 'is not a valid absolute URL.', fix)
  }
}

function checkScheme(name: InputName, url: URL, fix: string): void {
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new InputError(
      name,
      `uses http:// for ${url.hostname}: keys and tokens would travel unencrypted.`,
      `Use https:// ('${name}'); plain http is accepted only for loopback hosts (local testing).`
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(name, `uses the scheme ${untrusted(url.protocol, 20)}.`, fix)
  }
}

/** The URL without a trailing slash, or an InputError naming `name` and the fix. */
export function baseUrl(name: InputName, value: string, what: string): string {
  const fix = `Set '${name}' to ${what}, such as https://api.example.com/route (https, no user name or password, no query or fragment).`
  const url = parse(name, value, fix)
  if (url.username !== '' || url.password !== '') {
    throw new InputError(
      name,
      'contains a user name or password: credentials belong in the key inputs, never in a URL.',
      fix
    )
  }
  if (value.includes('?') || value.includes('#')) throw new InputError(name, 'has a query or fragment (? or #).', fix)
  checkScheme(name, url, fix)
  if (url.port === '0') throw new InputError(name, 'has port 0, which nothing can listen on.', fix)
  const path = url.pathname.replace(/\/+$/, '')
  const suffix = CALL_SUFFIXES.find(s => path.toLowerCase().endsWith(s))
  if (suffix) {
    throw new InputError(
      name,
      `ends with the call path '${suffix}'.`,
      `Set '${name}' to the base address only; the action adds '${suffix}' itself.`
    )
  }
  return `${url.origin}${path}`
}
