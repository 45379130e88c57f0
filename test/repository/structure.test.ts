// The structure as CONTRIBUTING states it, read from the tree: each file of src/ opens with at most
// two lines saying why it exists, no step reads its report back with a cast, and the two actions'
// code stays within its weight in lines (not in files: a new room is welcome, more code is not), with
// comments at most 0.15 of the code.
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

/**
 * The deploy's code (src/ but src/smoke/) today, as a ceiling: issue #49 set 6,000 lines plus what
 * the ledger's issue (#48) added (377), and the deploy is not there yet (docs: CONTRIBUTING,
 * "Adding an operation"). Lower it as the code shrinks; never raise it without saying why.
 * Raised from 6,770 by #59 (keys by name: the bot chosen from the account's list, 145 lines) and
 * #60 (the ledger's subject and line, a mistyped secret told apart, a list that does not arrive: 11);
 * lowered by #57's documented publish answer (32), its redactor of the known forms (115) and its one
 * judge of a backup (65), raised by its error output that holds no platform words (12).
 */
const DEPLOY_LINES = 6_726
/** The smoke test action's folder, as #49 sized it. */
const SMOKE_LINES = 700
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

  it('the deploy and the smoke test stay within their weight in lines, whatever their number of files', () => {
    const smoke = sources.filter(f => f.startsWith('src/smoke/'))
    expect(smoke.length).toBeGreaterThan(0)
    expect(lines(sources.filter(f => !smoke.includes(f)))).toBeLessThanOrEqual(DEPLOY_LINES)
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
