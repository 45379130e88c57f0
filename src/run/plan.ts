// The operation table's steps bound to their rooms: an operation row (domain/operations.ts) names
// its steps, and this is where each name finds its module. The one file of src/run/ that names the
// steps; the orchestration runs whatever the plan holds.

import type { Inputs } from '../domain/inputs.ts'
import type { StepName } from '../domain/operations.ts'
import { platformCall } from './call.ts'
import { goLive } from './go-live/step.ts'
import { liveMatch } from './live-match.ts'
import { smokeTest } from './smoke/step.ts'
import type { Step } from './context.ts'

const STEPS: Record<StepName, Step> = {
  call: platformCall,
  'go-live': goLive,
  'smoke-test': smokeTest,
  'live-match': liveMatch
}

/** The steps of the operation `inputs` ask for, in the order they run. */
export function planOf(inputs: Inputs): readonly Step[] {
  return inputs.operation.steps.map(name => STEPS[name])
}
