// Where a `backup-file` path leads: resolved once against the workspace, symlinks followed as far as it
// exists; the one confinement rule (the workspace or the runner's temp folder) and what it refuses, for both roles.

import type { Stats } from 'node:fs'
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import { Input } from '../domain/constants.ts'
import { InputError } from '../domain/errors.ts'
import { untrusted } from '../lib/text.ts'
import type { Naming, Words } from '../domain/words.ts'

/** The folders a backup file may be read from or written to. */
export interface Folders {
  readonly workspace: string
  readonly runnerTemp: string | undefined
  /** How the shell names them, in a refusal. */
  readonly words: Pick<Words, 'folders' | 'within' | 'missingFile'> & Naming
}

export interface Resolved {
  /** The path as the user gave it, and as it is shown (cleaned and bounded). */
  readonly inputPath: string
  readonly shown: string
  /** The real path: symlinks resolved as far as the path exists, the rest joined as given. */
  readonly path: string
  /** The whole path exists (a dangling symlink does not). */
  readonly exists: boolean
  /** `below` a root, one of the roots `itself`, or `outside` all of them. */
  readonly within: 'below' | 'itself' | 'outside'
}

/**
 * `place` is `parent` or below it (a name that merely starts with `..`, such as `..backup.xenioo`,
 * is below it). `paths` is the platform's path module (`path.win32` in a test of Windows paths).
 */
export function inside(place: string, parent: string, paths: path.PlatformPath = path): boolean {
  const rel = paths.relative(parent, place)
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${paths.sep}`) && !paths.isAbsolute(rel))
}

/** The refusal of a `backup-file` that `leads` (`would be written`) outside the confinement. */
export function outsideRefusal(shown: string, leads: string, { words }: Folders): InputError {
  return new InputError(
    Input.BackupFile,
    `'${shown}' ${leads} outside ${words.folders}.`,
    `Point ${words.input(Input.BackupFile)} at ${words.within}; a symlink must not lead outside it.`
  )
}

/** Refuses a `backup-file` that is a directory or not a regular file; `fix`, the role's. */
export function refuseNonFile(shown: string, info: Stats, fix: string): void {
  if (info.isFile()) return
  throw new InputError(
    Input.BackupFile,
    `'${shown}' is ${info.isDirectory() ? 'a directory' : 'not a regular file'}.`,
    fix
  )
}

/** The real path of `place`, or of its nearest existing folder joined with the rest. */
async function nearestReal(place: string): Promise<{ path: string; exists: boolean }> {
  try {
    return { path: await realpath(place), exists: true }
  } catch {
    const parent = path.dirname(place)
    if (parent === place) return { path: place, exists: false }
    return { path: path.join((await nearestReal(parent)).path, path.basename(place)), exists: false }
  }
}

/** Resolves `inputPath` against the workspace and says where it lies. */
export async function resolveInputPath(
  inputPath: string,
  folders: Pick<Folders, 'workspace' | 'runnerTemp'>
): Promise<Resolved> {
  const place = await nearestReal(path.resolve(folders.workspace, inputPath))
  const roots = await Promise.all(
    [folders.workspace, folders.runnerTemp].filter((r): r is string => !!r).map(async r => (await nearestReal(r)).path)
  )
  const within = roots.includes(place.path)
    ? 'itself'
    : roots.some(root => inside(place.path, root))
      ? 'below'
      : 'outside'
  return { ...place, within, inputPath, shown: untrusted(inputPath, 200) }
}
