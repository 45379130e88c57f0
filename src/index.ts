// The entry: runs the action, then ends the process once its output is flushed. A cache request
// abandoned at its time limit (the ledger's lookup or save) must not hold the step open.
import { run } from './action/main.ts'

await run()
await Promise.all([process.stdout, process.stderr].map(s => new Promise(resolve => s.write('', resolve))))
process.exit()
