// The entry, for the main step and the post step alike (action.yml `runs.main` and `runs.post`).
// Each loads only its own part, and a post step with nothing to save loads nothing at all. The
// process ends once its output is flushed: a cache request abandoned at its time limit must not
// hold the step open.
import { isPostStep, leftForPost } from './action/phase.ts'

if (!isPostStep()) await (await import('./action/main.ts')).run()
else if (leftForPost()) await (await import('./action/post.ts')).post()
await Promise.all([process.stdout, process.stderr].map(s => new Promise(resolve => s.write('', resolve))))
process.exit()
