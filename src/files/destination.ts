// Where an export may write `backup-file`: the same confinement as for reading (inside the
// workspace or RUNNER_TEMP, symlinks followed), and not a folder. Checked before any request.

import { lstat } from 'node:fs/promises'
import { Input } from '../domain/constants.ts'
import { InputError } from '../domain/errors.ts'
import { untrusted } from '../lib/text.ts'
import { resolveGiven, type Place } from './confine.ts'

export interface Destination {
  /** The path as the user gave it. */
  readonly given: string
  /** Where it is written, its folder's symlinks resolved. */
  readonly path: string
  readonly exists: boolean
}

export async function checkDestination(given: string, place: Place): Promise<Destination> {
  const name = Input.BackupFile
  const shown = untrusted(given, 200)
  const target = await resolveGiven(given, place)
  if (target.within !== 'below') {
    throw new InputError(
      name,
      `'${shown}' would be written outside the workspace and the runner's temp folder.`,
      `Point '${name}' at a file inside the repository checkout (or RUNNER_TEMP); a symlink must not lead outside it.`
    )
  }
  const info = await lstat(target.path).catch(() => undefined)
  if (info && !info.isFile()) {
    throw new InputError(
      name,
      `'${shown}' is ${info.isDirectory() ? 'a directory' : 'not a regular file'}.`,
      `Point '${name}' at the .xenioo file to write, such as bots/support.xenioo.`
    )
  }
  return { given, path: target.path, exists: info !== undefined }
}
