// What a failed export's download means to the user. The call reached the platform, which counts
// it against the bot's hour, so every failure here is a CountedError: recorded in the ledger,
// with 'next-backup-at' written, and never "a bug". Nothing was written: the file is as it was.

import { ActionError, CountedError, NEXT_BACKUP_FIX } from '../domain/errors.ts'
import { Input } from '../domain/constants.ts'
import { untrusted } from '../lib/text.ts'
import { NotABackup } from './content-check.ts'
import { JsonStringError } from './json-string.ts'

/** The answer is larger than the bound (`max-backup-mib`). */
export class TooLarge extends Error {
  readonly limit: number
  constructor(limit: number) {
    super(`larger than ${limit} bytes`)
    this.limit = limit
  }
}

const UNCHANGED = "nothing was written, and the file is as it was. The platform counts the call against the bot's hour."
const ROUTE = "Check that 'service-endpoint' is the bot's route (bot settings, developers section)."

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

/** The CountedError for a download that failed after `received` bytes of the answer. */
export function downloadFailure(err: unknown, received: number): ActionError {
  if (err instanceof ActionError) return err
  if (err instanceof NotABackup) {
    return new CountedError(
      `The platform answered the backup, but the body ${err.refusal.is}: ${UNCHANGED}`,
      `${ROUTE} ${NEXT_BACKUP_FIX}`
    )
  }
  if (err instanceof JsonStringError) {
    return new CountedError(
      `The platform answered the backup with a JSON string that is not well formed (${err.message}): ${UNCHANGED}`,
      `${ROUTE} ${NEXT_BACKUP_FIX}`
    )
  }
  if (err instanceof TooLarge) {
    return new CountedError(
      `The backup is larger than '${Input.MaxBackupMib}' (${mib(err.limit)}): the download was stopped there, ${UNCHANGED}`,
      `If the bot's backup is really that large, raise '${Input.MaxBackupMib}'. ${NEXT_BACKUP_FIX}`
    )
  }
  const { code, message } = err as NodeJS.ErrnoException
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new CountedError(
      `The disk filled up after ${mib(received)} of the backup: ${UNCHANGED}`,
      `Free space on the runner, or write '${Input.BackupFile}' to a disk with room. ${NEXT_BACKUP_FIX}`
    )
  }
  return new CountedError(
    `Writing the backup failed after ${received} bytes (${untrusted(code ?? String(message), 120)}): ${UNCHANGED}`,
    `Check that the job can write '${Input.BackupFile}' and its folder. ${NEXT_BACKUP_FIX}`
  )
}
