// The structure as CONTRIBUTING states it, read from the tree: each file of src/ opens with at most
// two lines saying why it exists, no step reads its report back with a cast, the smoke test's code
// stays within its weight in lines (not in files: a new room is welcome), and comments are at most
// 0.15 of the code.
import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../support/runner.ts'

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src/*.ts'], {
  cwd: ROOT,
  encoding: 'utf8'
})
  .trim()
  .split('\n')
const text = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const lines = (files: string[]) => files.reduce((n, f) => n + text(f).split('\n').length - 1, 0)

/** The smoke test's folder: 700 lines for one conversation (#49), 300 for its suites (#68), 10 for its shells' words (#66),
 * 40 for a JUnit report every CI reads and a report file of its own (#73). */
const SMOKE_LINES = 1050
/** Comment lines over code lines, both actions (#49; actions/cache has 0.09, actions/checkout 0.18). */
const MAX_COMMENT_RATIO = 0.15

describe('the files of src/', () => {
  it('each opens with a comment of a line or two saying why it exists', () => {
    const long: string[] = []
    for (const file of sources) {
      const lines = text(file).split('\n')
      const header = lines.findIndex(l => !l.startsWith('//'))
      if (header < 1 || header > 2) long.push(`${file}: ${header} lines`)
    }
    expect(long).toEqual([])
  })

  // The deploy's weight is no ceiling (#57): CONTRIBUTING's capability table shows each capability's share.
  it('the smoke test stays within its weight in lines, whatever its number of files', () => {
    const smoke = sources.filter(f => f.startsWith('src/smoke/'))
    expect(smoke.length).toBeGreaterThan(0)
    expect(lines(smoke)).toBeLessThanOrEqual(SMOKE_LINES)
  })

  it('comments are at most 0.15 of the code lines: a comment says what the code cannot', () => {
    let [code, comments] = [0, 0]
    for (const file of sources) {
      let inBlock = false
      const trimmed = text(file)
        .split('\n')
        .map(l => l.trim())
      for (const line of trimmed) {
        const opens = !inBlock && (line.startsWith('//') || line.startsWith('/*'))
        if (inBlock || opens) comments++
        else if (line !== '') code++
        if (opens && line.startsWith('/*')) inBlock = true
        if (inBlock && line.includes('*/')) inBlock = false
      }
    }
    expect(comments / code).toBeLessThanOrEqual(MAX_COMMENT_RATIO)
  })

  it("no step reads its report from the outcome with a cast: the reports are typed by the step's name", () => {
    const cast = sources.filter(file => /reports\??\.[^\n]*\bas\s+[A-Z]/.test(text(file)))
    expect(cast).toEqual([])
  })
})
