// What every command shares with its process: standard output and error, the environment, the exit codes of
// the contract for scripts, and what its requests say they are and which proxy they take.

import { getProxyForUrl } from 'proxy-from-env'
import { ACTION_VERSION } from '../domain/constants.ts'

/** What a command is given of its process: the environment, standard output and error. */
export interface CliIO {
  readonly env: NodeJS.ProcessEnv
  readonly stdout: Pick<NodeJS.WriteStream, 'write'>
  readonly stderr: Pick<NodeJS.WriteStream, 'write' | 'isTTY'>
}

/** The exit codes of the contract for scripts (docs/command-line.md, "For scripts"). */
export const Exit = { Done: 0, Failed: 1, Refused: 2, Throttled: 3 } as const

/** What every request says it is. */
export const USER_AGENT = `xenioo-deploy/${ACTION_VERSION} (command line)`

/** The proxy a request takes, from the usual variables (HTTPS_PROXY, NO_PROXY, …), as curl and most tools read them. */
export const proxyFor = (url: URL): string | undefined => getProxyForUrl(url.href) || undefined
