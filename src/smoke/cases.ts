// A suite's cases (#68): `scripts`, lines of globs of files in the workspace, each file a conversation of
// its own, named by its path, with a user id of its own; read, bounded and refused before any request.

import { createHash } from 'node:crypto'
import { globSync, readFileSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import { InputError } from '../domain/errors.ts'
import { inside } from '../files/confine.ts'
import { untrusted } from '../lib/text.ts'
import type { Naming, Words } from '../domain/words.ts'
import type { SmokeRequest } from './inputs.ts'
import { readScript, type SmokeStep } from './script.ts'

/** The most scripts a suite runs: each conversation makes the bot greet and answer, and every reply counts toward the account's message quota. */
export const MAX_CASES = 50
/** How much of a file's bad line is quoted: enough to find it, too little to show a secret (a glob can match a .env). */
const QUOTED = 6
/** The largest script file read: a conversation, not a data file. */
const MAX_SCRIPT_BYTES = 256 * 1024

/** One conversation of the suite: its name (`script`, or the file's path in the workspace), its steps, its user id. */
export interface Case {
  readonly name: string
  /** The file it was read from (a suite's), as its path in the workspace. */
  readonly file?: string
  readonly steps: readonly SmokeStep[]
  readonly userId: string
}

const refuse = (problem: string, fix: string) => new InputError('scripts', problem, fix)
export type CaseWords = Naming & Pick<Words, 'root' | 'self' | 'operation'>
const globFix = (w: Naming) =>
  `Write each line of ${w.input('scripts')} as a glob of script files, such as 'smoke/*.txt'.`

/** The workspace's files a line of `scripts` matches, as paths relative to it with `/`. */
function matchesOf(glob: string, line: number, root: string, w: CaseWords): string[] {
  const shown = `line ${line}, '${untrusted(glob, 100)}',`
  if (path.isAbsolute(glob) || glob.split(/[\\/]/).includes('..'))
    throw refuse(`${shown} leads outside ${w.root}.`, globFix(w))
  const files = globSync(glob, { cwd: root })
    .map(f => path.normalize(f))
    .filter(f => statSync(path.join(root, f), { throwIfNoEntry: false })?.isFile())
  // A glob can leave the folder without a '..' of its own ({..,a}/*).
  if (files.some(f => !inside(path.resolve(root, f), root)))
    throw refuse(`${shown} leads outside ${w.root}.`, globFix(w))
  if (files.length === 0) throw refuse(`${shown} matches no file in ${w.root}.`, globFix(w))
  for (const f of files) {
    if (!inside(realpathSync(path.join(root, f)), realpathSync(root)))
      throw refuse(`${shown} matches '${untrusted(f, 100)}', a link that leads outside ${w.root}.`, globFix(w))
    if (untrusted(f, 1000) !== f || f.includes('::'))
      throw refuse(`${shown} matches a file whose name holds a control or invisible character.`, 'Rename the file.')
  }
  return files.map(f => f.split(path.sep).join('/'))
}

/** A file's script, its mistakes named by the file. */
function scriptOf(name: string, root: string, w: Naming): SmokeStep[] {
  const file = path.join(root, name)
  if (statSync(file).size > MAX_SCRIPT_BYTES)
    throw refuse(`matches '${name}', over ${MAX_SCRIPT_BYTES / 1024} KiB: a script is one conversation.`, globFix(w))
  try {
    return readScript(readFileSync(file, 'utf8'), w, QUOTED)
  } catch (err) {
    if (!(err instanceof InputError)) throw err
    throw refuse(`file '${name}': ${err.problem}`, err.fix)
  }
}

/** The suite's cases: `script` alone as one case, or every file `scripts` matches (sorted, each once). */
export function readCases(given: Pick<SmokeRequest, 'script' | 'scripts'>, root: string, userId: string, w: CaseWords) {
  const { script, scripts: globs } = given
  if (globs === '') return [{ name: 'script', steps: readScript(script, w), userId }]
  const [one, many] = [w.input('script'), w.input('scripts')]
  if (script !== '')
    throw refuse(`is given with ${one}.`, `Give ${one} (one conversation) or ${many} (files of them), not both.`)
  const lines = globs.split(/\r?\n/).map((glob, i) => ({ glob: glob.trim(), line: i + 1 }))
  const names = [...new Set(lines.filter(l => l.glob !== '').flatMap(l => matchesOf(l.glob, l.line, root, w)))].sort()
  if (names.length > MAX_CASES) {
    throw refuse(
      `names ${names.length} scripts; a suite is at most ${MAX_CASES} (each conversation's replies count toward the account's message quota).`,
      `Narrow the globs of ${many}, or split the suite in parts.`
    )
  }
  const own = (name: string) => `${userId}-${createHash('sha256').update(name).digest('hex').slice(0, 10)}`
  return names.map(name => ({ name, file: name, steps: scriptOf(name, root, w), userId: own(name) }))
}
