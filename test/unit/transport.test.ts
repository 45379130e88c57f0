// The transport's own attempt loop against a server on 127.0.0.1: each attempt within its limit, a
// stream body sent whole on the attempt after one that never connected, a source that fails while
// it is sent, and a cancel during the wait between attempts.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AttemptTimeout } from '../../src/platform/network-errors.ts'
import { IDEMPOTENT, ONLY_IF_NEVER_SENT, Transport, TransportFailure } from '../../src/platform/transport.ts'
import { claimPort, listenAt } from '../support/ports.ts'

let server: http.Server
let url = ''
const bodies: number[] = []
let answers: ((res: http.ServerResponse) => void)[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let bytes = 0
    req.on('data', (d: Buffer) => (bytes += d.length))
    req.on('end', () => {
      bodies.push(bytes)
      const answer = answers.shift() ?? (r => r.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
      answer(res)
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

const transport = (timeoutMs = 2000, attempts = 3) =>
  new Transport({ attempts, timeoutMs, log: { info: () => undefined }, proxyFor: () => undefined })
const exchange = (o: Partial<Parameters<Transport['post']>[0]> = {}) => ({
  what: 'The test call',
  url,
  policy: ONLY_IF_NEVER_SENT,
  headers: {},
  body: '',
  signal: new AbortController().signal,
  ...o
})

describe('each attempt within its limit, and what a failed attempt leaves', () => {
  it('an answer that drips is cut at the limit, said as an answer still arriving', async () => {
    answers = [
      res => {
        res.writeHead(200)
        res.write('x')
        const timer = setInterval(() => res.write('x'), 50)
        res.on('close', () => clearInterval(timer))
      }
    ]
    // The limit leaves the headers time to come on a busy machine; the drip goes on past it.
    const failed = await transport(2000)
      .post(exchange())
      .catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(TransportFailure)
    const cause = (failed as TransportFailure).cause
    expect(cause).toBeInstanceOf(AttemptTimeout)
    expect((cause as AttemptTimeout).answering).toBe(true)
  })

  it('a stream body whose source fails while it is sent: the failure, once', async () => {
    const source = Readable.from(
      (async function* () {
        yield Buffer.from('part')
        throw new Error('the disk went away')
      })()
    )
    const failed = await transport()
      .post(exchange({ body: source, headers: { 'content-length': '100' } }))
      .catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(TransportFailure)
    expect((failed as TransportFailure).attempts).toBe(1)
    expect(String(((failed as TransportFailure).cause as Error).message)).toMatch(/the disk went away/)
  })

  it('a stream body after an attempt that never connected: sent whole by the next', async () => {
    // A claimed port, free (listened on once, then closed): no other test's listener takes it meanwhile.
    const closed = http.createServer()
    const { port, release } = await claimPort(closed)
    await new Promise<void>(resolve => closed.close(() => resolve()))
    // The first attempt is refused (nothing listens); the server listens again before the second.
    const again = http.createServer((req, res) => {
      let bytes = 0
      req.on('data', (d: Buffer) => (bytes += d.length))
      req.on('end', () => res.writeHead(200).end(String(bytes)))
    })
    setTimeout(() => void listenAt(again, port), 100)
    const body = Readable.from([Buffer.alloc(3000, 'a'), Buffer.alloc(2000, 'b')])
    const answer = await transport()
      .post(exchange({ url: `http://127.0.0.1:${port}/`, body, headers: { 'content-length': '5000' } }))
      .finally(() => again.close(release))
    expect(answer.text).toBe('5000')
  })

  it('a cancel during the wait between attempts ends the exchange, with the attempt that failed', async () => {
    answers = [res => res.writeHead(503).end()]
    const stop = new AbortController()
    // Cancelled once the transport has said it will retry and has begun to wait (a timer could fire in the first attempt).
    const log = { info: () => void setImmediate(() => stop.abort(new Error('cancelled'))) }
    const failed = await new Transport({ attempts: 3, timeoutMs: 2000, log, proxyFor: () => undefined })
      .post(exchange({ policy: IDEMPOTENT, signal: stop.signal }))
      .catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(TransportFailure)
    expect((failed as TransportFailure).attempts).toBe(1)
    expect(((failed as TransportFailure).cause as { statusCode?: number }).statusCode).toBe(503)
  })
})
