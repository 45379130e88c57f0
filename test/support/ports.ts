// A port a test closes and opens again (connections refused meanwhile): outside the range the OS hands
// to listen(0) and to outgoing connections, and claimed by a file, so no other test takes it while closed.

import { closeSync, openSync, rmSync } from 'node:fs'
import type { Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Below every default ephemeral range (Linux 32768–60999; macOS and Windows 49152–65535). */
const LOW = 20_000
const HIGH = 32_767
const TRIES = 50

export interface ClaimedPort {
  readonly port: number
  /** Gives the port up, once nothing listens on it any more. */
  readonly release: () => void
}

/** A port no other test process holds a claim on (its file is created exclusively). */
function claim(): ClaimedPort | undefined {
  const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1))
  const file = path.join(tmpdir(), `xdeploy-port-${port}`)
  try {
    closeSync(openSync(file, 'wx'))
  } catch {
    return undefined
  }
  return { port, release: () => rmSync(file, { force: true }) }
}

/** Listens on 127.0.0.1 at `port`; false when the port is taken (by a process that holds no claim). */
export function listenAt(server: Server, port: number): Promise<boolean> {
  return new Promise(resolve => {
    const failed = () => resolve(false)
    server.once('error', failed)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', failed)
      resolve(true)
    })
  })
}

/** Claims a port, and listens on it with `server` when given; a port taken or claimed is passed over. */
export async function claimPort(server?: Server): Promise<ClaimedPort> {
  for (let i = 0; i < TRIES; i++) {
    const claimed = claim()
    if (!claimed) continue
    if (!server || (await listenAt(server, claimed.port))) return claimed
    claimed.release()
  }
  throw new Error(`no port from ${LOW} to ${HIGH} could be claimed in ${TRIES} tries`)
}
