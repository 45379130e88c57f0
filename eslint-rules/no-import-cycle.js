// An ESLint rule: an import of the project's own modules must not close a cycle, whether it is a
// value import, a type-only import or a dynamic import(). (eslint-plugin-import's no-cycle passes
// over type-only imports; a cycle of types still ties two layers together.) The other files'
// imports are read with TypeScript's own pre-processor, which sees every form of import.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** Each file's relative imports, resolved to paths, kept for as long as the file does not change. */
const graph = new Map()

function importsOf(file) {
  let mtime
  try {
    mtime = statSync(file).mtimeMs
  } catch {
    return []
  }
  const known = graph.get(file)
  if (known && known.mtime === mtime) return known.targets
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const targets = importedFiles
    .map(f => f.fileName)
    .filter(name => name.startsWith('./') || name.startsWith('../'))
    .map(name => path.resolve(path.dirname(file), name))
  graph.set(file, { mtime, targets })
  return targets
}

/** A path of imports from `from` back to `to`, or undefined. */
function pathBack(from, to, seen = new Set()) {
  if (from === to) return [to]
  if (seen.has(from)) return undefined
  seen.add(from)
  for (const next of importsOf(from)) {
    const rest = pathBack(next, to, seen)
    if (rest) return [from, ...rest]
  }
  return undefined
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow imports that close a cycle, type-only and dynamic imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}.' }
  },
  create(context) {
    const file = path.resolve(context.filename)
    const root = context.cwd
    function check(node) {
      const name = node.source?.value
      if (typeof name !== 'string' || !(name.startsWith('./') || name.startsWith('../'))) return
      const back = pathBack(path.resolve(path.dirname(file), name), file)
      if (!back) return
      const cycle = [file, ...back].map(f => path.relative(root, f)).join(' → ')
      context.report({ node, messageId: 'cycle', data: { cycle } })
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check
    }
  }
}
