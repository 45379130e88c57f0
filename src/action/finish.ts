// How both actions end their step, said once: the failure line (on the backup file when it names one), the
// `error` output (the tool's own sentence, never the platform's words), the run's own error annotations, the job summary.

import { Output } from '../domain/constants.ts'
import type { Secrets } from '../lib/secrets.ts'
import type { Result } from '../domain/result.ts'
import type { ActionIO } from './io.ts'

export async function finish(io: ActionIO, secrets: Secrets, result: Result): Promise<void> {
  const { failure, annotations } = result
  if (failure) {
    io.setFailed(
      `${failure.message} ${failure.fix}`,
      failure.file ? { file: failure.file, title: 'Backup file' } : undefined
    )
    io.setOutput(Output.Error, failure.short)
  }
  // After the step's failure, which GitHub then shows first.
  for (const a of annotations) io.log.error(secrets.redact(a.message), a.title)
  await io.writeSummary(result, items => secrets.redactAll(items))
}
