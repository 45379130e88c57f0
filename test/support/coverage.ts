// Coverage for `npm test`, one figure for the unit and the end-to-end tests: vitest's V8 provider
// for the code its workers run, plus the action's own processes, which the end-to-end tests start
// from the committed dist/. Each of those writes its V8 coverage (NODE_V8_COVERAGE, set by the
// runner harness), which is mapped back to src/ through the source maps of a second build of the
// same sources, made after the tests and refused unless its code is dist/'s byte for byte.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import v8 from '@vitest/coverage-v8'
import { mergeProcessCovs } from '@bcoe/v8-coverage'
import { convert } from 'ast-v8-to-istanbul'
import type { Profiler } from 'node:inspector'
import { parseAstAsync } from 'vitest/node'
import { DIST as ENTRY, PROCESS_COVERAGE, ROOT } from './runner.ts'

type Script = Profiler.ScriptCoverage & { startOffset?: number }
type SourceMap = NonNullable<Parameters<typeof convert>[0]['sourceMap']>
interface Range {
  start: { line: number; column: number | null }
  end: { line: number; column: number | null }
}
interface FileData {
  statementMap: Record<string, Range>
  fnMap: Record<string, { loc: Range }>
  branchMap: Record<string, { loc: Range; locations: Range[] }>
}
/** What this file needs of the istanbul coverage map the provider makes. */
interface CoverageMap {
  merge(data: object): void
  filter(keep: (file: string) => boolean): void
  files(): string[]
  fileCoverageFor(file: string): { data: FileData }
}

/** Ranges by the line they start on, in the order of the code. */
function byLine(ranges: Range[]): Map<number, Range[]> {
  const lines = new Map<number, Range[]>()
  for (const r of ranges) lines.set(r.start.line, [...(lines.get(r.start.line) ?? []), r])
  return lines
}

/** Gives each of `theirs` the range of the one of `ours` in the same place: same line, same rank on it. */
function align(ours: Range[], theirs: Range[], also = (_mine: Range, _their: Range) => {}): void {
  const mine = byLine(ours)
  for (const [line, others] of byLine(theirs)) {
    others.forEach((r, i) => {
      const match = mine.get(line)?.[i]
      if (match) {
        also(match, r)
        Object.assign(r, { start: { ...match.start }, end: { ...match.end } })
      }
    })
  }
}

/**
 * Istanbul merges two files' counts by exact location. The bundle's source maps place code by line
 * only, and the unit tests' code is compiled by Vite, not tsc: each statement, function and branch
 * of the processes' data takes the range of the one already in the map on the same line, at the
 * same rank, so that both count as one.
 */
function aligned(map: CoverageMap, data: Record<string, FileData>): Record<string, FileData> {
  const known = new Set(map.files())
  const locs = (m: Record<string, { loc: Range }>) => Object.values(m).map(v => v.loc)
  for (const [file, theirs] of Object.entries(data)) {
    if (!known.has(file)) continue
    const ours = map.fileCoverageFor(file).data
    align(Object.values(ours.statementMap), Object.values(theirs.statementMap))
    align(locs(ours.fnMap), locs(theirs.fnMap))
    // A branch is merged by its arms' locations: they follow its own, when both have as many arms.
    const arms = new Map(Object.values(ours.branchMap).map(b => [b.loc, b.locations]))
    const armsOf = new Map(Object.values(theirs.branchMap).map(b => [b.loc, b]))
    align(locs(ours.branchMap), locs(theirs.branchMap), (mine, their) => {
      const want = arms.get(mine)
      const branch = armsOf.get(their)
      if (branch && want?.length === branch.locations.length) branch.locations = want.map(r => structuredClone(r))
    })
  }
  return data
}

/** The bundles' folder: dist/index.js and its chunks, and dist/smoke-test/'s. */
const DIST = path.dirname(ENTRY)

/** Builds the bundle with source maps into a temporary folder; resolves to that folder. */
async function mappedBuild(): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), 'xdeploy-mapped-'))
  await promisify(execFile)(process.execPath, ['scripts/build.ts', '--source-map', out], { cwd: ROOT })
  return out
}

/** A chunk's source map, its sources as file URLs; an error when the mapped build's code is not dist/'s. */
function sourceMapOf(mapped: string, chunk: string): SourceMap {
  const code = readFileSync(path.join(mapped, chunk), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '')
  if (code !== readFileSync(path.join(DIST, chunk), 'utf8')) {
    throw new Error(`coverage: dist/${chunk} is not what the sources build to: run npm run build.`)
  }
  const map = JSON.parse(readFileSync(path.join(mapped, `${chunk}.map`), 'utf8')) as SourceMap
  // ncc writes the sources as seen from one folder below the root (`.././src/…`), whatever the
  // bundle's folder: dist/ for both bundles, dist/smoke-test/'s included.
  map.sources = map.sources.map(s => s && pathToFileURL(path.resolve(DIST, s)).href)
  return map
}

/** The scripts of dist/ that the action's processes ran, their counts summed over all processes. */
function distScripts(dir: string): Script[] {
  const under = pathToFileURL(DIST).href + '/'
  const runs = readdirSync(dir).map(file => {
    const { result } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { result: Script[] }
    return { result: result.filter(s => s.url.startsWith(under)) }
  })
  return mergeProcessCovs(runs).result
}

/** The coverage of src/ that the action's processes showed, as istanbul data, one chunk of dist/ (or of its smoke test's bundle) at a time. */
async function processCoverage(dir: string, mapped: string): Promise<Record<string, FileData>[]> {
  const converted: Record<string, FileData>[] = []
  for (const script of distScripts(dir)) {
    const chunk = path.relative(DIST, fileURLToPath(script.url))
    const code = readFileSync(path.join(DIST, chunk), 'utf8')
    const sourceMap = sourceMapOf(mapped, chunk)
    converted.push(await convert({ code, ast: parseAstAsync(code), wrapperLength: 0, coverage: script, sourceMap }))
  }
  return converted
}

export default {
  ...v8,
  async getProvider() {
    const provider = await v8.getProvider()
    const dir = mkdtempSync(path.join(tmpdir(), 'xdeploy-coverage-'))
    process.env[PROCESS_COVERAGE] = dir
    const generate = provider.generateCoverage.bind(provider)
    provider.generateCoverage = async context => {
      const map = (await generate(context)) as CoverageMap
      const out = await mappedBuild()
      for (const data of await processCoverage(dir, out)) map.merge(aligned(map, data))
      map.filter(file => file.startsWith(path.join(ROOT, 'src') + path.sep))
      rmSync(out, { recursive: true, force: true })
      return map
    }
    // The processes' files are large: removed after the report, or after failed tests (no report then).
    const removeDir = () => rmSync(dir, { recursive: true, force: true })
    const report = provider.reportCoverage.bind(provider)
    provider.reportCoverage = async (map, context) => {
      try {
        await report(map, context)
      } finally {
        removeDir()
      }
    }
    const failed = provider.onTestFailure?.bind(provider)
    provider.onTestFailure = async () => {
      removeDir()
      await failed?.()
    }
    return provider
  }
}
