// A Node of another major for a test that runs the command line on it: XENIOO_CLI_NODE when it is that major
// (CI's matrix), else the npm registry's node-<platform>-<arch> package of it, installed once under
// node_modules/.cache (what the `node` dev dependency does for the project's own Node).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './runner.ts'

const majorOf = (node: string) => Number(/^v(\d+)\./.exec(execFileSync(node, ['--version'], { encoding: 'utf8' }))?.[1])

export function nodeOf(major: number): string {
  const given = process.env.XENIOO_CLI_NODE
  if (given && majorOf(given) === major) return given
  const name = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`
  const prefix = path.join(ROOT, 'node_modules/.cache', `xenioo-node-${major}`)
  const node = path.join(prefix, 'node_modules', name, 'bin', 'node')
  if (!existsSync(node)) {
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', prefix, `${name}@${major}`],
      {
        stdio: 'ignore'
      }
    )
  }
  return node
}
