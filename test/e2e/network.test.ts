// The network of a self-hosted runner: a forward proxy, and a platform behind a private CA.
import { afterAll, describe, expect, it } from 'vitest'
import { ForwardProxy, PLATFORM_HOST, type TunnelFault } from '../support/proxy.ts'
import { type RunOptions } from '../support/runner.ts'
import { deployRun, freshStages, runChecked, type Stage } from '../support/stage.ts'
import { selfSignedCertificate } from '../support/tls.ts'

const fresh = freshStages()
const stops: (() => Promise<void>)[] = []
afterAll(async () => {
  await Promise.all(stops.map(f => f()))
})

function overwrite(s: Stage, env: Record<string, string | undefined> = {}): RunOptions {
  return deployRun(s, { inputs: { throttle: 'off' }, env })
}

/** The overwrite with the platform named by a host only the proxy resolves (loopback goes direct). */
function behindProxy(s: Stage, env: Record<string, string | undefined>): RunOptions {
  const o = overwrite(s, env)
  const endpoint = new URL(o.inputs['service-endpoint'] ?? '')
  endpoint.hostname = PLATFORM_HOST
  return { ...o, inputs: { ...o.inputs, 'service-endpoint': endpoint.href } }
}

describe.concurrent('proxy', () => {
  for (const variable of ['HTTP_PROXY', 'http_proxy']) {
    it(`${variable} is never used for a plain-http loopback endpoint (local testing): both calls go direct`, async () => {
      const s = await fresh()
      const proxy = await new ForwardProxy().start()
      stops.push(() => proxy.stop())
      const r = await runChecked(s, overwrite(s, { [variable]: proxy.url }))
      expect(r.errors).toEqual([])
      expect(r.code).toBe(0)
      expect(proxy.log).toEqual([])
      expect(s.sim.calls('integration')).toHaveLength(1)
      expect(s.sim.calls('overwrite')).toHaveLength(1)
    })
  }

  it('NO_PROXY bypasses the proxy for the listed host: the call goes direct (and here finds no such host)', async () => {
    const tls = selfSignedCertificate()
    const s = await fresh({ tls: { cert: tls.cert, key: tls.key } })
    const proxy = await new ForwardProxy().start()
    stops.push(() => proxy.stop())
    const o = behindProxy(s, {
      HTTPS_PROXY: proxy.url,
      NO_PROXY: `example.org,${PLATFORM_HOST}`,
      NODE_EXTRA_CA_CERTS: tls.certFile
    })
    const r = await runChecked(s, { ...o, inputs: { ...o.inputs, retries: '1' } })
    expect(r.code).toBe(1)
    expect(r.errors[0]).toMatch(/ENOTFOUND .*platform.test/)
    expect(proxy.log).toEqual([])
    expect(s.sim.log).toEqual([])
  })

  it('an https loopback endpoint goes direct even with HTTPS_PROXY set, as in the Actions toolkit', async () => {
    const tls = selfSignedCertificate()
    const s = await fresh({ tls: { cert: tls.cert, key: tls.key } })
    const proxy = await new ForwardProxy().start()
    stops.push(() => proxy.stop())
    const r = await runChecked(s, overwrite(s, { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: tls.certFile }))
    expect(r.errors).toEqual([])
    expect(r.outputs.result).toBe('overwritten')
    expect(proxy.log).toEqual([])
  })

  it('HTTPS_PROXY carries https traffic, through a CONNECT tunnel', async () => {
    const tls = selfSignedCertificate()
    const s = await fresh({ tls: { cert: tls.cert, key: tls.key } })
    const proxy = await new ForwardProxy().start()
    stops.push(() => proxy.stop())
    const r = await runChecked(s, behindProxy(s, { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: tls.certFile }))
    expect(r.errors).toEqual([])
    expect(r.code).toBe(0)
    expect(proxy.log.filter(l => l.startsWith(`CONNECT ${PLATFORM_HOST}:`))).toHaveLength(2)
    // Nothing of the HTTP library's own (an "experimental" warning) reaches the step's log.
    expect(r.stderr).toBe('')
  })
})

describe.concurrent('own CA', () => {
  it('an HTTPS platform with a self-signed certificate works when NODE_EXTRA_CA_CERTS names it', async () => {
    const tls = selfSignedCertificate()
    const s = await fresh({ tls: { cert: tls.cert, key: tls.key } })
    expect(s.sim.url).toMatch(/^https:/)
    const r = await runChecked(s, overwrite(s, { NODE_EXTRA_CA_CERTS: tls.certFile }))
    expect(r.errors).toEqual([])
    expect(r.code).toBe(0)
    expect(r.outputs.result).toBe('overwritten')
  })

  it('and fails clearly, without retrying, when it does not', async () => {
    const tls = selfSignedCertificate()
    const s = await fresh({ tls: { cert: tls.cert, key: tls.key } })
    const r = await runChecked(s, overwrite(s))
    expect(r.code).toBe(1)
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toMatch(/certificate was refused .*NODE_EXTRA_CA_CERTS/)
    expect(r.stdout).not.toMatch(/attempt 1 of/)
    expect(s.sim.log).toEqual([])
  })
})

describe.concurrent('through an HTTPS proxy, a tunnel that fails is a request never sent', () => {
  /** An overwrite with a given token through a proxy whose next CONNECTs fail as `faults` say. */
  async function throughProxy(faults: TunnelFault[], inputs: Record<string, string> = {}) {
    const tls = selfSignedCertificate()
    const s = await fresh({ tls: { cert: tls.cert, key: tls.key } })
    const proxy = await new ForwardProxy().start()
    stops.push(() => proxy.stop())
    proxy.faults.push(...faults)
    const o = behindProxy(s, { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: tls.certFile })
    const r = await runChecked(s, { ...o, cache: { url: s.cache.url }, inputs: { ...o.inputs, ...inputs } })
    return { s, r, proxy }
  }
  const faults: [string, TunnelFault][] = [
    ['CONNECT answered 502', { kind: 'status', status: 502 }],
    ['CONNECT answered 503', { kind: 'status', status: 503 }],
    ['CONNECT reset', { kind: 'reset' }],
    ['the TLS handshake inside the tunnel reset', { kind: 'reset-in-tunnel' }]
  ]
  for (const [name, fault] of faults) {
    it(`${name} every time: not sent, not recorded, retried, said so`, async () => {
      const token = 'given-token-AAAAAAAAAAAAAAAAAAAAAAA'
      const none = { 'account-api-key': '', 'bot-api-key': '', 'bot-api-secret': '' }
      const { s, r } = await throughProxy([fault, fault, fault], { token, ...none, throttle: 'cache' })
      expect(r.code).toBe(1)
      expect(r.errors[0]).toMatch(/The overwrite call could not connect after 3 attempts: .*Nothing was sent\./)
      expect(r.errors[0]).not.toMatch(/may have been applied/)
      expect(s.sim.calls('overwrite')).toEqual([])
      expect(s.cache.keys()).toEqual([])
      expect(r.outputs['next-restore-at']).toBeUndefined()
    })
    it(`${name} once, for the token request and then the overwrite: both retried, and it deploys`, async () => {
      const { r, proxy } = await throughProxy([fault])
      expect(r.errors).toEqual([])
      expect(r.outputs.result).toBe('overwritten')
      expect(r.stdout).toMatch(/Token request: attempt 1 of 3 failed/)
      expect(proxy.log.filter(l => l.startsWith('CONNECT')).length).toBeGreaterThanOrEqual(2)
    })
  }

  it('CONNECT answered 407: one attempt, the proxy named, how to give its credentials, never the password', async () => {
    const tls = selfSignedCertificate()
    const s = await fresh({ tls: { cert: tls.cert, key: tls.key } })
    const proxy = await new ForwardProxy().start()
    stops.push(() => proxy.stop())
    proxy.faults.push({ kind: 'status', status: 407 }, { kind: 'status', status: 407 }, { kind: 'status', status: 407 })
    const withPassword = proxy.url.replace('://', '://deployer:Pr0xyPassw0rd@')
    const o = behindProxy(s, { HTTPS_PROXY: withPassword, NODE_EXTRA_CA_CERTS: tls.certFile })
    const r = await runChecked(s, o, ['Pr0xyPassw0rd'])
    expect(r.code).toBe(1)
    expect(r.errors).toHaveLength(1)
    const host = new URL(proxy.url).host
    expect(r.errors[0]).toContain(`the proxy ${host} asks for authentication (HTTP 407`)
    expect(r.errors[0]).toMatch(/user and password in HTTPS_PROXY/)
    expect(r.errors[0]).not.toMatch(/timeout-seconds|unreachable/)
    expect(r.stdout).not.toMatch(/attempt 1 of/)
    expect(proxy.log.filter(l => l.startsWith('CONNECT'))).toHaveLength(1)
    expect(`${r.stdout}${r.stderr}${r.summary}`).not.toMatch(/Pr0xyPassw0rd|deployer/)
    expect(s.sim.log).toEqual([])
  })
})
