// What a mistake loads: the command line answers --version and an input refused before any request, and the action
// a refused input, without the run's weight (the platform client, the ledger, the run, the Actions cache);
// their start-up (docs/benchmarks.md, figures 1 and 6) rests on it. Read from the committed bundles as they run.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../support/cli.ts'
import { ROOT, runAction, tempDir } from '../support/runner.ts'

/** A hook Node loads first (NODE_OPTIONS --import): every module the process resolves, written at its exit. */
const hookDir = tempDir('xdeploy-loads-')
const hook = path.join(hookDir, 'hook.mjs')
writeFileSync(
  hook,
  `import { registerHooks } from 'node:module'
import { writeFileSync } from 'node:fs'
const loaded = new Set()
registerHooks({ resolve: (specifier, context, next) => { const r = next(specifier, context); loaded.add(r.url); return r } })
process.on('exit', () => writeFileSync(process.env.LOADED_FILE, [...loaded].join('\\n')))
`
)

/** What a module of the run declares, as the bundles hold it (a chunk of its own, or shared). */
const WEIGHT = {
  'the platform client': 'class PlatformClient ',
  'the ledger': 'class Ledger ',
  'the run': 'function runOperation(',
  'the folder ledger': 'function openFolderStore(',
  'the Actions cache': 'function restoreCache('
}
type Part = keyof typeof WEIGHT

/** The parts of the run `folder`'s bundle holds, each with the files that declare it. */
function partsIn(folder: string): Map<Part, string[]> {
  const files = readdirSync(folder).filter(f => f.endsWith('.js'))
  const texts = files.map(f => [path.join(folder, f), readFileSync(path.join(folder, f), 'utf8')] as const)
  const parts = new Map<Part, string[]>()
  for (const [part, mark] of Object.entries(WEIGHT) as [Part, string][]) {
    const holders = texts.filter(([, text]) => text.includes(mark)).map(([file]) => file)
    if (holders.length) parts.set(part, holders)
  }
  return parts
}

/** The run's parts among the modules a process loaded, and the builtins that speak to a network or hash. */
function loadedOf(file: string, folder: string) {
  const urls = readFileSync(file, 'utf8').split('\n')
  const files = new Set(urls.flatMap(u => (u.startsWith('file://') ? [new URL(u).pathname] : [])))
  const parts = [...partsIn(folder)].flatMap(([part, holders]) => (holders.some(h => files.has(h)) ? [part] : []))
  const builtins = urls.filter(u => /^node:(https?|http2|net|tls|crypto)$/.test(u))
  return { parts, builtins, files: [...files].map(f => path.relative(folder, f)) }
}

const listing = (name: string) => {
  const file = path.join(tempDir('xdeploy-loaded-'), name)
  return { file, env: { NODE_OPTIONS: `--import ${hook}`, LOADED_FILE: file } }
}

describe.concurrent('what a mistake loads', () => {
  it('the command line: --version its entry alone; a refused input none of the run', async () => {
    const cli = path.join(ROOT, 'dist/cli')
    expect([...partsIn(cli).keys()]).toEqual(
      expect.arrayContaining(['the platform client', 'the ledger', 'the run', 'the folder ledger'])
    )
    const version = listing('version')
    expect((await runCli(['--version'], { env: version.env })).code).toBe(0)
    expect(loadedOf(version.file, cli).files).toEqual(['index.js'])
    const refused = listing('refused')
    const r = await runCli(['overwrite', '--backup-file', 'b.xenioo'], { env: refused.env })
    expect(r.code, r.stderr).toBe(2)
    expect(r.stderr).toMatch(/--service-endpoint is empty/)
    expect(loadedOf(refused.file, cli)).toMatchObject({ parts: [], builtins: [] })
  })

  it("the action: a refused input loads none of the run (its HTTP stack is @actions/core's)", async () => {
    const dist = path.join(ROOT, 'dist')
    expect([...partsIn(dist).keys()]).toEqual(
      expect.arrayContaining(['the platform client', 'the ledger', 'the run', 'the Actions cache'])
    )
    const refused = listing('action')
    const r = await runAction({ inputs: { operation: 'deploy' }, env: refused.env, coverage: false })
    expect(r.code).toBe(1)
    expect(r.errors.join('\n')).toMatch(/Input 'operation' is 'deploy'/)
    expect(loadedOf(refused.file, dist).parts).toEqual([])
  })
})
