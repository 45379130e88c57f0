// The ledger folder's files kept this user's own: a folder made (0700) or made private, a file opened only as
// a regular file of this user's (made private when others could write it), never through a symbolic link.

import { chmodSync, closeSync, constants, fchmodSync, fstatSync, openSync, type Stats, statSync } from 'node:fs'
import { makeFolders } from '../lib/placed-file.ts'

/** Never through a link; never waiting on a pipe or a device put in a file's place. */
const SAFELY = constants.O_NOFOLLOW | constants.O_NONBLOCK

/** Whom it could be written by, besides this user: another owner, the group, everyone (none on a system without users). */
function othersWrite(st: Stats): string | undefined {
  const me = process.getuid?.()
  if (me === undefined) return undefined
  if (st.uid !== me && (st.mode & 0o200) !== 0) return `its owner, user ${st.uid}`
  if ((st.mode & 0o022) !== 0) return `others (mode ${(st.mode & 0o777).toString(8).padStart(4, '0')})`
  return undefined
}

/** A folder or a file to keep this user's: what it is called, its status, its private mode and how to set it. */
interface Own {
  readonly what: string
  readonly st: Stats
  readonly mode: number
  readonly chmod: (mode: number) => void
}

/** Why it cannot be this user's, or undefined once it is (`made`: it was made private, and says so). */
function keepOwn({ what, st, mode, chmod }: Own, made: (message: string) => void): string | undefined {
  const who = othersWrite(st)
  if (!who) return undefined
  if (st.uid !== process.getuid?.()) return `${what} can be written by ${who}, and it is not yours to make private`
  chmod(mode)
  made(`${what} could be written by ${who}: made private (${mode.toString(8).padStart(4, '0')})`)
  return undefined
}

/** Makes the folder (and its missing parents) 0700, or keeps it private: why it cannot be used, when it cannot. */
export function ownFolder(folder: string, made: (message: string) => void): string | undefined {
  const what = `the ledger folder '${folder}'`
  try {
    makeFolders(folder, 0o700)
  } catch (err) {
    return `${what} cannot be made (${(err as Error).message}): name one that can (--ledger DIR)`
  }
  const refused = keepOwn({ what, st: statSync(folder), mode: 0o700, chmod: m => chmodSync(folder, m) }, made)
  return refused && `${refused}: name a folder of your own (--ledger DIR)`
}

/** The folder as it is, for a run that only looks: why it cannot be read (missing, or no folder). */
export function lookFolder(folder: string): string | undefined {
  const st = statSync(folder, { throwIfNoEntry: false })
  if (!st) return `the ledger folder '${folder}' does not exist: no run recorded there`
  return st.isDirectory() ? undefined : `'${folder}' is not a folder`
}

/** Opens `file` with `flags` as a regular file of this user's (`keep`: made private): its descriptor; undefined when it does not exist. */
export function openOwn(file: string, flags: number, made: (message: string) => void, keep = true): number | undefined {
  const what = `the entries file '${file}'`
  let fd: number
  try {
    fd = openSync(file, flags | SAFELY, 0o600)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT' && !(flags & constants.O_CREAT)) return undefined
    if (code === 'ELOOP') throw new Error(`${what} is a symbolic link, which the ledger never follows`, { cause: err })
    throw err
  }
  try {
    const st = fstatSync(fd)
    if (!st.isFile()) throw new Error(`${what} is not a regular file (a folder, a pipe or a device is in its place)`)
    const refused = keep && keepOwn({ what, st, mode: 0o600, chmod: m => fchmodSync(fd, m) }, made)
    if (refused) throw new Error(refused)
    return fd
  } catch (err) {
    closeSync(fd)
    throw err
  }
}
