// The structure as CONTRIBUTING states it, read from the tree: each file of src/ opens with at most
// four lines saying why it exists, no step reads its report back with a cast, and the folders that
// issue #41 sized hold at most their number of files (src/ 50, platform/ 10, run/ 12).
import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../support/runner.ts'

const sources = execFileSync('git', ['ls-files', 'src/*.ts'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n')
const text = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

describe('the files of src/', () => {
  it('each opens with a comment of one to four lines saying why it exists', () => {
    const long: string[] = []
    for (const file of sources) {
      const lines = text(file).split('\n')
      const header = lines.findIndex(l => !l.startsWith('//'))
      if (header < 1 || header > 4) long.push(`${file}: ${header} lines`)
    }
    expect(long).toEqual([])
  })

  it('src/ holds at most 50 files, platform/ at most 10 and run/ at most 12: a file per concern, not per 160 lines', () => {
    const count = (folder: string) => sources.filter(f => f.startsWith(`src/${folder}/`)).length
    expect(sources.length).toBeLessThanOrEqual(50)
    expect(count('platform')).toBeLessThanOrEqual(10)
    expect(count('run')).toBeLessThanOrEqual(12)
  })

  it("no step reads its report from the outcome with a cast: the reports are typed by the step's name", () => {
    const cast = sources.filter(file => /reports\??\.[^\n]*\bas\s+[A-Z]/.test(text(file)))
    expect(cast).toEqual([])
  })
})
