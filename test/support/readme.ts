// The README's inputs and outputs tables, as they must read given action.yml.
import { actionYml } from './runner.ts'

export function inputsTable(): string {
  const rows = Object.entries(actionYml().inputs).map(
    ([name, spec]) =>
      `| \`${name}\` | ${spec.required ? 'yes' : 'no'} | ${spec.default ? `\`${spec.default}\`` : ''} | ${spec.description} |`
  )
  return ['| Input | Required | Default | Description |', '|---|---|---|---|', ...rows].join('\n')
}

export function outputsTable(): string {
  const rows = Object.entries(actionYml().outputs).map(([name, spec]) => `| \`${name}\` | ${spec.description} |`)
  return ['| Output | Description |', '|---|---|', ...rows].join('\n')
}
