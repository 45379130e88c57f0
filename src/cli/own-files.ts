// The ledger folder's files kept this user's own: a folder made (0700) or made private, a file opened only as
// a regular file of this user's (made private when others could write it), never through a symbolic link.

import { constants, type Stats } from 'node:fs'
import { chmod, type FileHandle, mkdir, open, stat } from 'node:fs/promises'

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
  readonly chmod: (mode: number) => Promise<void>
}

/** Why it cannot be this user's, or undefined once it is (`made`: it was made private, and says so). */
async function keepOwn({ what, st, mode, chmod }: Own, made: (message: string) => void): Promise<string | undefined> {
  const who = othersWrite(st)
  if (!who) return undefined
  if (st.uid !== process.getuid?.()) return `${what} can be written by ${who}, and it is not yours to make private`
  await chmod(mode)
  made(`${what} could be written by ${who}: made private (${mode.toString(8).padStart(4, '0')})`)
  return undefined
}

/** Makes the folder (and its missing parents) 0700, or keeps it private: why it cannot be used, when it cannot. */
export async function ownFolder(folder: string, made: (message: string) => void): Promise<string | undefined> {
  const what = `the ledger folder '${folder}'`
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 })
  } catch (err) {
    return `${what} cannot be made (${(err as Error).message})`
  }
  const st = await stat(folder)
  const refused = await keepOwn({ what, st, mode: 0o700, chmod: m => chmod(folder, m) }, made)
  return refused && `${refused}: name a folder of your own (--ledger DIR)`
}

/** Opens `file` with `flags` as a regular file of this user's; undefined when it does not exist (and is not made). */
export async function openOwn(
  file: string,
  flags: number,
  made: (message: string) => void
): Promise<FileHandle | undefined> {
  const what = `the entries file '${file}'`
  let handle: FileHandle
  try {
    handle = await open(file, flags | SAFELY, 0o600)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT' && !(flags & constants.O_CREAT)) return undefined
    if (code === 'ELOOP') throw new Error(`${what} is a symbolic link, which the ledger never follows`, { cause: err })
    throw err
  }
  try {
    const st = await handle.stat()
    if (!st.isFile()) throw new Error(`${what} is not a regular file (a folder, a pipe or a device is in its place)`)
    const refused = await keepOwn({ what, st, mode: 0o600, chmod: m => handle.chmod(m) }, made)
    if (refused) throw new Error(refused)
    return handle
  } catch (err) {
    await handle.close()
    throw err
  }
}
