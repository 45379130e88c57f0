// A local Actions cache service as @actions/cache 6 speaks it (shared/spec/actions-cache-service.md):
// v2 (Twirp over JSON: the three methods, blob upload and download) and v1, the REST calls of
// GitHub Enterprise Server (look up, reserve, upload in ranges, commit; the archive by plain GET),
// on the same entries: immutable keys, newest-prefix matching, branch scopes, a "write denied"
// switch and a log (v1 calls are logged under the v2 method they stand for).
//
// The scope of a request is its bearer token (ACTIONS_RUNTIME_TOKEN): a run with the token
// `refs/heads/feature` writes there and reads its own entries and the default branch's.

import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

interface Entry {
  id: number
  scope: string
  key: string
  version: string
  seq: number
  data?: Buffer
  blocks: Map<string, Buffer>
  finalized: boolean
}

export interface CacheLogEntry {
  method: string
  scope: string
  key?: string
  restoreKeys?: string[]
  version?: string
  result: string
}

const TWIRP = '/twirp/github.actions.results.api.v1.CacheService/'
const V1 = '/_apis/artifactcache/'
const DENIED = 'cache write denied: the token of this job may only read the cache'

/** The `version` @actions/cache computes for `paths` on this machine (zstd if present, else gzip). */
export function cacheVersion(paths: string[]): string {
  const zstd = spawnSync('zstd', ['--quiet', '--version'], { encoding: 'utf8' })
  const method = zstd.status === 0 && zstd.stdout.trim() !== '' ? 'zstd-without-long' : 'gzip'
  return createHash('sha256')
    .update([...paths, method, '1.0'].join('|'))
    .digest('hex')
}

export class CacheService {
  readonly log: CacheLogEntry[] = []
  /** The default branch: every scope can read its entries. */
  defaultScope = 'refs/heads/main'
  /** When true, CreateCacheEntry answers `ok: false` with "cache write denied". */
  writeDenied = false
  /** Methods that accept the request and never answer (a service that hangs). */
  readonly hang = new Set<string>()
  /** CreateCacheEntry reserves the key, then never answers (a save abandoned that still holds its key). */
  reserveThenHang = false
  /** An HTTP status CreateCacheEntry answers with instead of reserving (409, 429, 500...). */
  refuseCreate: number | undefined
  readonly #entries: Entry[] = []
  /** Waiting for a request of a method: each is called once, when the first one arrives. */
  readonly #waiters: { method: string; then: () => void }[] = []
  #seq = 0
  /** Entry ids, never reused (an evicted entry's id is not another's). */
  #ids = 0
  #server: http.Server | undefined
  readonly #sockets = new Set<Socket>()
  #url = ''

  /** ACTIONS_RESULTS_URL: with a trailing slash, as the library appends `twirp/...`. */
  get url(): string {
    return this.#url
  }

  async start(): Promise<this> {
    const server = http.createServer((req, res) => {
      this.#handle(req, res).catch(err => this.#json(res, 500, { code: 'internal', msg: String(err) }))
    })
    server.on('connection', s => {
      this.#sockets.add(s)
      s.on('close', () => this.#sockets.delete(s))
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    this.#server = server
    this.#url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    return this
  }

  async stop(): Promise<void> {
    for (const s of this.#sockets) s.destroy()
    await new Promise<void>(resolve => (this.#server ? this.#server.close(() => resolve()) : resolve()))
  }

  /** Resolves once a request of `method` has arrived (at once if one already has): an event to act on, not a sleep. */
  arrived(method: string): Promise<void> {
    if (this.log.some(e => e.method === method)) return Promise.resolve()
    return new Promise(resolve => this.#waiters.push({ method, then: resolve }))
  }

  /** The keys stored in `scope` (finalized ones), oldest first. */
  keys(scope = this.defaultScope): string[] {
    return this.#entries
      .filter(e => e.scope === scope && e.finalized)
      .sort((a, b) => a.seq - b.seq)
      .map(e => e.key)
  }

  allKeys(): string[] {
    return this.#entries.filter(e => e.finalized).map(e => e.key)
  }

  /** Puts a finalized entry in place, as if a run had saved it (for tests). */
  /** Removes the entries of `key` (in every scope), as the service evicts an entry unused for 7 days. */
  evict(key: string): void {
    for (let i = this.#entries.length - 1; i >= 0; i--) if (this.#entries[i]!.key === key) this.#entries.splice(i, 1)
  }

  seed(scope: string, key: string, version: string, data = Buffer.alloc(0)): void {
    this.#entries.push({
      id: ++this.#ids,
      scope,
      key,
      version,
      seq: ++this.#seq,
      data,
      blocks: new Map(),
      finalized: true
    })
  }

  #scopeOf(req: IncomingMessage): string {
    const auth = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))
    return auth ? (auth[1] as string) : ''
  }

  #json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://cache')
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks)
    if (url.pathname.startsWith('/blob/')) return this.#blob(req, res, url, raw)
    if (url.pathname.startsWith(V1)) return this.#v1(req, res, url, raw)
    if (req.method !== 'POST' || !url.pathname.startsWith(TWIRP))
      return this.#json(res, 404, { code: 'not_found', msg: 'no such route' })
    const method = url.pathname.slice(TWIRP.length)
    const scope = this.#scopeOf(req)
    if (scope === '') return this.#json(res, 401, { code: 'unauthenticated', msg: 'missing token' })
    let body: Record<string, unknown>
    try {
      body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>
    } catch {
      return this.#json(res, 400, { code: 'malformed', msg: 'body is not JSON' })
    }
    const key = typeof body.key === 'string' ? body.key : ''
    const version = typeof body.version === 'string' ? body.version : ''
    const logged: CacheLogEntry = { method, scope, key, version, result: '' }
    this.#arrive(logged)
    if (this.hang.has(method)) {
      logged.result = 'no answer'
      return
    }
    if (key.length > 512 || key.includes(',')) {
      logged.result = 'invalid key'
      return this.#json(res, 400, { code: 'invalid_argument', msg: 'invalid key' })
    }
    switch (method) {
      case 'CreateCacheEntry': {
        if (this.refuseCreate !== undefined) {
          logged.result = `refused ${this.refuseCreate}`
          return this.#json(res, this.refuseCreate, { code: 'unavailable', msg: 'the service refused the entry' })
        }
        if (this.writeDenied) {
          logged.result = 'denied'
          return this.#json(res, 200, {
            ok: false,
            signed_upload_url: '',
            message: DENIED
          })
        }
        if (this.#entries.some(e => e.scope === scope && e.key === key && e.version === version)) {
          logged.result = 'already exists'
          return this.#json(res, 409, {
            code: 'already_exists',
            msg: 'cache entry with the same key, version, and scope already exists'
          })
        }
        const entry: Entry = {
          id: ++this.#ids,
          scope,
          key,
          version,
          seq: 0,
          blocks: new Map(),
          finalized: false
        }
        this.#entries.push(entry)
        logged.result = 'created'
        if (this.reserveThenHang) return
        return this.#json(res, 200, { ok: true, signed_upload_url: `${this.#url}blob/${entry.id}` })
      }
      case 'FinalizeCacheEntryUpload': {
        const entry = this.#entries.find(
          e => e.scope === scope && e.key === key && e.version === version && !e.finalized
        )
        if (!entry || !entry.data) {
          logged.result = 'not found'
          return this.#json(res, 404, { code: 'not_found', msg: 'no upload for this key' })
        }
        if (String(entry.data.length) !== String(body.size_bytes)) {
          logged.result = 'size mismatch'
          return this.#json(res, 400, { code: 'invalid_argument', msg: 'size mismatch' })
        }
        entry.finalized = true
        entry.seq = ++this.#seq
        logged.result = 'finalized'
        return this.#json(res, 200, { ok: true, entry_id: String(entry.id) })
      }
      case 'GetCacheEntryDownloadURL': {
        const restoreKeys = Array.isArray(body.restore_keys) ? body.restore_keys.map(String) : []
        logged.restoreKeys = restoreKeys
        const match = this.#match(scope, version, [key, ...restoreKeys])
        if (!match) {
          logged.result = 'miss'
          return this.#json(res, 200, { ok: false, signed_download_url: '', matched_key: '' })
        }
        logged.result = `hit ${match.key}`
        return this.#json(res, 200, {
          ok: true,
          signed_download_url: `${this.#url}blob/${match.id}`,
          matched_key: match.key
        })
      }
      default:
        logged.result = 'unknown method'
        return this.#json(res, 404, { code: 'bad_route', msg: `no method ${method}` })
    }
  }

  /** Exact key first, then the newest entry starting with it; then each restore key the same way. Own scope before the default branch. */
  #match(scope: string, version: string, keys: string[]): Entry | undefined {
    const scopes = scope === this.defaultScope ? [scope] : [scope, this.defaultScope]
    for (const k of keys) {
      for (const s of scopes) {
        const usable = this.#entries.filter(e => e.finalized && e.scope === s && e.version === version)
        const exact = usable.find(e => e.key === k)
        if (exact) return exact
        const prefixed = usable.filter(e => e.key.startsWith(k)).sort((a, b) => b.seq - a.seq)[0]
        if (prefixed) return prefixed
      }
    }
    return undefined
  }

  /** Notes a request of `method` (the v2 name of what it does) and wakes who waits for one. */
  #arrive(logged: CacheLogEntry): void {
    this.log.push(logged)
    for (const w of this.#waiters.filter(w => w.method === logged.method)) {
      this.#waiters.splice(this.#waiters.indexOf(w), 1)
      w.then()
    }
  }

  /** The v1 REST calls (GitHub Enterprise Server): errors are `{message}` with an HTTP status. */
  #v1(req: IncomingMessage, res: ServerResponse, url: URL, raw: Buffer): void {
    const scope = this.#scopeOf(req)
    if (scope === '') return this.#json(res, 401, { message: 'missing token' })
    const resource = url.pathname.slice(V1.length)
    const id = /^caches\/(\d+)$/.exec(resource)?.[1]
    if (req.method === 'GET' && resource === 'cache') return this.#v1Lookup(res, url, scope)
    if (req.method === 'GET' && resource === 'caches')
      return this.#json(res, 200, { totalCount: 0, artifactCaches: [] })
    if (req.method === 'POST' && resource === 'caches') return this.#v1Reserve(res, raw, scope)
    const entry = this.#entries.find(e => String(e.id) === id && e.scope === scope && !e.finalized)
    if (!entry) return this.#json(res, 404, { message: 'no such cache' })
    if (req.method === 'PATCH') {
      const start = Number(/^bytes (\d+)-/.exec(String(req.headers['content-range']))?.[1] ?? 0)
      entry.blocks.set(String(start).padStart(16, '0'), raw)
      return this.#json(res, 204, {})
    }
    const size = Number((JSON.parse(raw.toString('utf8')) as { size?: unknown }).size)
    const data = Buffer.concat([...entry.blocks].sort(([a], [b]) => a.localeCompare(b)).map(([, b]) => b))
    const logged: CacheLogEntry = { method: 'FinalizeCacheEntryUpload', scope, key: entry.key, result: '' }
    this.#arrive(logged)
    if (data.length !== size) {
      logged.result = 'size mismatch'
      return this.#json(res, 400, { message: 'size mismatch' })
    }
    Object.assign(entry, { data, finalized: true, seq: ++this.#seq })
    logged.result = 'finalized'
    res.writeHead(204).end()
  }

  #v1Lookup(res: ServerResponse, url: URL, scope: string): void {
    const keys = (url.searchParams.get('keys') ?? '').split(',')
    const version = url.searchParams.get('version') ?? ''
    const logged: CacheLogEntry = { method: 'GetCacheEntryDownloadURL', scope, key: keys[0], version, result: '' }
    logged.restoreKeys = keys.slice(1)
    this.#arrive(logged)
    if (this.hang.has(logged.method)) return void (logged.result = 'no answer')
    const match = this.#match(scope, version, keys)
    logged.result = match ? `hit ${match.key}` : 'miss'
    if (!match) return void res.writeHead(204).end()
    const archiveLocation = `${this.#url}blob/${match.id}`
    this.#json(res, 200, {
      cacheKey: match.key,
      scope: match.scope,
      creationTime: new Date().toISOString(),
      archiveLocation
    })
  }

  #v1Reserve(res: ServerResponse, raw: Buffer, scope: string): void {
    const body = JSON.parse(raw.toString('utf8')) as { key?: string; version?: string }
    const [key, version] = [String(body.key ?? ''), String(body.version ?? '')]
    const logged: CacheLogEntry = { method: 'CreateCacheEntry', scope, key, version, result: '' }
    this.#arrive(logged)
    if (this.hang.has(logged.method)) return void (logged.result = 'no answer')
    if (this.writeDenied) {
      logged.result = 'denied'
      return this.#json(res, 403, { message: DENIED })
    }
    if (this.#entries.some(e => e.scope === scope && e.key === key && e.version === version)) {
      logged.result = 'already exists'
      return this.#json(res, 409, { message: 'cache entry with the same key, version, and scope already exists' })
    }
    const entry: Entry = {
      id: ++this.#ids,
      scope,
      key,
      version,
      seq: 0,
      blocks: new Map(),
      finalized: false
    }
    this.#entries.push(entry)
    logged.result = 'created'
    this.#json(res, 201, { cacheId: entry.id })
  }

  #blob(req: IncomingMessage, res: ServerResponse, url: URL, raw: Buffer): void {
    const id = Number(url.pathname.slice('/blob/'.length))
    const entry = this.#entries.find(e => e.id === id)
    if (!entry) {
      res.writeHead(404).end()
      return
    }
    if (req.method === 'GET') {
      const data = entry.data ?? Buffer.alloc(0)
      res.writeHead(200, { 'content-length': String(data.length), 'content-type': 'application/octet-stream' })
      res.end(data)
      return
    }
    if (req.method !== 'PUT') {
      res.writeHead(405).end()
      return
    }
    const comp = url.searchParams.get('comp')
    if (comp === 'block') {
      entry.blocks.set(url.searchParams.get('blockid') ?? '', raw)
    } else if (comp === 'blocklist') {
      const ids = [...raw.toString('utf8').matchAll(/<(?:Latest|Committed|Uncommitted)>([^<]+)<\//g)].map(
        m => m[1] as string
      )
      entry.data = Buffer.concat(ids.map(i => entry.blocks.get(i) ?? Buffer.alloc(0)))
    } else {
      entry.data = raw
    }
    res.writeHead(201, { 'content-length': '0' }).end()
  }
}
