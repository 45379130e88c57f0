// The smoke test action's shell (smoke-test/action.yml): the runner's inputs, masks and proxy handed to the smoke
// test (smoke/session.ts), and what it says (outputs, failure, a job summary with the transcript).

import path from 'node:path'
import { InputError, UnwrittenError } from '../domain/errors.ts'
import { outputText } from '../domain/result.ts'
import { resolveInputPath } from '../files/confine.ts'
import { Cancellation } from '../lib/cancel.ts'
import { Secrets } from '../lib/secrets.ts'
import { notAFile, placeFileOr } from '../lib/placed-file.ts'
import { untrusted } from '../lib/text.ts'
import { INPUTS, SECRETS, TEXT_INPUTS } from '../smoke/inputs.ts'
import { notRun, smokeTest } from '../smoke/session.ts'
import { finish } from './finish.ts'
import { checkInputNames } from './input-names.ts'
import { runnerRequest } from './inputs.ts'
import { type ActionIO, proxyFor, runnerIO } from './io.ts'
import { userAgentOf, WORKFLOW_WORDS } from './words.ts'

/** `junit-file`, checked before any request: a file in the workspace or RUNNER_TEMP (a link in its place replaced). */
async function junitTarget(io: ActionIO): Promise<string | undefined> {
  const given = io.getInput('junit-file')
  if (given === '') return undefined
  const { workspace, runnerTemp } = io.env
  const folder = await resolveInputPath(path.dirname(given), { workspace, runnerTemp })
  const name = path.basename(given)
  const shown = untrusted(given, 200)
  const fix = "Name a file in the workspace (or RUNNER_TEMP) for 'junit-file', such as 'reports/smoke.xml'."
  if (folder.within === 'outside' || name === '..' || name === '.')
    throw new InputError('junit-file', `'${shown}' is outside the workspace and the runner's temp folder.`, fix)
  const place = path.join(folder.path, name)
  const problem = notAFile(place)
  if (problem) throw new InputError('junit-file', `'${shown}' ${problem}.`, fix)
  return place
}

/** The JUnit report written to `file`: why it could not be, when not. */
const keepJunit = (file: string, xml: string) =>
  placeFileOr(file, xml, reason => {
    const fix = "Name a file in a folder the job can write for 'junit-file'."
    return new UnwrittenError('JUnit report', `Could not write 'junit-file' (${reason}).`, fix)
  })

export async function run(io: ActionIO = runnerIO()): Promise<void> {
  const secrets = new Secrets(value => io.setSecret(value))
  for (const name of SECRETS) [io.rawInput(name), io.getInput(name)].forEach(v => secrets.add(v))
  const cancel = new Cancellation()
  const stopListening = cancel.listen()
  const { workspace } = io.env
  const userAgent = userAgentOf(io.env.run.runId)
  const shell = { log: (m: string) => io.log.info(m), secrets, cancel, userAgent, workspace, words: WORKFLOW_WORDS }
  const result = await (async () => {
    checkInputNames(io.inputNames(), INPUTS, m => io.log.warning(m))
    const junit = await junitTarget(io)
    const request = runnerRequest(io, TEXT_INPUTS, ['stop-on-failure'])
    const keepReport = junit === undefined ? undefined : (xml: string) => keepJunit(junit, xml)
    return smokeTest(request, { ...shell, proxyFor, keepReport })
  })().catch((err: unknown) => notRun(err, shell))
  for (const [name, value] of result.outputs) io.setOutput(name, outputText(value))
  for (const [title, items] of result.lists ?? [])
    if (title) for (const line of [title, ...items.map(l => `  ${l}`)]) io.log.info(line)
  await finish(io, secrets, result)
  stopListening()
}
