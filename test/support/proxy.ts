// A small forward proxy on loopback, as a self-hosted runner's: CONNECT tunnels and absolute-form
// HTTP requests, with a log of the targets it carried, and faults for its tunnels: a CONNECT
// answered with another status, reset, or reset once the tunnel is up (the TLS inside it fails).
// It resolves PLATFORM_HOST to loopback itself, as a runner's proxy reaches hosts the runner cannot:
// the action sends loopback traffic direct, as the toolkit does, so a test of the proxy path names
// the platform by that host.
import http from 'node:http'
import net, { type AddressInfo, type Socket } from 'node:net'

export type TunnelFault = { kind: 'status'; status: number } | { kind: 'reset' } | { kind: 'reset-in-tunnel' }

/** A name only the proxy resolves (to 127.0.0.1); the test certificate holds it. */
export const PLATFORM_HOST = 'platform.test'

const resolve = (host = '') => (host === PLATFORM_HOST ? '127.0.0.1' : host)

export class ForwardProxy {
  readonly log: string[] = []
  /** Faults for the next CONNECTs, one each, in order. */
  readonly faults: TunnelFault[] = []
  #server: http.Server | undefined
  readonly #sockets = new Set<Socket>()
  url = ''

  async start(): Promise<this> {
    const server = http.createServer((req, res) => {
      // Absolute-form request: forward it.
      const target = new URL(req.url ?? '')
      this.log.push(`${req.method} ${target.host}`)
      const up = http.request(
        {
          host: resolve(target.hostname),
          port: target.port,
          method: req.method,
          path: `${target.pathname}${target.search}`,
          headers: req.headers
        },
        r => {
          res.writeHead(r.statusCode ?? 502, r.headers)
          r.pipe(res)
        }
      )
      up.on('error', () => res.writeHead(502).end())
      req.pipe(up)
    })
    server.on('connect', (req, client: Socket, head: Buffer) => {
      this.log.push(`CONNECT ${req.url}`)
      const fault = this.faults.shift()
      if (fault) return ForwardProxy.#fail(fault, client)
      const [host, port] = String(req.url).split(':')
      const up = net.connect(Number(port), resolve(host), () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        up.write(head)
        up.pipe(client)
        client.pipe(up)
      })
      const close = () => {
        up.destroy()
        client.destroy()
      }
      up.on('error', close)
      client.on('error', close)
    })
    server.on('connection', s => {
      this.#sockets.add(s)
      s.on('close', () => this.#sockets.delete(s))
    })
    await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
    this.#server = server
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return this
  }

  static #fail(fault: TunnelFault, client: Socket): void {
    client.on('error', () => undefined)
    if (fault.kind === 'status') client.end(`HTTP/1.1 ${fault.status} Refused\r\nContent-Length: 0\r\n\r\n`)
    else if (fault.kind === 'reset') client.resetAndDestroy()
    else {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      client.once('data', () => client.resetAndDestroy())
    }
  }

  async stop(): Promise<void> {
    for (const s of this.#sockets) s.destroy()
    await new Promise<void>(r => (this.#server ? this.#server.close(() => r()) : r()))
  }
}
