// The entry of the main and the post step: each loads only its part (a post step with nothing to save,
// nothing), and the process ends once its output is flushed, so no abandoned request holds the step.
import { isPostStep, leftForPost } from './action/phase.ts'

if (!isPostStep()) await (await import('./action/main.ts')).run()
else if (leftForPost()) await (await import('./action/post.ts')).post()
await Promise.all([process.stdout, process.stderr].map(s => new Promise(resolve => s.write('', resolve))))
process.exit()
