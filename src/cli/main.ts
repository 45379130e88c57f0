// The command line's one runner (#74): the arguments, `--help` and `--version`, the command in its context, and how
// it ended rendered here alone (the failure, the exit code, the JSON); a usage mistake is exit 2, said the same way.

import { ACTION_VERSION } from '../domain/constants.ts'
import type { OperationName } from '../domain/operations.ts'
import type { OutputValue, Result } from '../domain/result.ts'
import { Cancellation } from '../lib/cancel.ts'
import { Secrets } from '../lib/secrets.ts'
import { checkFlags, envName, environment, type Parsed, parseArgs, secretsIn, UsageError, wantsJson } from './args.ts'
import { type Command, COMMANDS } from './commands.ts'
import { type CliIO, type CommandContext, Exit, exitOf, STOPPED_BY } from './io.ts'
import { type TerminalLog, terminalLog } from './terminal.ts'

/** Each command's run, loaded only when it runs: --version, --help and a mistake in the arguments load none. */
async function runOf(command: Command): Promise<(c: CommandContext) => Promise<Result>> {
  if (command === 'smoke-test') return (await import('./smoke.ts')).smoke
  if (command === 'status') return (await import('./status.ts')).status
  const { deploy } = await import('./deploy.ts')
  return c => deploy(command satisfies OperationName, c)
}

/** What a command shows on standard error: its heading, its lists, its paragraphs, its table's rows aligned, its
 * annotations, its failure; a refusal (exit 2) its heading and failure alone, the same as a mistake in the arguments. */
function render(log: TerminalLog, result: Result): void {
  const { heading, annotations, failure } = result
  const refused = failure?.kind === 'refused'
  const [lists, paragraphs, rows] = refused ? [[], [], []] : [result.lists ?? [], result.paragraphs, result.rows]
  log.settle()
  const width = Math.max(...rows.map(([name]) => name.length))
  log.info('')
  log.info(heading)
  for (const [title, items] of lists)
    for (const item of title ? [title, ...items.map(i => `  ${i}`)] : items) log.info(`  ${item}`)
  for (const text of paragraphs) log.info(`  ${text}`)
  for (const [name, value] of rows) log.info(`  ${name.padEnd(width)}  ${value}`)
  for (const e of annotations) log.error(e.message, e.title)
  if (failure) log.info(`\nerror: ${failure.message}\n  fix: ${failure.fix}`)
}

/** Prints the one JSON object (--json): the outputs as typed values, with how a run that did not end well ended
 * (`refused`, `throttled`, `failed`, `cancelled`) where they hold no `result`. */
function printJson(io: CliIO, values: Iterable<readonly [string, OutputValue]>, ended: string | undefined): void {
  const out = Object.fromEntries(values)
  if (ended && out.result === undefined) out.result = ended
  io.stdout.write(`${JSON.stringify(out)}\n`)
}

async function runCommand(command: Command, parsed: Parsed, io: CliIO): Promise<number> {
  const env = environment(parsed, io.env)
  const secrets = new Secrets(() => undefined)
  for (const value of secretsIn(env)) secrets.add(value)
  checkFlags(parsed, command)
  const log = terminalLog(io.stderr, env, secrets, { verbose: !!parsed.own.verbose })
  const cancel = new Cancellation()
  const stopListening = cancel.listen(STOPPED_BY)
  try {
    const result = await (await runOf(command))({ parsed, io, env, secrets, log, cancel })
    render(log, result)
    const { failure } = result
    if (parsed.own.json)
      printJson(
        io,
        [...result.outputs, ...(failure ? [['error', failure.short] as const] : [])],
        cancel.by ? 'cancelled' : failure?.kind
      )
    return exitOf(cancel.by, failure)
  } finally {
    stopListening()
  }
}

export async function main(args: readonly string[], io: CliIO): Promise<number> {
  let named: Command | undefined
  try {
    const parsed = parseArgs(args)
    named = parsed.command
    const json = !!parsed.own.json
    if (parsed.own.version) {
      io.stdout.write(json ? `${JSON.stringify({ version: ACTION_VERSION })}\n` : `${ACTION_VERSION}\n`)
      return Exit.Done
    }
    if (parsed.own.help) {
      // Loaded only for the help: its words are most of the table's weight.
      const { helpJson, helpText } = await import('./help.ts')
      const help = json
        ? JSON.stringify(helpJson(parsed.command, ACTION_VERSION))
        : helpText(parsed.command, ACTION_VERSION, envName)
      io.stdout.write(`${help}\n`)
      return Exit.Done
    }
    if (!parsed.command) throw new UsageError(`a command is needed: ${COMMANDS.join(', ')}.`)
    return await runCommand(parsed.command, parsed, io)
  } catch (err) {
    if (!(err instanceof UsageError)) throw err
    const message = err.message
    const command = err.command ?? named
    io.stderr.write(`xenioo-deploy: ${message}\nSee 'xenioo-deploy${command ? ` ${command}` : ''} --help'.\n`)
    if (wantsJson(args)) printJson(io, [['error', message]], 'refused')
    return Exit.Refused
  }
}
