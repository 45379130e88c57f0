// The smoke test action's entry (smoke-test/action.yml `runs.main`): the process ends once its
// output is flushed, so nothing left open holds the step.
import { run } from './smoke.ts'

await run()
await Promise.all([process.stdout, process.stderr].map(s => new Promise(resolve => s.write('', resolve))))
process.exit()
