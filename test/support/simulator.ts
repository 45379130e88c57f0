// A local stand-in for the platform's Global Platform API, implementing
// shared/spec/global-platform-api.md as written, with the facts of platform-facts.md: accounts and
// bots from a fixture, both token endpoints, the three response shapes, expiring tokens, restore,
// overwrite and reference clone, the one-restore-per-bot-per-hour throttle on an injectable clock,
// draft and live (an overwrite changes the draft; a publish, in its current or older form, puts the
// draft live on the bot's channels, with channel errors, its own hourly throttle and the account's
// API integration flag), the account's bot list (every bot's key and secret, as the platform answers
// it), the editor's changes to a draft, fault injection per route, and a log of every request with
// secrets redacted.
//
// Plain HTTP on 127.0.0.1 by default; HTTPS with a self-signed certificate on request.

import { createHash, randomBytes } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import { Readable } from 'node:stream'
import type { AddressInfo, Socket } from 'node:net'
import { THROTTLE_WINDOW_MS } from '../../src/domain/constants.ts'
import { claimPort, type ClaimedPort, listenAt } from './ports.ts'

export type Plan = 'paid' | 'free' | 'no-integration'

export interface SimAccount {
  apiKey: string
  plan: Plan
  /** An active Master Bot package: needed for reference clones. */
  masterBotPackage?: boolean
  /** The API integration flag publishing needs; on unless set to false. */
  publishFlag?: boolean
}

/** A channel of a bot: enabled or not, and the error it reports on publish (when it has one). */
export interface SimChannel {
  name: string
  enabled: boolean
  error?: string
}

export interface SimBot {
  /** The account API key the bot belongs to. */
  account: string
  apiKey: string
  apiSecret: string
  /** The bot's route: its service endpoint is `{url}/svc/{route}`. */
  route: string
  name?: string
  role?: 'bot' | 'master' | 'referenced-clone'
  /** sha256 and size of the backup it was last restored from. */
  backup?: { sha256: string; bytes: number }
  /** The backup's bytes it runs (kept up to 64 MiB); what an export of it answers. */
  content?: Buffer
  clonedFrom?: string
  /** What the live bot runs: the draft's backup when it was last published (undefined: never published here). */
  live?: { sha256: string; bytes: number } | undefined
  /** Its channels (a bot restored as new has none). */
  channels?: SimChannel[]
  /** The version number the custom channel's config reports: 1, and one more with each change `versionCounts` counts. */
  version?: number
  /** The custom channel's own key (the older `/apihook` form authenticates with it). */
  channelKey?: string
}

/** What may raise a bot's `Version`: an edit in the editor, an overwrite, a publish. */
export type VersionEvent = 'edit' | 'overwrite' | 'publish'

export interface Fixture {
  accounts: SimAccount[]
  bots: SimBot[]
}

export type Route =
  | 'integration'
  | 'code'
  | 'restore'
  | 'overwrite'
  | 'clone'
  | 'backup'
  | 'publish'
  | 'publish-old'
  | 'bots'
  | 'chat'
  | 'chat-config'
  | 'chat-status'

export type Fault =
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  /** The request is read, then the connection is reset: nothing was applied. */
  | { kind: 'reset-before' }
  /** The request is applied, then the connection is reset: the caller cannot know. */
  | { kind: 'reset-after' }
  /** The request is read and never answered. */
  | { kind: 'hang' }
  /** The request is applied and answered 200 with a body that is not JSON. */
  | { kind: 'non-json'; body?: string }
  /** The request is applied and answered 200 with JSON that lacks the expected keys. */
  | { kind: 'json'; body: unknown }
  /** The answer comes after `ms`. */
  | { kind: 'slow'; ms: number }
  /** The request is applied; a success is answered with `status` (201, 204, 500...) and the usual body, or `body`. */
  | { kind: 'applied'; status: number; body?: string }
  /** Not applied: answered `status` with a body that echoes the request's secret (the bearer token, or the account key) as `render` writes it. */
  | {
      kind: 'echo'
      status: number
      render: (secret: string) => string
      /** Headers of the answer, which may echo the secret too (a redirect's Location). */
      headers?: (secret: string) => Record<string, string>
    }
  /** The request is applied, then answered 200 with a body that never ends: `prefix`, then `fill` for ever. */
  | { kind: 'endless'; prefix?: string; fill?: string }
  /** The request is applied, then answered 200 with 1 KiB of base64 every `ms`, for ever. */
  | { kind: 'drip'; ms: number }
  /** A backup is answered 200, and the connection is cut after `afterBytes` of it. */
  | { kind: 'cut'; afterBytes: number }
  /** Answered 200 with a Content-Length of `bytes`, then 1 KiB of base64, then nothing more (a stall). */
  | { kind: 'declared'; bytes: number }

export type TokenShape = 'lower' | 'lower-expires' | 'upper' | 'data' | 'string-minutes'

export interface LogEntry {
  at: number
  method: string
  path: string
  route: Route | 'unknown'
  /** Header names and values, with the Authorization value redacted. */
  headers: Record<string, string>
  bodyBytes: number
  bodySha256: string
  /** For token requests: the JSON keys sent (never their values). */
  jsonKeys?: string[]
  status: number | 'reset' | 'no answer'
  /** Whether the call changed anything (restore, overwrite, clone). */
  applied: boolean
  fault?: Fault['kind']
}

export interface SimulatorOptions {
  fixture: Fixture
  tokenShape?: TokenShape
  /** Minutes of validity reported and enforced for new tokens (fractions allowed, for tests). */
  tokenMinutes?: number
  /** Added before every answer (for the benchmark). */
  latencyMs?: number
  /** Serve HTTPS with this certificate and key (PEM). */
  tls?: { cert: string; key: string }
  /** Restore throttle window; one hour on the platform. */
  throttleMs?: number
  /** The platform counts a limited call this long after it answers it (its hour starts a moment late). */
  countsAfterMs?: number
  /** The simulator's clock (for token expiry and the throttle); the real clock, movable with `advance()`, when not given. */
  now?: () => number
  /** How an export answers: the raw backup text, or that text as a JSON string (escaping `+` and `/`). */
  backupShape?: 'raw' | 'json-string'
  /**
   * What an export holds, each a possibility the platform's docs leave open: the bytes last uploaded (`upload`,
   * the default), or bytes of its own that stay the same until the bot changes (`own`: re-encrypted, say).
   */
  exportForm?: 'upload' | 'own'
  /**
   * What raises the custom channel's `Version` ("when any kind of edit happens": which kinds, the docs leave open):
   * by default an edit in the editor and an overwrite; a publish too, or the editor's edits not at all.
   */
  versionCounts?: readonly VersionEvent[]
  /** The size of the synthetic backup a bot exports before anything was restored into it. */
  syntheticBackupBytes?: number
  /** Which publish forms the platform has: both (default), the current `PUT /bots/publish` only, or the older `POST /bot/publish` only. */
  publishForms?: 'both' | 'current' | 'older'
  /** How the publish answer lists channels: names as strings (default), or objects. */
  channelShape?: 'strings' | 'objects'
}

interface IssuedToken {
  account: string
  bot?: string
  expiresAt: number
}

/** An opaque token in base64, with the `/`, `+` and `=` a real one can hold. */
function newToken(): string {
  return `${randomBytes(30).toString('base64')}/+${randomBytes(6).toString('base64')}=`
}

function newKey(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`
}

export class PlatformSimulator {
  readonly fixture: Fixture
  readonly log: LogEntry[] = []
  tokenShape: TokenShape
  tokenMinutes: number
  latencyMs: number
  readonly throttleMs: number
  readonly countsAfterMs: number
  /** Added to the real clock: `advance()` moves the simulator's time forward. */
  clockOffsetMs = 0
  /** Connections reset on arrival so far (see `resetNextConnections`). */
  resets = 0
  #resetConnections = 0
  readonly #tokens = new Map<string, IssuedToken>()
  readonly #lastRestore = new Map<string, number>()
  readonly #lastBackup = new Map<string, number>()
  readonly #lastPublish = new Map<string, number>()
  /** The custom channel's conversations, by user id: messages that arrive late, and the variables set. */
  readonly conversations = new Map<string, { pending: unknown[]; vars: Map<string, string>; bot: string }>()
  publishForms: 'both' | 'current' | 'older'
  channelShape: 'strings' | 'objects'
  backupShape: 'raw' | 'json-string'
  exportForm: 'upload' | 'own'
  versionCounts: readonly VersionEvent[]
  syntheticBackupBytes: number
  readonly #faults = new Map<Route, Fault[]>()
  /** The body of each restore or overwrite request, while it is answered. */
  readonly #received = new WeakMap<IncomingMessage, Buffer>()
  readonly #servers: (http.Server | https.Server)[] = []
  readonly #sockets = new Set<Socket>()
  readonly #tls: SimulatorOptions['tls']
  readonly #clock: () => number
  #url = ''
  #altUrl = ''
  #altClaim: ClaimedPort | undefined
  #altPort = 0
  #alt: http.Server | https.Server | undefined

  constructor(options: SimulatorOptions) {
    this.fixture = structuredClone(options.fixture)
    this.tokenShape = options.tokenShape ?? 'lower'
    this.tokenMinutes = options.tokenMinutes ?? 60
    this.latencyMs = options.latencyMs ?? 0
    this.throttleMs = options.throttleMs ?? THROTTLE_WINDOW_MS
    this.countsAfterMs = options.countsAfterMs ?? 0
    this.backupShape = options.backupShape ?? 'raw'
    this.exportForm = options.exportForm ?? 'upload'
    this.versionCounts = options.versionCounts ?? ['edit', 'overwrite']
    this.syntheticBackupBytes = options.syntheticBackupBytes ?? 40 * 1024
    this.publishForms = options.publishForms ?? 'both'
    this.channelShape = options.channelShape ?? 'strings'
    this.#tls = options.tls
    this.#clock = options.now ?? Date.now
  }

  now(): number {
    return this.#clock() + this.clockOffsetMs
  }

  advance(ms: number): void {
    this.clockOffsetMs += ms
  }

  /** Base URL of the main listener (also the node URL for `/authorization/code`). */
  get url(): string {
    return this.#url
  }

  /** Base URL of a second listener with the same routes, which `refuse()` can close for a while. */
  get altUrl(): string {
    return this.#altUrl
  }

  /** The service endpoint of a bot: `{url}/svc/{route}` (or on the second listener). */
  endpoint(bot: SimBot | string, alt = false): string {
    const route = typeof bot === 'string' ? bot : bot.route
    return `${alt ? this.#altUrl : this.#url}/svc/${route}`
  }

  #createServer(): http.Server | https.Server {
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      this.#handle(req, res).catch(err => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ Message: `simulator error: ${String(err)}` }))
      })
    }
    const server = this.#tls
      ? https.createServer({ cert: this.#tls.cert, key: this.#tls.key }, handler)
      : http.createServer(handler)
    server.on('connection', (s: Socket) => {
      if (this.#resetConnections > 0) {
        // Before any TLS handshake (or any request byte): nothing can have been sent.
        this.#resetConnections--
        this.resets++
        s.resetAndDestroy()
        return
      }
      this.#sockets.add(s)
      s.on('close', () => this.#sockets.delete(s))
    })
    this.#servers.push(server)
    return server
  }

  async start(): Promise<this> {
    const scheme = this.#tls ? 'https' : 'http'
    const main = this.#createServer()
    await new Promise<void>(resolve => main.listen(0, '127.0.0.1', resolve))
    this.#url = `${scheme}://127.0.0.1:${(main.address() as AddressInfo).port}`
    this.#alt = this.#createServer()
    // A claimed port: while `refuse()` keeps it closed, no other listener of the suite can take it.
    this.#altClaim = await claimPort(this.#alt)
    this.#altPort = this.#altClaim.port
    this.#altUrl = `${scheme}://127.0.0.1:${this.#altPort}`
    return this
  }

  /** Closes the second listener: connections to `altUrl` are refused until `reopen()`. */
  async refuse(): Promise<void> {
    const alt = this.#alt
    if (!alt) throw new Error('not started')
    await new Promise<void>(resolve => alt.close(() => resolve()))
  }

  /** An `onStdout` callback for the runner: reopens the second listener once the action's log shows `text`. */
  reopenWhenLogged(text: string): (stdout: string) => void {
    let done = false
    return stdout => {
      if (!done && stdout.includes(text)) {
        done = true
        void this.reopen()
      }
    }
  }

  /** Listens again on the second listener's port. */
  async reopen(): Promise<void> {
    const again = this.#createServer()
    this.#alt = again
    if (!(await listenAt(again, this.#altPort))) throw new Error(`the claimed port ${this.#altPort} is taken`)
  }

  async stop(): Promise<void> {
    for (const s of this.#sockets) s.destroy()
    await Promise.all(
      this.#servers.map(s => new Promise<void>(resolve => (s.listening ? s.close(() => resolve()) : resolve())))
    )
    this.#altClaim?.release()
  }

  /** The next `n` connections are reset as they arrive, before a TLS handshake or any request. */
  resetNextConnections(n: number): void {
    this.#resetConnections = n
  }

  /** The next `times` calls to `route` meet `fault`. */
  fault(route: Route, fault: Fault, times = 1): void {
    const list = this.#faults.get(route) ?? []
    for (let i = 0; i < times; i++) list.push(fault)
    this.#faults.set(route, list)
  }

  clearFaults(): void {
    this.#faults.clear()
  }

  /** Every token issued so far (for the tests' leak checks). */
  issuedTokens(): string[] {
    return [...this.#tokens.keys()]
  }

  bot(apiKey: string): SimBot | undefined {
    return this.fixture.bots.find(b => b.apiKey === apiKey)
  }

  /** Log entries of calls that changed something (restore, overwrite, clone) and were applied. */
  mutations(): LogEntry[] {
    return this.log.filter(e => e.applied)
  }

  calls(route: Route): LogEntry[] {
    return this.log.filter(e => e.route === route)
  }

  /**
   * A bot that attacks the action through its channel: called with the route, the bearer the
   * request carried and its body; what it returns (when not undefined) is the answer's JSON.
   */
  hostileChannel: ((route: Route, bearer: string, body: Record<string, unknown>) => unknown) | undefined

  /** Marks the bot (its API key) as published at `at` on the simulator's clock. */
  setLastPublish(apiKey: string, at: number): void {
    this.#lastPublish.set(apiKey, at)
  }

  /** Marks `subject` (a bot API key, or `account:{key}`) as restored at `at` on the simulator's clock. */
  setLastBackup(apiKey: string, at: number): void {
    this.#lastBackup.set(apiKey, at)
  }

  setLastRestore(subject: string, at: number): void {
    this.#lastRestore.set(subject, at)
  }

  #route(method: string, path: string): { route: Route | 'unknown'; svc?: string } {
    const m = /^\/svc\/([^/]+)(\/.*)$/.exec(path)
    const channel = /^(?:\/svc\/([^/]+)\/custom|\/apihook)\/(chat|config|status)$/.exec(path)
    if (channel) {
      const route = channel[2] === 'chat' ? 'chat' : channel[2] === 'config' ? 'chat-config' : 'chat-status'
      return { route, svc: channel[1] }
    }
    if (method === 'GET' && m?.[2] === '/bots') return { route: 'bots', svc: m[1] }
    if (method === 'GET') return m?.[2] === '/bots/backup' ? { route: 'backup', svc: m[1] } : { route: 'unknown' }
    if (method === 'PUT') return m?.[2] === '/bots/publish' ? { route: 'publish', svc: m[1] } : { route: 'unknown' }
    if (method === 'POST' && m?.[2] === '/bot/publish') return { route: 'publish-old', svc: m[1] }
    if (method !== 'POST') return { route: 'unknown' }
    if (path === '/authorization/code') return { route: 'code' }
    if (!m) return { route: 'unknown' }
    const rest = m[2]
    const route =
      rest === '/authorization/integration'
        ? 'integration'
        : rest === '/bots/restore'
          ? 'restore'
          : rest === '/bots/restore/overwrite'
            ? 'overwrite'
            : rest === '/bots/clone/byref'
              ? 'clone'
              : 'unknown'
    return { route, svc: m[1] }
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sim')
    const { route, svc } = this.#route(req.method ?? 'GET', url.pathname)
    const hash = createHash('sha256')
    const chunks: Buffer[] = []
    let bytes = 0
    const keepBody = route === 'integration' || route === 'code' || route === 'chat' || route === 'chat-status'
    const keepContent = route === 'restore' || route === 'overwrite'
    for await (const chunk of req) {
      const b = chunk as Buffer
      hash.update(b)
      bytes += b.length
      if ((keepBody && bytes <= 64 * 1024) || (keepContent && bytes <= 64 * 1024 * 1024)) chunks.push(b)
    }
    if (keepContent && bytes <= 64 * 1024 * 1024) this.#received.set(req, Buffer.concat(chunks))
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries(req.headers)) {
      const value = Array.isArray(v) ? v.join(', ') : (v ?? '')
      headers[k] = k === 'authorization' ? value.replace(/^(\S+)\s+.*$/, '$1 <redacted>') : value
    }
    const entry: LogEntry = {
      at: this.now(),
      method: req.method ?? '',
      path: url.pathname,
      route,
      headers,
      bodyBytes: bytes,
      bodySha256: hash.digest('hex'),
      status: 'no answer',
      applied: false
    }
    this.log.push(entry)
    let parsed: unknown
    if (keepBody) {
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        if (parsed && typeof parsed === 'object' && !route.startsWith('chat'))
          entry.jsonKeys = Object.keys(parsed).sort()
      } catch {
        parsed = undefined
      }
    }
    if (this.latencyMs > 0) await new Promise(r => setTimeout(r, this.latencyMs))
    const fault = route === 'unknown' ? undefined : this.#faults.get(route)?.shift()
    if (fault) entry.fault = fault.kind
    if (fault?.kind === 'slow') await new Promise(r => setTimeout(r, fault.ms))
    if (fault?.kind === 'hang') return
    if (fault?.kind === 'reset-before') {
      entry.status = 'reset'
      req.socket.resetAndDestroy()
      return
    }
    if (fault?.kind === 'status') {
      this.#send(res, entry, fault.status, fault.body ?? '', fault.headers)
      return
    }
    if (fault?.kind === 'echo') {
      const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1]
      const account = (parsed as Record<string, unknown> | undefined)?.AccountAPIKey
      const secret = bearer ?? (typeof account === 'string' ? account : '')
      this.#send(res, entry, fault.status, fault.render(secret), fault.headers?.(secret))
      return
    }
    const answer = this.#answer(route, svc, req.headers, parsed, entry, this.#received.get(req))
    if (route === 'backup' && answer.status === 200) return this.#sendBackup(res, entry, answer.body as SimBot, fault)
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
    if (fault && answer.status === 200 && this.#afterApplied(fault, req, res, entry, body)) return
    this.#send(res, entry, answer.status, body)
  }

  /** The faults that come after a successful call was applied; true when the fault answered. */
  #afterApplied(fault: Fault, req: IncomingMessage, res: ServerResponse, entry: LogEntry, body: string): boolean {
    switch (fault.kind) {
      case 'reset-after':
        entry.status = 'reset'
        req.socket.resetAndDestroy()
        return true
      case 'non-json':
        this.#send(res, entry, 200, fault.body ?? '<html><body>Service temporarily unavailable</body></html>', {
          'content-type': 'text/html'
        })
        return true
      case 'json':
        this.#send(res, entry, 200, JSON.stringify(fault.body))
        return true
      case 'applied':
        this.#send(res, entry, fault.status, fault.status === 204 ? '' : (fault.body ?? body))
        return true
      case 'endless':
        this.#endless(res, entry, fault.prefix ?? '{"APIKey": "', fault.fill ?? 'A')
        return true
      case 'drip':
        this.#drip(res, entry, fault.ms)
        return true
      case 'declared':
        entry.status = 200
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(fault.bytes) })
        res.write(Buffer.alloc(1024, 'Q'))
        return true
      default:
        return false
    }
  }

  /** A 200 whose body never ends: 64 KiB at a time, until the client goes away. */
  #endless(res: ServerResponse, entry: LogEntry, prefix: string, fill: string): void {
    entry.status = 200
    res.writeHead(200, { 'content-type': 'application/json' })
    const chunk = Buffer.alloc(64 * 1024, fill)
    res.write(prefix)
    const more = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', more)
    }
    res.on('close', () => res.removeAllListeners('drain'))
    more()
  }

  /** A 200 whose body comes 1 KiB at a time, the first at once, then every `ms`, until the client goes away. */
  #drip(res: ServerResponse, entry: LogEntry, ms: number): void {
    entry.status = 200
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.write(Buffer.alloc(1024, 'Q'))
    const timer = setInterval(() => res.write(Buffer.alloc(1024, 'Q')), ms)
    res.on('close', () => clearInterval(timer))
  }

  #send(
    res: ServerResponse,
    entry: LogEntry,
    status: number,
    body: string,
    headers: Record<string, string> = {}
  ): void {
    entry.status = status
    // The platform's clock is the simulator's (which `advance()` moves), as its Date header says.
    const date = new Date(this.now()).toUTCString()
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', date, ...headers })
    res.end(body)
  }

  #tokenBody(token: string): unknown {
    const m = this.tokenMinutes
    switch (this.tokenShape) {
      case 'lower':
        return { token, expire: m }
      case 'lower-expires':
        return { token, expires: m }
      case 'upper':
        return { Token: token, Expires: m }
      case 'data':
        return { Data: { Token: token, Expires: m }, Success: true }
      case 'string-minutes':
        return { token, expire: String(m) }
    }
  }

  #answer(
    route: Route | 'unknown',
    svc: string | undefined,
    headers: IncomingMessage['headers'],
    body: unknown,
    entry: LogEntry,
    content?: Buffer
  ): { status: number; body: unknown } {
    if (route === 'unknown') return { status: 404, body: { Message: 'No such route.' } }
    if (route === 'publish' && this.publishForms === 'older')
      return { status: 405, body: { Message: 'The requested resource does not support http method PUT.' } }
    if (route === 'publish-old' && this.publishForms === 'current')
      return { status: 404, body: { Message: 'No such route.' } }
    if (svc !== undefined && !this.fixture.bots.some(b => b.route === svc))
      return { status: 404, body: { Message: 'Unknown service endpoint.' } }
    if (route === 'integration' || route === 'code') return this.#issue(body)
    if (route === 'chat' || route === 'chat-config' || route === 'chat-status')
      return this.#channel(route, svc, headers, body)
    if (!String(headers['content-type'] ?? '').startsWith('application/json'))
      return { status: 400, body: { Message: 'Content-Type must be application/json.' } }
    const auth = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))
    const token = auth ? this.#tokens.get(auth[1] as string) : undefined
    if (!token || token.expiresAt <= this.now())
      return { status: 400, body: { Message: 'The supplied token is invalid or expired.' } }
    const account = this.fixture.accounts.find(a => a.apiKey === token.account) as SimAccount
    if (route === 'bots') return this.#list(token)
    if (route === 'clone') return this.#clone(token, account, entry)
    if (route === 'backup') return this.#backup(token)
    if (route === 'publish' || route === 'publish-old') return this.#publish(token, account, entry)
    return this.#restore(route, token, entry, content)
  }

  /**
   * Publish: the draft goes live; each enabled channel goes online or reports its error, a
   * disabled one goes offline. Once per bot per hour; the account needs its API integration flag.
   */
  #publish(token: IssuedToken, account: SimAccount, entry: LogEntry): { status: number; body: unknown } {
    const bot = token.bot ? this.bot(token.bot) : undefined
    if (!token.bot) return { status: 400, body: { Message: 'The supplied token is invalid or lacks permission.' } }
    if (!bot) return { status: 404, body: { Message: 'The specified chatbot has not been found.' } }
    if (account.publishFlag === false)
      return { status: 400, body: { Message: 'This request requires a specific API Integration flag.' } }
    const last = this.#lastPublish.get(bot.apiKey)
    if (last !== undefined && this.now() - last < this.throttleMs) {
      return {
        status: 400,
        body: { Message: 'The call has been executed within less than 1 hour since the last attempt.' }
      }
    }
    this.#lastPublish.set(bot.apiKey, this.now() + this.countsAfterMs)
    entry.applied = true
    bot.live = bot.backup ? { ...bot.backup } : { sha256: 'never-overwritten', bytes: 0 }
    this.#edited(bot, 'publish')
    const enabled = (bot.channels ?? []).filter(c => c.enabled)
    const name = (c: SimChannel) => (this.channelShape === 'objects' ? { Channel: c.name, Status: 'online' } : c.name)
    const online = enabled.filter(c => !c.error).map(name)
    const errors = enabled
      .filter(c => c.error)
      .map(c => (this.channelShape === 'objects' ? { Channel: c.name, Message: c.error } : `${c.name}: ${c.error}`))
    return { status: 200, body: { Errors: errors, Online: online } }
  }

  /** The bot a channel request is for, by its bearer: a bot-level token or the bot's API key (current form), or the channel's own key (older form). */
  #channelBot(svc: string | undefined, headers: IncomingMessage['headers']): SimBot | undefined {
    const bearer = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1] ?? ''
    if (svc === undefined) return this.fixture.bots.find(b => b.channelKey !== undefined && b.channelKey === bearer)
    const bot = this.fixture.bots.find(b => b.route === svc)
    const token = this.#tokens.get(bearer)
    const tokenOk = token !== undefined && token.bot === bot?.apiKey && token.expiresAt > this.now()
    return bot && (tokenOk || bearer === bot.apiKey) ? bot : undefined
  }

  /**
   * The custom channel, with a small scripted bot that says which backup is live: a greeting with
   * two buttons, an answer that comes late, an operator, hostile text, and `You said: …` otherwise.
   */
  #channel(route: Route, svc: string | undefined, headers: IncomingMessage['headers'], body: unknown) {
    const bot = this.#channelBot(svc, headers)
    if (!bot) return { status: 401, body: { Message: 'Authorization has been denied for this request.' } }
    if (!bot.live) return { status: 404, body: { Message: 'The channel is not published.' } }
    const bearer = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1] ?? ''
    const hostile = this.hostileChannel?.(route, bearer, (body ?? {}) as Record<string, unknown>)
    if (hostile !== undefined) return { status: 200, body: hostile }
    if (route === 'chat-config') return { status: 200, body: { Name: bot.name ?? 'bot', Version: bot.version ?? 1 } }
    const userId = String(headers['user-id'] ?? 'anonymous')
    const talk = this.conversations.get(userId) ?? { pending: [], vars: new Map<string, string>(), bot: bot.apiKey }
    this.conversations.set(userId, talk)
    const b = (body ?? {}) as Record<string, unknown>
    if (route === 'chat-status') {
      if (b.UpdateType === 'set-var') talk.vars.set(String(b.Name), String(b.Value))
      return { status: 200, body: {} }
    }
    return { status: 200, body: this.#reply(bot, talk, b) }
  }

  #reply(bot: SimBot, talk: { pending: unknown[]; vars: Map<string, string> }, b: Record<string, unknown>) {
    const text = (t: string) => ({ Type: 'text', Text: t })
    const reply = (parts: unknown[], control = 0) => ({ Parts: parts, UserId: 'u', ControlType: control })
    const command = typeof b.Command === 'string' ? b.Command : undefined
    if (command === 'PENDING') return reply(talk.pending.splice(0))
    if (command === 'cmd-hours') return reply([text('We are open 9 to 5.')])
    if (command === 'cmd-human') return reply([text('An operator will take it from here.')], 2)
    if (typeof b.Text !== 'string' || command === 'RESET') {
      const mode = talk.vars.get('smoke') === 'true' ? ' (test mode)' : ''
      const buttons = [
        { Type: 'button', Text: 'Opening hours', Command: 'cmd-hours' },
        { Type: 'button', Text: 'Talk to a human', Command: 'cmd-human' }
      ]
      return reply([
        text(
          `Hello! This is ${bot.name ?? 'the bot'}, running backup ${bot.live?.sha256.slice(0, 12)}${mode}. Welcome!`
        ),
        { Type: 'quickreply', Parts: buttons }
      ])
    }
    if (/hours/i.test(b.Text)) return reply([text('We are open 9 to 5.')])
    if (/slow/i.test(b.Text)) {
      talk.pending.push(text('Thanks for waiting: here is the slow answer.'))
      return reply([])
    }
    if (/hostile/i.test(b.Text))
      return reply([text('ok\n\n## Deployed to production\n::error::pwned\u202e![b](https://x.invalid/b.png)')])
    if (/mode/i.test(b.Text)) return reply([text(talk.vars.get('smoke') === 'true' ? 'test mode is on' : 'live mode')])
    return reply([text(`You said: ${b.Text}`)])
  }

  /** The account's bots, with an account token: every bot's name, key and secret in one answer (as the docs show). */
  #list(token: IssuedToken): { status: number; body: unknown } {
    if (token.bot) return { status: 401, body: { Message: 'This call needs an account token.' } }
    const bots = this.fixture.bots.filter(b => b.account === token.account)
    const Result = bots.map(b => ({
      Name: b.name ?? '',
      Description: '',
      APIKey: b.apiKey,
      APISecret: b.apiSecret,
      Avatar: '',
      Channels: (b.channels ?? []).map(c => c.name)
    }))
    return { status: 200, body: { Result } }
  }

  /** Raises the bot's `Version` when `event` is one the simulator counts. */
  #edited(bot: SimBot, event: VersionEvent): void {
    if (this.versionCounts.includes(event)) bot.version = (bot.version ?? 1) + 1
  }

  /** The editor saves a change to the bot's draft (`content`, base64 text): the live bot does not change until a publish. */
  editDraft(apiKey: string, content: Buffer): void {
    const bot = this.bot(apiKey)
    if (!bot) throw new Error('no such bot')
    bot.content = content
    bot.backup = { sha256: createHash('sha256').update(content).digest('hex'), bytes: content.length }
    this.#edited(bot, 'edit')
  }

  /** The export: a bot-level token's bot, once per hour (counted whenever a request gets this far). */
  #backup(token: IssuedToken): { status: number; body: unknown } {
    if (!token.bot) return { status: 400, body: { Message: 'The supplied token is invalid or lacks permission.' } }
    const bot = this.bot(token.bot)
    if (!bot) return { status: 404, body: { Message: 'The bot specified by the token could not be found.' } }
    const last = this.#lastBackup.get(bot.apiKey)
    if (last !== undefined && this.now() - last < this.throttleMs) {
      return { status: 400, body: { Message: 'Backup executed within less than 1 hour since the last attempt.' } }
    }
    this.#lastBackup.set(bot.apiKey, this.now() + this.countsAfterMs)
    return { status: 200, body: bot }
  }

  /** The bot's backup as it is now: what was last restored into it, or synthetic base64 text; as its export holds it. */
  *backupOf(bot: SimBot): Generator<Buffer> {
    if (bot.content && this.exportForm === 'own') {
      // Base64 of a digest of the bytes, then the bytes: another backup, the same for the same bot.
      const decoded = Buffer.from(bot.content.toString('latin1'), 'base64')
      yield Buffer.from(Buffer.concat([createHash('sha256').update(bot.content).digest(), decoded]).toString('base64'))
      return
    }
    if (bot.content) {
      yield bot.content
      return
    }
    const seed = `${createHash('sha512').update(bot.route).digest('base64').replace(/=+$/, '')}+/`
    const block = Buffer.from(seed.repeat(Math.ceil((1024 * 1024) / seed.length)).slice(0, 1024 * 1024))
    for (let left = this.syntheticBackupBytes; left > 0; left -= block.length)
      yield block.subarray(0, Math.min(left, block.length))
  }

  #sendBackup(res: ServerResponse, entry: LogEntry, bot: SimBot, fault: Fault | undefined): void {
    if (fault && this.#afterApplied(fault, res.req, res, entry, '')) return
    entry.status = 200
    const json = this.backupShape === 'json-string'
    res.writeHead(200, {
      'content-type': json ? 'application/json; charset=utf-8' : 'text/plain',
      date: new Date(this.now()).toUTCString()
    })
    const parts = json ? wrapJson(this.backupOf(bot)) : this.backupOf(bot)
    const cutAt = fault?.kind === 'cut' ? fault.afterBytes : Infinity
    const source = Readable.from(limitBytes(parts, cutAt))
    // A cut comes once the bytes before it have left (a moment later): the client has them, then the reset.
    source.on('end', () => cutAt < Infinity && setTimeout(() => res.socket?.resetAndDestroy(), 50))
    source.pipe(res, { end: cutAt === Infinity })
  }

  #issue(body: unknown): { status: number; body: unknown } {
    const b = body as Record<string, unknown> | undefined
    if (!b || typeof b !== 'object' || typeof b.AccountAPIKey !== 'string' || b.AccountAPIKey === '') {
      return { status: 400, body: { Message: 'The call lacks the data required.' } }
    }
    const hasBotKey = b.BotAPIKey !== undefined
    const hasBotSecret = b.BotAPISecret !== undefined
    if (hasBotKey !== hasBotSecret) return { status: 400, body: { Message: 'The call lacks the data required.' } }
    const account = this.fixture.accounts.find(a => a.apiKey === b.AccountAPIKey)
    if (!account) return { status: 404, body: { Message: 'Account API key not found.' } }
    if (account.plan !== 'paid')
      return { status: 403, body: { Message: 'This account cannot integrate with the Global Platform API.' } }
    let bot: SimBot | undefined
    if (hasBotKey) {
      bot = this.fixture.bots.find(
        x => x.apiKey === b.BotAPIKey && x.apiSecret === b.BotAPISecret && x.account === account.apiKey
      )
      if (!bot) return { status: 400, body: { Message: 'The call lacks the data required.' } }
    }
    const token = newToken()
    this.#tokens.set(token, {
      account: account.apiKey,
      bot: bot?.apiKey,
      expiresAt: this.now() + this.tokenMinutes * 60_000
    })
    return { status: 200, body: this.#tokenBody(token) }
  }

  #restore(
    route: 'restore' | 'overwrite',
    token: IssuedToken,
    entry: LogEntry,
    content: Buffer | undefined
  ): { status: number; body: unknown } {
    if (route === 'overwrite' && !token.bot)
      return { status: 404, body: { Message: 'The bot specified by the token could not be found.' } }
    if (token.bot && !this.bot(token.bot))
      return { status: 404, body: { Message: 'The bot specified by the token could not be found.' } }
    const subject = token.bot ?? `account:${token.account}`
    const last = this.#lastRestore.get(subject)
    if (last !== undefined && this.now() - last < this.throttleMs) {
      return { status: 400, body: { Message: 'Restore executed within less than 1 hour since the last attempt.' } }
    }
    this.#lastRestore.set(subject, this.now() + this.countsAfterMs)
    entry.applied = true
    const backup = { sha256: entry.bodySha256, bytes: entry.bodyBytes }
    if (route === 'overwrite') {
      const bot = this.bot(token.bot as string) as SimBot
      bot.backup = backup
      bot.content = content
      this.#edited(bot, 'overwrite')
      return { status: 200, body: { APIKey: bot.apiKey, APISecret: bot.apiSecret } }
    }
    const created: SimBot = {
      account: token.account,
      apiKey: newKey('bk_'),
      apiSecret: newKey('bs_'),
      route: newKey('r'),
      role: 'bot',
      backup,
      content,
      name: 'restored bot'
    }
    this.fixture.bots.push(created)
    return { status: 200, body: { APIKey: created.apiKey, APISecret: created.apiSecret } }
  }

  #clone(token: IssuedToken, account: SimAccount, entry: LogEntry): { status: number; body: unknown } {
    const source = token.bot ? this.bot(token.bot) : undefined
    if (!source) return { status: 404, body: { Message: 'The specified source bot was not found.' } }
    if (!account.masterBotPackage) return { status: 403, body: { Message: 'No active Master Bot package.' } }
    entry.applied = true
    source.role = 'master'
    const clone: SimBot = {
      account: account.apiKey,
      apiKey: newKey('bk_'),
      apiSecret: newKey('bs_'),
      route: newKey('r'),
      role: 'referenced-clone',
      clonedFrom: source.apiKey,
      backup: source.backup
    }
    this.fixture.bots.push(clone)
    return { status: 200, body: { APIKey: clone.apiKey, APISecret: clone.apiSecret } }
  }
}

/** A fixture with fresh random keys: a paid account with a Master Bot package and two bots, a paid account without the package, a free account and one not allowed to integrate. */
export function makeFixture() {
  const k = (p: string) => `${p}${randomBytes(16).toString('hex')}`
  const paid = k('acc_paid_')
  const nopkg = k('acc_nopkg_')
  const free = k('acc_free_')
  const noint = k('acc_noint_')
  const prod = {
    account: paid,
    apiKey: k('bot_prod_'),
    apiSecret: k('sec_prod_'),
    route: k('route_prod_'),
    name: 'production',
    channelKey: k('chan_prod_'),
    channels: [
      { name: 'Web', enabled: true },
      { name: 'WhatsApp', enabled: true }
    ]
  }
  const staging = {
    account: paid,
    apiKey: k('bot_stg_'),
    apiSecret: k('sec_stg_'),
    route: k('route_stg_'),
    name: 'staging',
    channels: [{ name: 'Web', enabled: true }]
  }
  const plain = {
    account: nopkg,
    apiKey: k('bot_plain_'),
    apiSecret: k('sec_plain_'),
    route: k('route_plain_'),
    name: 'plain'
  }
  const fixture: Fixture = {
    accounts: [
      { apiKey: paid, plan: 'paid', masterBotPackage: true },
      { apiKey: nopkg, plan: 'paid', masterBotPackage: false },
      { apiKey: free, plan: 'free' },
      { apiKey: noint, plan: 'no-integration' }
    ],
    bots: [prod, staging, plain]
  }
  return {
    ...fixture,
    keys: {
      paid,
      nopkg,
      free,
      noint,
      prodKey: prod.apiKey,
      prodSecret: prod.apiSecret,
      stagingKey: staging.apiKey,
      stagingSecret: staging.apiSecret,
      plainKey: plain.apiKey,
      plainSecret: plain.apiSecret,
      prodChannelKey: prod.channelKey
    }
  }
}

/** The text as a JSON string, as a .NET API writes one: `+` as \\u002B and `/` as \\/. */
function* wrapJson(parts: Iterable<Buffer>): Generator<Buffer> {
  yield Buffer.from('"')
  for (const part of parts) yield Buffer.from(part.toString('latin1').replace(/\+/g, '\\u002B').replace(/\//g, '\\/'))
  yield Buffer.from('"')
}

/** At most `limit` bytes of `parts`. */
function* limitBytes(parts: Iterable<Buffer>, limit: number): Generator<Buffer> {
  let left = limit
  for (const part of parts) {
    if (left <= 0) return
    yield part.length <= left ? part : part.subarray(0, left)
    left -= part.length
  }
}
