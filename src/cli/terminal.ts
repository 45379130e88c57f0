// The command line's log: human text on standard error, every line redacted; colour only on a terminal and
// without NO_COLOR; long work as one line redrawn on a terminal, elsewhere a line every 30 s.

import type { Log, Progress } from '../lib/log.ts'
import type { Secrets } from '../lib/secrets.ts'

/** A transfer shows its bytes from this size on ("more than a few MiB"). */
const SHOWN_FROM = 4 * 1024 * 1024
/** Away from a terminal (CI), a transfer says how far it got this often; a wait's lines come at this pace too. */
export const CI_EVERY_MS = 30_000
/** On a terminal the line is redrawn at most this often. */
const REDRAW_MS = 100

export interface TerminalLog extends Log {
  /** Ends the line being redrawn, so what follows starts on its own line. */
  settle(): void
}

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`

/** Whether `stream` may be coloured: a terminal, and NO_COLOR unset or empty (no-color.org). */
export const colours = (stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv) => !!stream.isTTY && !env.NO_COLOR

export function terminalLog(
  stream: Pick<NodeJS.WriteStream, 'write' | 'isTTY'>,
  env: NodeJS.ProcessEnv,
  secrets: Secrets,
  options: { verbose: boolean; now?: () => number }
): TerminalLog {
  const now = options.now ?? Date.now
  const tty = !!stream.isTTY
  const paint = (code: number, text: string) => (colours(stream, env) ? `\x1b[${code}m${text}\x1b[0m` : text)
  let drawn = false
  let transfer: { moving: string; since: number; shownAt: number } | undefined
  const settle = () => {
    if (drawn) stream.write('\n')
    drawn = false
  }
  const line = (text: string) => {
    settle()
    stream.write(`${secrets.redact(text)}\n`)
  }
  const draw = (text: string) => {
    if (!tty) return line(text)
    stream.write(`\r\x1b[K${secrets.redact(text)}`)
    drawn = true
  }
  const moved = (p: Extract<Progress, { moving: string }>) => {
    const at = now()
    if (!transfer || transfer.moving !== p.moving) transfer = { moving: p.moving, since: at, shownAt: at }
    const done = p.total !== undefined && p.bytes >= p.total
    if (Math.max(p.bytes, p.total ?? 0) < SHOWN_FROM) return
    if (!done && at - transfer.shownAt < (tty ? REDRAW_MS : CI_EVERY_MS)) return
    transfer.shownAt = at
    const of = p.total === undefined ? '' : ` of ${mib(p.total)} (${Math.floor((p.bytes / p.total) * 100)}%)`
    const rate = at > transfer.since ? `, ${mib((p.bytes * 1000) / (at - transfer.since))}/s` : ''
    draw(`${p.moving === 'upload' ? 'Uploading' : 'Exporting'}: ${mib(p.bytes)}${of}${rate}`)
    if (done) transfer = undefined
  }
  return {
    info: line,
    debug: m => void (options.verbose && line(paint(2, `debug: ${m}`))),
    notice: m => line(paint(36, `notice: ${m}`)),
    warning: (m, at) => line(paint(33, `warning: ${at ? `${at.file}: ` : ''}${m}`)),
    error: (m, title) => line(paint(31, `error: ${title}: ${m}`)),
    progress: p => ('waiting' in p ? draw(p.waiting) : moved(p)),
    settle
  }
}
