// The command line's parser: the command, then its flags, each list derived from the table (commands.ts: which flags
// are switches, repeat, or give no input; each row's secrets, from the environment only); a mistake is a UsageError.

import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { Input, type InputName, type SwitchInput, SwitchInputs } from '../domain/constants.ts'
import { type TextInput, TextInputs } from '../domain/constants.ts'
import type { OperationName } from '../domain/operations.ts'
import { closestOf, reasonOf } from '../lib/text.ts'
import { INPUTS as SMOKE_INPUTS, TEXT_INPUTS } from '../smoke/inputs.ts'
import type { SmokeInput, SmokeRequest, SmokeText } from '../smoke/inputs.ts'
import { COMMANDS, COMMON, type Command, FLAGS, type FlagName, flagOf, TABLE } from './commands.ts'

/** A mistake in the command line itself, or in what it names (a file, the environment): exit 2, before any request;
 * `command`: the command it came after, whose help the runner points to. */
export class UsageError extends Error {
  readonly command: Command | undefined
  constructor(message: string, command?: Command) {
    super(message)
    this.command = command
  }
}

/** The flags that give no input (the command line's own: `--json`, `--ledger`, …), read apart from the inputs. */
type Own = Exclude<FlagName, InputName | SmokeInput | 'answer-seconds'>
const INPUTS: ReadonlySet<string> = new Set([...Object.values(Input), ...SMOKE_INPUTS])
const FLAG_NAMES = Object.keys(FLAGS) as FlagName[]
const OWN = FLAG_NAMES.filter((n): n is Own => !INPUTS.has(n))
/** Every flag as the command line reads it: a name outside them is a mistake wherever it stands on the line. */
const EVERY_FLAG: readonly string[] = [...new Set(FLAG_NAMES.map(flagOf))]
/** The flags that take no value, and those that add a line when given again (`--scripts`). */
const SWITCHES = FLAG_NAMES.filter(n => !('takes' in FLAGS[n])).map(flagOf)
const REPEATABLE = FLAG_NAMES.filter(n => 'repeats' in FLAGS[n]).map(flagOf)

/** Every secret of a command's row: read from the environment only, never from a flag. */
const SECRETS: readonly string[] = [...new Set(Object.values(TABLE).flatMap(row => row.secrets))]
/** Where an input comes from in the environment: `account-api-key` → `XENIOO_ACCOUNT_API_KEY`. */
export const envName = (input: string) => `XENIOO_${input.toUpperCase().replace(/-/g, '_')}`
/** The inputs the environment may give: the secrets, and the service endpoint (a flag wins). */
const FROM_ENV: readonly string[] = [...SECRETS, Input.ServiceEndpoint]

export interface Parsed {
  readonly command: Command | undefined
  /** The command's flags as given: a switch's a boolean (alone: `true`), the others' their text. */
  readonly flags: ReadonlyMap<string, string | boolean>
  readonly own: { readonly [K in Own]?: string }
}

function refuseSecret(name: string): never {
  throw new UsageError(
    `--${name} is a secret: give it in the environment variable ${envName(name)} (or in a file named by --env-file), never as a flag: command lines are logged by many CI systems and kept in shell history.`
  )
}

/** Reads the arguments: the command, then its flags as `--name value`, `--name=value`, a switch alone or `--no-<switch>`. */
export function parseArgs(args: readonly string[]): Parsed {
  let command: Command | undefined
  const flags = new Map<string, string | boolean>()
  const own: { [K in Own]?: string } = {}
  try {
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] as string
      if (arg === '-h' || (arg === 'help' && !command && !own.help)) own.help = 'true'
      else if (!arg.startsWith('--')) {
        if (command)
          throw new UsageError(
            `argument ${i + 1} is not a flag, and the command is already '${command}'${afterSwitch(args[i - 1])}.`
          )
        command = COMMANDS.find(c => c === arg)
        if (!command) {
          const near = closestOf(arg, COMMANDS)
          throw new UsageError(`'${arg.slice(0, 60)}' is not a command${near ? `; did you mean '${near}'?` : '.'}`)
        }
      } else {
        const [raw = '', inline] = arg.slice(2).split(/=(.*)/s)
        const negated = raw.startsWith('no-') && SWITCHES.includes(raw.slice(3))
        const name = negated ? raw.slice(3) : raw
        if (SECRETS.includes(name)) refuseSecret(name)
        if (!EVERY_FLAG.includes(name)) {
          const near = closestOf(name, EVERY_FLAG)
          throw new UsageError(`--${name.slice(0, 60)}: no such flag${near ? `; did you mean --${near}?` : '.'}`)
        }
        const switched = SWITCHES.includes(name)
        const value = negated ? 'false' : (inline ?? (switched ? 'true' : args[++i]))
        if (value === undefined) throw new UsageError(`--${name} needs a value.`)
        const mine = OWN.find(n => n === name)
        if (mine) own[mine] = switched ? (switchOn(name, value) ? 'true' : undefined) : value
        else if (flags.has(name) && REPEATABLE.includes(name)) flags.set(name, `${flags.get(name)}\n${value}`)
        else if (flags.has(name)) throw new UsageError(`--${name} is given twice.`)
        else flags.set(name, switched ? switchOn(name, value) : value)
      }
    }
  } catch (err) {
    throw err instanceof UsageError && command ? new UsageError(err.message, command) : err
  }
  return { command, flags, own }
}

/** A switch's value: alone or `=true` (`--json`, `--json=true`), `=false` or `--no-…`; anything else is a mistake. */
function switchOn(name: string, value: string): boolean {
  if (value === 'true' || value === 'false') return value === 'true'
  throw new UsageError(
    `--${name} is a switch: give it alone, or =true or =false (the value given is not repeated here).`
  )
}

/** After a switch, a word is no value of its own (never quoted: `--publish <secret>`): said, so the mistake reads as one. */
const afterSwitch = (before: string | undefined) => {
  const name = before?.startsWith('--') ? before.slice(2) : ''
  return SWITCHES.includes(name) ? ` (--${name} is a switch: it takes no value after it)` : ''
}

/** Whether the arguments ask for JSON (the last of `--json` and `--no-json` wins), however a mistake in them ends their reading. */
export function wantsJson(args: readonly string[]): boolean {
  const last = args.findLast(a => /^--(no-)?json(=true|=false)?$/.test(a))
  return last === '--json' || last === '--json=true'
}

/** Refuses a flag the command does not take, naming the closest it does. */
export function checkFlags(parsed: Parsed, command: Command): void {
  const known = [...TABLE[command].flags, ...COMMON, 'version' as const].map(flagOf)
  for (const name of [...parsed.flags.keys(), ...Object.keys(parsed.own)]) {
    if (known.includes(name)) continue
    throw new UsageError(`--${name}: '${command}' does not take it.`, command)
  }
}

/** The environment with `--env-file`'s variables under it: a variable the environment sets wins, as with Node's own `--env-file`. */
export function environment(parsed: Parsed, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const file = parsed.own['env-file']
  if (!file) return env
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    throw new UsageError(`--env-file '${file}' cannot be read (${reasonOf(err)}).`)
  }
  return { ...parseEnv(text), ...env }
}

/** An input's text: its flag's, else (a secret, the endpoint) its environment variable's; trimmed, `''` when not given. */
function textOf(flags: Parsed['flags'], env: NodeJS.ProcessEnv, name: string): string {
  const flag = flags.get(name)
  return (typeof flag === 'string' ? flag : FROM_ENV.includes(name) ? (env[envName(name)] ?? '') : '').trim()
}

/** The deploy's request: the flags and the environment, with the command's own values (its operation; whether new keys go to a file). */
export function deployRequest(parsed: Parsed, env: NodeJS.ProcessEnv, operation: OperationName, keysToFile: boolean) {
  const text = (n: TextInput) => (n === Input.Operation ? operation : textOf(parsed.flags, env, n))
  const on = (n: SwitchInput) => (n === Input.OutputCredentials ? keysToFile : switchOf(parsed.flags, n))
  const texts = Object.fromEntries(TextInputs.map(n => [n, text(n)])) as Record<TextInput, string>
  const switches = Object.fromEntries(SwitchInputs.map(n => [n, on(n)])) as Partial<Record<SwitchInput, boolean>>
  return { ...texts, ...switches }
}

/** The smoke test's request: the flags (`script`: the text of the script) and the environment. */
export function smokeRequest(flags: Parsed['flags'], env: NodeJS.ProcessEnv): SmokeRequest {
  const texts = Object.fromEntries(TEXT_INPUTS.map(n => [n, textOf(flags, env, n)])) as Record<SmokeText, string>
  return { ...texts, 'stop-on-failure': switchOf(flags, 'stop-on-failure') }
}

/** A switch as parsed, unset when not given. */
function switchOf(flags: Parsed['flags'], name: string): boolean | undefined {
  const on = flags.get(name)
  return typeof on === 'boolean' ? on : undefined
}

/** The secrets the environment holds for the inputs, as given (the redactor must know them whatever is read). */
export const secretsIn = (env: NodeJS.ProcessEnv): string[] => SECRETS.map(n => env[envName(n)] ?? '')

/** An input's name as the command line spells it: its flag, or its environment variable (a secret). */
export function nameHere(name: string): string | undefined {
  if (name === Input.OutputCredentials) return '--credentials-file'
  const flag = EVERY_FLAG.includes(name) && INPUTS.has(name)
  return flag ? `--${name}` : FROM_ENV.includes(name) ? envName(name) : undefined
}
