// The command line's entry (`xenioo-deploy`, package.json `bin`): an older Node is told so before anything loads,
// then the command runs, and the process ends with its exit code once its output is flushed.

import module from 'node:module'

const major = Number(process.versions.node.split('.')[0])
if (major < 22) {
  process.stderr.write(`xenioo-deploy needs Node 22 or later; this is Node ${process.versions.node}.\n`)
  process.exit(2)
}
// Node's own cache of compiled code (in the temporary folder): a second start skips most of the parsing.
module.enableCompileCache?.()
const { main } = await import('./main.ts')
const code = await main(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr })
await Promise.all([process.stdout, process.stderr].map(s => new Promise(resolve => s.write('', resolve))))
process.exit(code)
