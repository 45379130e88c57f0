// The ledger's store for the command line: a folder of its own (`--ledger`), one entry a line in a file that
// only grows by appends, read whole at a lookup; the same sealed keys and rules as the action's cache.

import { appendFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import path from 'node:path'
import { LEDGER_HORIZON_MS } from '../domain/constants.ts'
import type { LedgerStore } from '../ledger/ledger.ts'
import { isRecord, reasonOf } from '../lib/text.ts'

/** The entries' file in the folder; a line is `{"key": …, "savedAt": …}`. */
export const ENTRIES_FILE = 'entries.jsonl'
/** Past this size a save keeps only the entries within the ledger's horizon (the rest can never be read). */
const PRUNE_BYTES = 256 * 1024

/** The ledger's folder: `--ledger`, else XENIOO_LEDGER, else under XDG_STATE_HOME (or ~/.local/state). */
export function ledgerFolder(given: string | undefined, env: NodeJS.ProcessEnv): string {
  if (given) return path.resolve(given)
  if (env.XENIOO_LEDGER) return path.resolve(env.XENIOO_LEDGER)
  const state = env.XDG_STATE_HOME && path.isAbsolute(env.XDG_STATE_HOME) ? env.XDG_STATE_HOME : undefined
  return path.join(state ?? path.join(homedir(), '.local', 'state'), 'xenioo-deploy', 'ledger')
}

interface Line {
  readonly key: string
  readonly savedAt: number
}

/** The file's entries in the order they were saved; a line that is not one (a cut write, an edit) is passed over. */
function linesOf(text: string): Line[] {
  return text.split('\n').flatMap(raw => {
    try {
      const v: unknown = JSON.parse(raw)
      return isRecord(v) && typeof v.key === 'string' && Number.isSafeInteger(v.savedAt) ? [v as unknown as Line] : []
    } catch {
      return []
    }
  })
}

/** Opens (and makes, private to the user) the folder: the store, or why it cannot be used. */
export async function openFolderStore(folder: string, now = () => Date.now()): Promise<LedgerStore | string> {
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 })
  } catch (err) {
    return `the ledger folder '${folder}' cannot be made (${reasonOf(err)})`
  }
  const file = path.join(folder, ENTRIES_FILE)
  const read = async () => linesOf(await readFile(file, 'utf8').catch(() => ''))
  return {
    name: `the ledger folder '${folder}'`,
    async lookup(prefixes) {
      const lines = await read()
      for (const prefix of prefixes) {
        const hit = lines.findLast(l => l.key.startsWith(prefix))
        if (hit) return hit.key
      }
      return undefined
    },
    async save(key) {
      await appendFile(file, `${JSON.stringify({ key, savedAt: now() })}\n`, { mode: 0o600 })
      if ((await stat(file)).size <= PRUNE_BYTES) return
      const kept = (await read()).filter(l => l.savedAt >= now() - LEDGER_HORIZON_MS)
      const temp = `${file}.${process.pid}.tmp`
      await writeFile(temp, kept.map(l => `${JSON.stringify(l)}\n`).join(''), { mode: 0o600 })
      await rename(temp, file)
    }
  }
}
