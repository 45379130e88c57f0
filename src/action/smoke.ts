// The smoke test action's shell (smoke-test/action.yml): the runner's inputs, masks and proxy handed to the smoke
// test (smoke/session.ts), and what it says (outputs, failure, a job summary with the transcript).

import path from 'node:path'
import * as core from '@actions/core'
import { Output } from '../domain/constants.ts'
import { InputError } from '../domain/errors.ts'
import { outputText } from '../domain/result.ts'
import { resolveInputPath } from '../files/confine.ts'
import { Cancellation } from '../lib/cancel.ts'
import { Secrets } from '../lib/secrets.ts'
import { fileReason, notAFile, placeFile } from '../lib/placed-file.ts'
import { shown, untrusted } from '../lib/text.ts'
import { caseRow, suiteLines, type SuiteReport } from '../smoke/suite.ts'
import { INPUTS, SECRETS, TEXT_INPUTS } from '../smoke/inputs.ts'
import { transcriptLines } from '../smoke/conversation.ts'
import { notRun, type SmokeResult, smokeTest, throughText } from '../smoke/session.ts'
import { finish } from './finish.ts'
import { checkInputNames } from './input-names.ts'
import { runnerRequest } from './inputs.ts'
import { type ActionIO, proxyFor, runnerIO } from './io.ts'
import { userAgentOf, WORKFLOW_WORDS } from './words.ts'

/** `junit-file`, checked before any request: a file in the workspace or the runner's temp folder (its folder's links
 * followed; a link in its own place is replaced, never followed). */
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

/** The summary's transcripts: a suite's row per case, then each case's that did not pass (one case: its own), bounded. */
function transcripts(report: SuiteReport, secrets: Secrets): string {
  const [only] = report.cases
  const items = (lines: string[]) => secrets.redactAll(lines).map(l => `<li>${shown(l)}</li>`)
  const list = (lines: string[]) => `<ul>${items(lines).join('')}</ul>`
  if (report.cases.length === 1) return only?.report ? list(transcriptLines(only.report)) : ''
  let html = list(report.cases.map(caseRow))
  const failed = report.cases.flatMap(c => (c.report && !c.report.passed ? [[c.name, c.report] as const] : []))
  for (const [name, r] of failed) {
    const more = `<h3>${shown(name)}</h3>${list(transcriptLines(r))}`
    if (html.length + more.length > 512 * 1024) return `${html}<p>The other transcripts are in the log.</p>`
    html += more
  }
  return html
}

/** The job summary: the heading, the transcripts, the bot's version, what went wrong. */
async function summarize({ report, heading, failure }: SmokeResult, secrets: Secrets) {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const s = core.summary.addHeading(shown(heading), 2)
  if (report) s.addRaw(transcripts(report, secrets), true)
  if (report) s.addRaw(`<p>${shown(throughText(report))}</p>`, true)
  if (failure)
    s.addHeading('What went wrong', 3)
      .addRaw(`<p>${shown(failure.message)}</p>`, true)
      .addRaw(`<p><b>Likely fix:</b> ${shown(failure.fix)}</p>`, true)
  await s.write().catch((err: unknown) => core.warning(`Could not write the job summary: ${String(err)}`))
}

export async function run(io: ActionIO = runnerIO()): Promise<void> {
  const secrets = new Secrets(value => io.setSecret(value))
  for (const name of SECRETS) [io.rawInput(name), io.getInput(name)].forEach(v => secrets.add(v))
  const cancel = new Cancellation()
  const stopListening = cancel.listen()
  const { workspace } = io.env
  const userAgent = userAgentOf(io.env.run.runId)
  const shell = { log: (m: string) => io.log.info(m), secrets, cancel, userAgent, workspace, words: WORKFLOW_WORDS }
  let junit: string | undefined
  const result = await (async () => {
    checkInputNames(io.inputNames(), INPUTS, m => io.log.warning(m))
    junit = await junitTarget(io)
    const request = runnerRequest(io, TEXT_INPUTS, ['stop-on-failure'])
    return smokeTest(request, { ...shell, proxyFor })
  })().catch((err: unknown) => notRun(err, shell))
  const { report } = result
  for (const [name, value] of result.outputs) io.setOutput(name, outputText(value))
  if (report && report.cases.length > 1) for (const line of suiteLines(report)) io.log.info(line)
  finish(io, secrets, result)
  if (junit && result.junit !== undefined) {
    try {
      placeFile(junit, result.junit)
    } catch (err) {
      const unwritten = `Could not write 'junit-file' (${fileReason(err)}).`
      io.setFailed(unwritten)
      if (!result.failure) io.setOutput(Output.Error, unwritten)
    }
  }
  await summarize(result, secrets)
  stopListening()
}
