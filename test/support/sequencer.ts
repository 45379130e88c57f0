// The order the test files start in: the slowest first, so the two cores are busy to the end
// instead of waiting on one long file that started last: the end-to-end files with the most
// processes, then the rest as vitest orders them.
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const FIRST = ['test/e2e/ledger.test.ts', 'test/e2e/edges.test.ts', 'test/e2e/export.test.ts']

function rank(spec: TestSpecification): number {
  const i = FIRST.findIndex(f => spec.moduleId.endsWith(f))
  return i === -1 ? FIRST.length : i
}

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(x => x.spec)
  }
}
