// The one function of @bcoe/v8-coverage (which ships no types) that test/support/coverage.ts uses.
declare module '@bcoe/v8-coverage' {
  import type { Profiler } from 'node:inspector'
  export function mergeProcessCovs(runs: readonly { result: Profiler.ScriptCoverage[] }[]): {
    result: Profiler.ScriptCoverage[]
  }
}
