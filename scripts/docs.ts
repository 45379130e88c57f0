// The README's inputs and outputs tables are written from action.yml (and the smoke test action's from
// smoke-test/action.yml), CONTRIBUTING's capability table from src/, and every example block of the
// README and docs/ from its file in .github/examples, the one place each is kept (as actions/checkout
// generates its README's usage): `npm run docs` rewrites them, `--check` (in `npm run lint`) fails on a difference.

import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')

interface Spec {
  readonly description: string
  readonly required?: boolean
  readonly default?: string
}
interface ActionYml {
  readonly inputs: Record<string, Spec>
  readonly outputs: Record<string, Spec>
}

const actionYml = (file = 'action.yml'): ActionYml => parse(readFileSync(path.join(ROOT, file), 'utf8')) as ActionYml

/** The inputs table, as action.yml gives it. */
export function inputsTable(yml = actionYml()): string {
  const rows = Object.entries(yml.inputs).map(
    ([name, spec]) =>
      `| \`${name}\` | ${spec.required ? 'yes' : 'no'} | ${spec.default ? `\`${spec.default}\`` : ''} | ${spec.description} |`
  )
  return ['| Input | Required | Default | Description |', '|---|---|---|---|', ...rows].join('\n')
}

/** The outputs table, as action.yml gives it. */
export function outputsTable(yml = actionYml()): string {
  const rows = Object.entries(yml.outputs).map(([name, spec]) => `| \`${name}\` | ${spec.description} |`)
  return ['| Output | Description |', '|---|---|', ...rows].join('\n')
}

/** Each capability of the deploy, and where it lives in src/ (a folder, or a file; the first that names a file wins). */
const CAPABILITIES: readonly [string, readonly string[]][] = [
  [
    'the ledger (its keys and seal, the throttle rule, the store)',
    ['src/ledger/', 'src/domain/ledger-keys.ts', 'src/domain/throttle.ts']
  ],
  ['HTTP and its wording (the client, the transport, failures and refusals)', ['src/platform/']],
  ['orchestration (the run, its steps, its decision and record)', ['src/run/']],
  ['files (the backup, its judge, an export written)', ['src/files/']],
  ['inputs and the operations as data (names, validation, errors)', ['src/domain/']],
  ["the action's shell (the runner's I/O, the summary, the post step)", ['src/action/', 'src/index.ts']],
  ['helpers that know nothing of the project', ['src/lib/']]
]

/** CONTRIBUTING's table: each capability's lines of the deploy's code (src/ but the smoke test's and the command line's folders), and its share. */
export function capabilityTable(files: readonly string[], lines: (file: string) => number): string {
  const owner = (f: string) =>
    CAPABILITIES.find(([, at]) => at.some(a => (a.endsWith('/') ? f.startsWith(a) : f === a)))
  const beside = ['src/smoke/', 'src/cli/']
  const deploy = files.filter(f => f.endsWith('.ts') && !beside.some(b => f.startsWith(b)))
  const counts = CAPABILITIES.map(([name, at]) => {
    const own = deploy.filter(f => owner(f)?.[0] === name)
    return { name, at, n: own.reduce((sum, f) => sum + lines(f), 0) }
  })
  const total = counts.reduce((sum, c) => sum + c.n, 0)
  const rows = counts.map(
    c => `| ${c.name} | ${c.at.map(a => `\`${a}\``).join(', ')} | ${c.n} | ${Math.round((100 * c.n) / total)}% |`
  )
  return [
    '| capability | where | lines | share |',
    '|---|---|---|---|',
    ...rows,
    `| the deploy | \`src/\` but ${beside.map(b => `\`${b}\``).join(' and ')} | ${total} | 100% |`,
    ...beside.map(b => {
      const n = files.filter(f => f.startsWith(b) && f.endsWith('.ts')).reduce((sum, f) => sum + lines(f), 0)
      return `| beside it: ${b === 'src/cli/' ? 'the command line' : 'the smoke test'} | \`${b}\` | ${n} | — |`
    })
  ].join('\n')
}

/** The files of src/, and a file's lines. */
function sourceFiles(): { files: string[]; lines: (file: string) => number } {
  const files = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).map(
    f => `src/${f.split(path.sep).join('/')}`
  )
  return { files, lines: f => readFileSync(path.join(ROOT, f), 'utf8').split('\n').length - 1 }
}

/** `text` with what stands between `<!-- name -->` and `<!-- /name -->` replaced by `table`. */
function between(text: string, name: string, table: string, from = 'action.yml'): string {
  const open = `<!-- ${name} (written by npm run docs from ${from}) -->\n`
  const close = `\n<!-- /${name} -->`
  const start = text.indexOf(open)
  const end = text.indexOf(close, start)
  if (start < 0 || end < 0) throw new Error(`The page has no '${open.trim()}' … '${close.trim()}' markers.`)
  return `${text.slice(0, start + open.length)}${table}${text.slice(end)}`
}

/** The README as it must read: its tables written from action.yml, and the smoke test's from its own. */
export function readmeWritten(readme: string, yml = actionYml()): string {
  const smoke = actionYml('smoke-test/action.yml')
  const from = 'smoke-test/action.yml'
  const deploy = between(between(readme, 'inputs', inputsTable(yml)), 'outputs', outputsTable(yml))
  return between(between(deploy, 'smoke-inputs', inputsTable(smoke), from), 'smoke-outputs', outputsTable(smoke), from)
}

/** `text` with each block under `<!-- example: .github/examples/X -->` replaced by that file, verbatim. */
export function examplesWritten(text: string): string {
  return text.replace(
    /(<!-- example: (\.github\/examples\/[^ ]+) -->\n```yaml\n)[\s\S]*?```/g,
    (_, head: string, file: string) => {
      return `${head}${readFileSync(path.join(ROOT, file), 'utf8')}\`\`\``
    }
  )
}

/** The pages that show examples, each as it must read. */
function pages(): { file: string; text: string; written: string }[] {
  const docs = readdirSync(path.join(ROOT, 'docs')).filter(f => f.endsWith('.md'))
  const src = sourceFiles()
  const tablesOf: Record<string, (text: string) => string> = {
    'README.md': readmeWritten,
    'CONTRIBUTING.md': text => between(text, 'capabilities', capabilityTable(src.files, src.lines), 'src/')
  }
  return ['README.md', 'CONTRIBUTING.md', ...docs.map(f => `docs/${f}`)].map(file => {
    const text = readFileSync(path.join(ROOT, file), 'utf8')
    return { file, text, written: examplesWritten((tablesOf[file] ?? (t => t))(text)) }
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const differ = pages().filter(p => p.written !== p.text)
  if (process.argv.includes('--check')) {
    if (differ.length > 0) {
      console.error(
        `${differ.map(p => p.file).join(', ')}: a table differs from action.yml (or src/, for the capabilities) or an example from its file in .github/examples: run npm run docs, and commit.`
      )
      process.exit(1)
    }
    console.log("The README's tables are action.yml's, and every example block is its file's.")
  } else {
    for (const p of differ) writeFileSync(path.join(ROOT, p.file), p.written)
    console.log(differ.length > 0 ? `Written: ${differ.map(p => p.file).join(', ')}.` : 'Nothing to write.')
  }
}
