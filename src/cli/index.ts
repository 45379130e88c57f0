// The command line's entry (`xenioo-deploy`, package.json `bin`): an older Node is told so before anything loads,
// then the command runs, and the process ends with its exit code once its output is flushed.

import module from 'node:module'
import { ACTION_VERSION } from '../domain/constants.ts'

const major = Number(process.versions.node.split('.')[0])
if (major < 22) {
  process.stderr.write(`xenioo-deploy needs Node 22 or later; this is Node ${process.versions.node}.\n`)
  process.exit(2)
}
const args = process.argv.slice(2)
// The version alone is answered before anything else loads: a script's check of what is installed.
const quick = args.length === 1 && args[0] === '--version'
if (quick) process.stdout.write(`${ACTION_VERSION}\n`)
// Node's own cache of compiled code (in the temporary folder): a second start skips most of the parsing.
else module.enableCompileCache?.()
const io = { env: process.env, stdout: process.stdout, stderr: process.stderr }
const code = quick ? 0 : await (await import('./main.ts')).main(args, io)
await Promise.all([process.stdout, process.stderr].map(s => new Promise(resolve => s.write('', resolve))))
process.exit(code)
