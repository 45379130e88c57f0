// The command line's dispatch: the arguments read, `--help` and `--version`, then the command; a usage mistake
// is said on standard error with exit 2 (and, with `--json`, as the one JSON object on standard output).

import { ACTION_VERSION } from '../domain/constants.ts'
import { envName, parseArgs, UsageError, wantsJson } from './args.ts'
import { COMMANDS } from './commands.ts'
import { type CliIO, Exit } from './io.ts'
import { printJson } from './json.ts'

export async function main(args: readonly string[], io: CliIO): Promise<number> {
  try {
    const parsed = parseArgs(args)
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
    // Loaded only now: --version, --help and a mistake in the arguments load nothing of the deploy.
    if (parsed.command === 'smoke-test') {
      const { smoke } = await import('./smoke.ts')
      return await smoke(parsed, io)
    }
    if (parsed.command === 'status') return await (await import('./status.ts')).status(parsed, io)
    return await (await import('./deploy.ts')).deploy(parsed.command, parsed, io)
  } catch (err) {
    if (!(err instanceof UsageError)) throw err
    const message = err.message
    io.stderr.write(`xenioo-deploy: ${message}\nSee 'xenioo-deploy --help'.\n`)
    if (wantsJson(args)) printJson(io, [['error', message]], Exit.Refused)
    return Exit.Refused
  }
}
