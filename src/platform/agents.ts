// The connections: a direct agent, and one proxy agent per proxy the runner's variables name (by
// @actions/http-client's rules). A failure while a connection is set up comes before any byte of the
// request: it is a NotSentError, so a call that changes the platform may be repeated after it.

import { getProxyUrl } from '@actions/http-client/lib/proxy'
import { Agent, Client, Pool, ProxyAgent, buildConnector, type Dispatcher } from 'undici'
import { NotSentError } from './error-codes.ts'

/**
 * The connection pools every agent makes, with their connection set-up marked. The mark is set
 * where the connection is made, by whichever agent makes it: TCP and TLS to the platform
 * directly, or through a proxy its CONNECT, the proxy's answer and the TLS handshake inside the
 * tunnel (a reset there looks the same as one after sending, so an error code alone cannot tell).
 */
function markedPools(timeoutMs: number, proxy?: string) {
  return (origin: URL | string, opts: Pool.Options): Dispatcher => {
    const given = opts.connect
    const connector = typeof given === 'function' ? given : buildConnector({ timeout: timeoutMs, ...given })
    const connect: buildConnector.connector = (o, cb) =>
      connector(o, (err, socket) => (err ? cb(new NotSentError(err, proxy), null) : cb(null, socket)))
    const options = { ...opts, connect }
    return opts.connections === 1 ? new Client(origin, options) : new Pool(origin, options)
  }
}

export class Agents {
  readonly #limits: Agent.Options
  readonly #timeoutMs: number
  readonly #direct: Dispatcher
  /** One agent per proxy, made when a call first needs it. */
  readonly #proxies = new Map<string, Dispatcher>()

  /** Agents whose every phase (connect, headers, body) is limited to `timeoutMs`. */
  constructor(timeoutMs: number) {
    this.#timeoutMs = timeoutMs
    this.#limits = {
      factory: markedPools(timeoutMs),
      connectTimeout: timeoutMs,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs
    }
    this.#direct = new Agent(this.#limits)
  }

  /** Through the proxy that HTTPS_PROXY / HTTP_PROXY name unless NO_PROXY lists the host. */
  for(url: string): Dispatcher {
    const proxy = getProxyUrl(new URL(url))?.href
    if (proxy === undefined) return this.#direct
    let agent = this.#proxies.get(proxy)
    if (!agent) {
      // The proxy as messages may name it: its host and port, never a user or password in the URL.
      const named = new URL(proxy).host
      agent = new ProxyAgent({ ...this.#limits, factory: markedPools(this.#timeoutMs, named), uri: proxy })
      this.#proxies.set(proxy, agent)
    }
    return agent
  }

  async close(): Promise<void> {
    await Promise.all([this.#direct, ...this.#proxies.values()].map(d => d.close()))
  }
}
