// The command line's help (#66), loaded only for --help: each command's line of meaning and its flags' words,
// as the table has them (commands.ts), as text or as one JSON object.

import { Input } from '../domain/constants.ts'
import { type Command, COMMANDS, COMMON, type Flag, FLAGS, type FlagName, flagOf, TABLE } from './commands.ts'

const shown = (name: FlagName) => ({ flag: `--${flagOf(name)}`, ...(FLAGS[name] as Flag) })

/** The help as one JSON object (`--help --json`): the commands, or one command's flags. */
export function helpJson(command: Command | undefined, version: string): object {
  if (!command) return { version, commands: COMMANDS.map(c => ({ command: c, means: TABLE[c].means })) }
  const { means, flags } = TABLE[command]
  return { command, means, flags: [...flags, ...COMMON].map(shown) }
}

/** The help as text: the commands with a line each, or one command's own flags with theirs. */
export function helpText(command: Command | undefined, version: string, envName: (n: string) => string): string {
  if (!command) {
    const width = Math.max(...COMMANDS.map(c => c.length))
    return `xenioo-deploy ${version}: deploy and test Xenioo bots from a terminal or any CI.

Usage: xenioo-deploy <command> [flags]

Commands:
${COMMANDS.map(c => `  ${c.padEnd(width)}  ${TABLE[c].means}`).join('\n')}

Secrets come from the environment only (XENIOO_ACCOUNT_API_KEY, …: each command's help names its own).
Exit codes: 0 done (unchanged and skipped too), 1 failed, 2 usage or input refused before any request, 3 refused by the hour's throttle before any call.
'xenioo-deploy help <command>' (or '<command> --help') lists a command's flags; --version prints the version.`
  }
  const { means, flags, secrets } = TABLE[command]
  const rows = [...flags, ...COMMON].map(shown).map(f => [`${f.flag}${f.takes ? ` ${f.takes}` : ''}`, f.means])
  const width = Math.max(...rows.map(([left]) => (left as string).length))
  return `Usage: xenioo-deploy ${command} [flags]

${means.charAt(0).toUpperCase()}${means.slice(1)}.

Flags:
${rows.map(([left, right]) => `  ${(left as string).padEnd(width)}  ${right}`).join('\n')}

Environment: ${[...secrets, Input.ServiceEndpoint].map(envName).join(', ')}.`
}
