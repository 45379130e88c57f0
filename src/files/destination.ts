// Where an export may write `backup-file`: the same confinement as for reading (inside the
// workspace or RUNNER_TEMP, symlinks followed), a file (not a folder, not inside .git), and a
// place the run can create its temporary file in. All checked before any request.

import { lstat } from 'node:fs/promises'
import path from 'node:path'
import { Input } from '../domain/constants.ts'
import { InputError } from '../domain/errors.ts'
import { untrusted } from '../lib/text.ts'
import { resolveInputPath, type Folders } from './confine.ts'
import { Download } from './download.ts'

export interface Destination {
  /** The path as the user gave it. */
  readonly inputPath: string
  /** Where it is written, its folder's symlinks resolved. */
  readonly path: string
  readonly exists: boolean
}

const name = Input.BackupFile
const FIX = `Point '${name}' at the .xenioo file to write, such as bots/support.xenioo.`

function refuse(inputPath: string, problem: string, fix = FIX): InputError {
  return new InputError(name, `'${untrusted(inputPath, 200)}' ${problem}`, fix)
}

/** A path with a `.git` folder in it: the repository's own data. */
function inGit(p: string): boolean {
  return p.split(/[\\/]+/).some(part => part.toLowerCase() === '.git')
}

/** What is wrong with `inputPath` before it is resolved: a folder's name, or a path into .git. */
function checkInputPath(inputPath: string): void {
  if (/[\\/]$/.test(inputPath)) {
    throw refuse(
      inputPath,
      'ends with a slash: it names a folder, and the export writes a file.',
      `${FIX} To write into a folder, add the file's name.`
    )
  }
  if (inGit(inputPath)) throw refuse(inputPath, "is inside the repository's .git folder.", FIX)
}

export async function checkDestination(inputPath: string, folders: Folders): Promise<Destination> {
  checkInputPath(inputPath)
  const target = await resolveInputPath(inputPath, folders)
  if (target.within === 'itself')
    throw refuse(inputPath, 'is the workspace folder itself (or RUNNER_TEMP), not a file.')
  if (target.within === 'outside') {
    throw refuse(
      inputPath,
      "would be written outside the workspace and the runner's temp folder.",
      `Point '${name}' at a file inside the repository checkout (or RUNNER_TEMP); a symlink must not lead outside it.`
    )
  }
  if (inGit(path.relative(folders.workspace, target.path)))
    throw refuse(inputPath, "leads into the repository's .git folder.")
  const info = await lstat(target.path).catch(() => undefined)
  if (info && !info.isFile()) {
    throw refuse(inputPath, `is ${info.isDirectory() ? 'a directory' : 'not a regular file'}.`)
  }
  return { inputPath, path: target.path, exists: info !== undefined }
}

/** What a file system error while creating the temporary file means for `inputPath`. */
function unwritable(inputPath: string, err: NodeJS.ErrnoException): InputError {
  switch (err.code) {
    case 'ENOTDIR':
    case 'EEXIST':
      return refuse(inputPath, 'cannot be created: a part of its path is a file, not a folder.')
    case 'ENOENT':
      return refuse(inputPath, 'cannot be created: a folder on its path is a symlink that leads nowhere.')
    case 'ENAMETOOLONG':
      return refuse(
        inputPath,
        'has a name too long to write beside it the temporary file the export streams into (its name plus about 24 characters).',
        `Give '${name}' a shorter file name.`
      )
    default:
      return refuse(
        inputPath,
        `cannot be written here (${untrusted(err.code ?? err.message, 80)}).`,
        `${FIX} The job must be able to write that folder.`
      )
  }
}

/** The download's temporary file, created beside the destination; an InputError when it cannot be. */
export async function openDownload(dest: Destination): Promise<Download> {
  try {
    return await Download.open(dest)
  } catch (err) {
    throw unwritable(dest.inputPath, err as NodeJS.ErrnoException)
  }
}
