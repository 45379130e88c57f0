// The runner's workflow commands (`::name props::data`) and inputs (`INPUT_<NAME>`) as text, one module for
// both actions, the tests and the demo, decoded as @actions/core encodes.

/** An input as the runner set it, untrimmed (a secret with stray spaces must still be masked). */
export const rawInput = (env: NodeJS.ProcessEnv, name: string): string | undefined =>
  env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`]

/** The names of every input the runner handed the step, as set (the runner's are upper case). */
export const inputNames = (env: NodeJS.ProcessEnv): string[] =>
  Object.keys(env).flatMap(k => (k.startsWith('INPUT_') ? [k.slice(6)] : []))

/** Escapes a command's data as @actions/core does (`%`, CR and LF). */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

function unescapeData(data: string): string {
  return data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

export interface WorkflowCommand {
  readonly name: string
  readonly message: string
}

/** The command on one line of the log (without its line break), or undefined for a plain line. */
export function parseCommand(line: string): WorkflowCommand | undefined {
  const m = /^::([a-z-]+)(?: [^:]*)?::(.*)$/s.exec(line)
  return m ? { name: m[1] as string, message: unescapeData(m[2] ?? '') } : undefined
}

/** The messages of every `name` command in a log. */
export function commandsIn(log: string, name: string): string[] {
  return log.split(/\r?\n/).flatMap(line => {
    const command = parseCommand(line)
    return command?.name === name ? [command.message] : []
  })
}
