// The run's token has one owner: requested early (beside the ledger lookup), masked when parsed, requested
// again when it would expire before its call; a token given as input is used as it is.

import type { Auth } from '../domain/auth.ts'
import type { Clock } from '../lib/time.ts'
import type { Log } from '../lib/log.ts'
import type { Secrets } from '../lib/secrets.ts'
import type { IssuedToken, Platform, TokenEndpoint } from '../platform/client.ts'

interface Held extends IssuedToken {
  /** When the request was sent (ms since epoch): validity counts from here. */
  readonly requestedAt: number
}

export interface TokenOwnerOptions {
  readonly auth: Auth
  readonly where: TokenEndpoint
  readonly platform: Pick<Platform, 'requestToken'>
  readonly clock: Clock
  readonly log: Log
  readonly secrets: Secrets
}

export class TokenOwner {
  readonly #stop = new AbortController()
  readonly auth: Auth
  readonly #where: TokenEndpoint
  readonly #platform: Pick<Platform, 'requestToken'>
  readonly #options: { clock: Clock; log: Log; secrets: Secrets }
  #held: Promise<Held> | undefined

  constructor(options: TokenOwnerOptions) {
    this.auth = options.auth
    this.#where = options.where
    this.#platform = options.platform
    this.#options = options
  }

  /** Sends the request now; its outcome is awaited by `ready()` or `current()`. */
  start(): void {
    this.#held ??= this.#obtain()
    this.#held.catch(() => undefined)
  }

  /** Abandons a request still under way (the run will make no call). */
  cancel(): void {
    this.#stop.abort()
  }

  /** Waits for the token, proving the credentials (the dry run's check). */
  async ready(): Promise<void> {
    this.start()
    await this.#held
  }

  /** A token that is valid now: the one requested, or a new one when it is about to expire. */
  async current(): Promise<string> {
    this.start()
    let held = await (this.#held as Promise<Held>)
    if (this.#expiring(held)) {
      this.#options.log.info('The token expires before the call: requesting a new one.')
      this.#held = this.#obtain()
      held = await this.#held
    }
    return held.token
  }

  /** Less than min(60 s, a quarter of its life) left. */
  #expiring(held: Held): boolean {
    const lifetime = held.validMinutes * 60_000
    return this.#options.clock.now() + Math.min(60_000, lifetime / 4) >= held.requestedAt + lifetime
  }

  async #obtain(): Promise<Held> {
    const { clock, log, secrets } = this.#options
    const requestedAt = clock.now()
    if (this.auth.level === 'token') return { token: this.auth.token, validMinutes: Infinity, requestedAt }
    const issued = await this.#platform.requestToken(this.#where, this.auth, this.#stop.signal)
    secrets.add(issued.token)
    log.info(
      `Got ${this.auth.level === 'bot' ? 'a bot-level' : 'an account-wide'} token, valid for ${issued.validMinutes} minutes.`
    )
    return { ...issued, requestedAt }
  }
}
