// The README's inputs and outputs tables are written from action.yml, the one place they are kept
// (as actions/checkout generates its README's usage): `npm run docs` rewrites them between their
// markers, `npm run docs -- --check` (part of `npm run lint`, so CI) fails when they differ.

import { readFileSync, writeFileSync } from 'node:fs'
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

const actionYml = (): ActionYml => parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionYml

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

/** `text` with what stands between `<!-- name -->` and `<!-- /name -->` replaced by `table`. */
function between(text: string, name: string, table: string): string {
  const open = `<!-- ${name} (written by npm run docs from action.yml) -->\n`
  const close = `\n<!-- /${name} -->`
  const start = text.indexOf(open)
  const end = text.indexOf(close, start)
  if (start < 0 || end < 0) throw new Error(`README.md has no '${open.trim()}' … '${close.trim()}' markers.`)
  return `${text.slice(0, start + open.length)}${table}${text.slice(end)}`
}

/** The README as it must read: its tables written from action.yml. */
export function readmeWritten(readme: string, yml = actionYml()): string {
  return between(between(readme, 'inputs', inputsTable(yml)), 'outputs', outputsTable(yml))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.join(ROOT, 'README.md')
  const readme = readFileSync(file, 'utf8')
  const written = readmeWritten(readme)
  if (process.argv.includes('--check')) {
    if (written !== readme) {
      console.error(
        "README.md's inputs or outputs table differs from action.yml: run npm run docs, and commit README.md."
      )
      process.exit(1)
    }
    console.log("README.md's inputs and outputs tables are action.yml's.")
  } else if (written !== readme) {
    writeFileSync(file, written)
    console.log("README.md's inputs and outputs tables written from action.yml.")
  } else console.log("README.md's inputs and outputs tables were already action.yml's.")
}
