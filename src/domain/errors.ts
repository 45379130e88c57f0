// One typed error per kind of failure a caller tells apart, and the one place any thrown value becomes the
// message the user sees; messages hold input names, statuses and redacted platform text, never a secret.

import { untrusted } from '../lib/text.ts'
import type { Naming, Words } from './words.ts'

export class ActionError extends Error {
  readonly fix: string
  /** The platform's own words (redacted, cleaned), for the log and the summary: never an output. */
  readonly said: string | undefined
  constructor(message: string, fix: string, said?: string) {
    super(message)
    this.name = new.target.name
    this.fix = fix
    this.said = said || undefined
  }
}

/** A failure whose sentence quotes outside text (a bot's words, a listed name): `own` says it without, for an output. */
export class QuotingError extends ActionError {
  readonly own: string
  constructor(message: string, fix: string, own: string) {
    super(message, fix)
    this.own = own
  }
}

/** The error as the log and the summary say it: its sentence (as a shell says it), then the platform's words. */
export const toldWhole = (e: ActionError, sentence = e.message): string =>
  e.said ? `${sentence} The platform said: "${e.said}"` : sentence

/** The `error` output: the action's own sentence (the HTTP status in it; `own`, where outside words are in the message), one line of at most 300 characters. */
export function toldShort(e: ActionError & { readonly own?: string }): string {
  const line = (e.own ?? e.message).replace(/\s+/g, ' ').trim()
  return line.length > 300 ? `${line.slice(0, 299)}…` : line
}

/** An input is missing, malformed or contradicts another one. Always raised before any request. */
export class InputError extends ActionError {
  readonly input: string
  /** What is wrong with it, after its name: a shell names the input in its own words (the command line, by its flag). */
  readonly problem: string
  constructor(input: string, problem: string, fix: string) {
    super(`Input '${input}' ${problem}`, fix)
    this.input = input
    this.problem = problem
  }
}

/** What is wrong with the content of a file the user gave (`backup-file`): the message is annotated on that file. */
export class FileInputError extends InputError {
  /** The file, as the input names it (relative to the workspace). */
  readonly file: string
  constructor(input: string, file: string, problem: string, fix: string) {
    super(input, problem, fix)
    this.file = file
  }
}

/** The platform answered with an error status. */
export class PlatformStatusError extends ActionError {
  readonly status: number
  constructor(status: number, message: string, fix: string, said?: string) {
    super(message, fix, said)
    this.status = status
  }
}

/** A call that changes a bot failed in a way that leaves unknown whether the platform applied it. */
export class MaybeAppliedError extends ActionError {}

/** A backup call reached the platform and failed: the platform may have counted it against its hour. */
export class CountedError extends ActionError {}

/** The fix of a failed export, after the platform counted the call. */
export const nextBackupFix = (w: Naming) =>
  `Run again after the time in ${w.output('next-backup-at')}: the platform refuses a backup within the hour of the last one.`

/** The connection failed; the call never reached the platform, or it is safe to repeat. */
export class ConnectionError extends ActionError {}

/** The platform answered 200 with a body the action cannot use. */
export class ResponseShapeError extends ActionError {}

/** The platform refused a call because its hour is in use (its text names the hour): nothing was applied, and the hour is known to be used. */
export class HourRefusedError extends PlatformStatusError {}

/** A file a shell writes for the run (a new bot's keys, a JUnit report) could not be written: `title` names it. */
export class UnwrittenError extends ActionError {
  readonly title: string
  constructor(title: string, message: string, fix: string) {
    super(message, fix)
    this.title = title
  }
}

/** The run was cancelled before it sent a call that changes anything. */
export class CancelledError extends ActionError {}

/** Any thrown value as an ActionError: the action's own as they are, anything else as a bug, said as one. */
export function asActionError(err: unknown): ActionError {
  if (err instanceof ActionError) return err
  const text = err instanceof Error ? `${err.name}: ${err.message}` : typeof err === 'string' ? err : 'an unknown error'
  return new ActionError(
    `Unexpected error: ${untrusted(text)}`,
    'This is likely a bug in this tool: please report it with its log (secrets are masked).'
  )
}

/** A failure as every shell shows it, made once in the shell's words and redacted: the log's sentence (the platform's
 * words after it), the fix, the `error` output's line (its own sentence alone), the file it is about, and its kind
 * (what a command line's exit code says: a refused input, the hour's call made, any other failure). */
export interface Told {
  readonly kind: 'refused' | 'throttled' | 'failed'
  readonly message: string
  readonly fix: string
  readonly short: string
  readonly file?: string | undefined
}

/** Tells `e` in the shell's `words` (a refused input named first, as the shell names it), every text through `redact`. */
export function tellError(
  e: ActionError & { readonly own?: string },
  words: Pick<Words, 'refused'>,
  redact: (text: string) => string
): Told {
  const sentence = e instanceof InputError ? `${words.refused(e.input)} ${e.problem}` : e.message
  return {
    kind: e instanceof InputError ? 'refused' : 'failed',
    message: redact(toldWhole(e, sentence)),
    fix: redact(e.fix),
    short: redact(toldShort(new ActionError(e.own ?? sentence, ''))),
    file: e instanceof FileInputError ? e.file : undefined
  }
}
