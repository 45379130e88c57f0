// The export's exchange: the backup call opened as a stream (repeated only when it was never sent:
// the platform counts every backup call that reaches it), its declared size, and its bytes as they
// arrive, where a break is a CountedError (the platform counted the call).

import { reasonOf } from '../lib/text.ts'
import { backupCut, backupFailure } from './backup-failure.ts'
import { JSON_HEADERS, noWholeAnswer, outside2xx, withLimit } from './exchange.ts'
import type { Setting } from './mishap.ts'
import type { BackupAnswer } from './platform.ts'
import { ONLY_IF_NEVER_SENT } from './retry-policy.ts'
import type { Answer, Exchange, Opened, Transport } from './transport.ts'

/** The backup's bytes; a break in them is a CountedError (the platform counted the call). */
async function* countedIfCut(body: AsyncIterable<Buffer>, signal: AbortSignal | undefined, s: Setting) {
  let bytes = 0
  try {
    for await (const chunk of body) {
      bytes += chunk.length
      yield chunk
    }
  } catch (err) {
    if (signal?.aborted) throw backupFailure({ kind: 'abandoned', reason: reasonOf(signal.reason) }, s)
    throw backupCut(err, bytes, s.timeoutMs)
  }
}

/** Where and how to open the export. */
interface ExportCall {
  readonly url: string
  readonly token: string
  readonly signal: AbortSignal | undefined
  readonly setting: Setting
  /** Takes the answer's `Date` header (the platform's clock). */
  readonly observe: (date: string | undefined) => void
}

/** Opens the export: its bytes as they arrive, or the failure worded by the backup's mapping. */
export async function openExport(transport: Transport, call: ExportCall): Promise<BackupAnswer> {
  const { url, token, signal, setting } = call
  const exchange: Exchange = {
    what: 'The backup call',
    url,
    policy: ONLY_IF_NEVER_SENT,
    headers: { authorization: `Bearer ${token}`, ...JSON_HEADERS },
    body: undefined,
    signal: withLimit(signal, transport.timeoutMs)
  }
  let answer: Answer | Opened
  try {
    answer = await transport.open(exchange)
  } catch (err) {
    throw backupFailure(noWholeAnswer(err, signal), setting)
  }
  call.observe(typeof answer.headers.date === 'string' ? answer.headers.date : undefined)
  if ('body' in answer) {
    const length = Number(answer.headers['content-length'])
    const declaredBytes = Number.isSafeInteger(length) && length >= 0 ? length : undefined
    return { body: countedIfCut(answer.body, signal, setting), declaredBytes, cancel: answer.cancel }
  }
  throw backupFailure(outside2xx(answer), setting)
}
