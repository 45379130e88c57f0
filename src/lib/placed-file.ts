// A file this tool writes as its own: its folders made one level at a time (a recursive mkdir can spin), the text
// written to a new file beside it and renamed into place, so a link or a file in its place is replaced, never written through.

import { randomBytes } from 'node:crypto'
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Makes `folder` and its missing parents (`mode`) one at a time: Node's recursive mkdir spins under /proc. */
export function makeFolders(folder: string, mode = 0o777): void {
  const missing: string[] = []
  for (let at = folder; !statSync(at, { throwIfNoEntry: false }); at = path.dirname(at)) missing.unshift(at)
  for (const at of missing) {
    try {
      mkdirSync(at, { mode })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
  }
}

/** Why `file` cannot be a file this tool places (a folder, a pipe or a device, links followed); undefined when it can. */
export function notAFile(file: string): string | undefined {
  let st
  try {
    st = statSync(file, { throwIfNoEntry: false })
  } catch {
    return undefined
  }
  if (!st || st.isFile()) return undefined
  return st.isDirectory() ? 'is a folder' : 'is a pipe or a device'
}

/** Writes `text` to a new file beside `file`, then renames it over `file`; nothing is left behind when it cannot. */
export function placeFile(file: string, text: string): void {
  makeFolders(path.dirname(file))
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    writeFileSync(temp, text, { flag: 'wx', mode: 0o644 })
    renameSync(temp, file)
  } catch (err) {
    rmSync(temp, { force: true })
    throw err
  }
}

const fileReason = (err: unknown): string =>
  err instanceof Error ? (err.message.split(', ')[0] ?? err.message) : String(err)

/** `placeFile`, or what `failed` makes of why it could not (the error's first clause: `ENOTDIR: not a directory`). */
export function placeFileOr<T>(file: string, text: string, failed: (reason: string) => T): T | undefined {
  try {
    placeFile(file, text)
    return undefined
  } catch (err) {
    return failed(fileReason(err))
  }
}
