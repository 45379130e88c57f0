// The smoke test action (smoke-test/action.yml): the runner's inputs, masks and proxy handed to the smoke test
// (session.ts), and what it says (outputs, failure, a job summary with the transcript).

import path from 'node:path'
import * as core from '@actions/core'
import { getProxyUrl } from '@actions/http-client/lib/proxy'
import { asActionError, InputError, tellError, type Told } from '../domain/errors.ts'
import { resolveInputPath } from '../files/confine.ts'
import { checkInputNames } from '../action/input-names.ts'
import { runnerRequest } from '../action/inputs.ts'
import { userAgentOf, WORKFLOW_WORDS } from '../action/words.ts'
import { Cancellation } from '../lib/cancel.ts'
import { Secrets } from '../lib/secrets.ts'
import { fileReason, notAFile, placeFile } from '../lib/placed-file.ts'
import { shown, untrusted } from '../lib/text.ts'
import { inputNames, rawInput } from '../action/workflow-commands.ts'
import { junitXml } from './junit.ts'
import { caseRow, countsOf, suiteLines, type SuiteReport } from './suite.ts'
import { INPUTS, SECRETS, TEXT_INPUTS } from './inputs.ts'
import { transcriptLines } from './conversation.ts'
import { resultOf, type SmokeEnd, smokeTest, throughText } from './session.ts'

/** `junit-file`, checked before any request: a file in the workspace or the runner's temp folder (its folder's links
 * followed; a link in its own place is replaced, never followed). */
async function junitTarget(workspace: string): Promise<string | undefined> {
  const given = core.getInput('junit-file')
  if (given === '') return undefined
  const folder = await resolveInputPath(path.dirname(given), { workspace, runnerTemp: process.env.RUNNER_TEMP })
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
async function summarize({ report }: SmokeEnd, told: Told | undefined, secrets: Secrets) {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const s = core.summary.addHeading(shown(`Xenioo smoke test — ${resultOf(report)}`), 2)
  if (report) s.addRaw(transcripts(report, secrets), true)
  if (report) s.addRaw(`<p>${shown(throughText(report))}</p>`, true)
  if (told)
    s.addHeading('What went wrong', 3)
      .addRaw(`<p>${shown(told.message)}</p>`, true)
      .addRaw(`<p><b>Likely fix:</b> ${shown(told.fix)}</p>`, true)
  await s.write().catch((err: unknown) => core.warning(`Could not write the job summary: ${String(err)}`))
}

export async function run(): Promise<void> {
  const secrets = new Secrets(value => core.setSecret(value))
  for (const name of SECRETS) [rawInput(process.env, name), core.getInput(name)].forEach(v => secrets.add(v))
  const cancel = new Cancellation()
  const stopListening = cancel.listen()
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd()
  const userAgent = userAgentOf(process.env.GITHUB_RUN_ID)
  const shell = { log: core.info, secrets, cancel, userAgent, workspace, words: WORKFLOW_WORDS }
  const startedAt = new Date()
  let junit: string | undefined
  const end = await (async () => {
    checkInputNames(inputNames(process.env), INPUTS, m => core.warning(m))
    junit = await junitTarget(workspace)
    const request = runnerRequest(core, TEXT_INPUTS, ['stop-on-failure'])
    return smokeTest(request, { ...shell, proxyFor: url => getProxyUrl(url)?.href })
  })().catch((err: unknown) => ({ report: undefined, failure: asActionError(err) }))
  const { report, failure } = end
  if (report) core.setOutput('result', resultOf(report))
  for (const [name, n] of Object.entries(report ? countsOf(report) : {})) core.setOutput(name, String(n))
  if (report?.version !== undefined) core.setOutput('bot-version', report.version)
  if (report && report.cases.length > 1) for (const line of suiteLines(report)) core.info(line)
  const told = failure && tellError(failure, WORKFLOW_WORDS, t => secrets.redact(t))
  if (told) core.setFailed(`${told.message} ${told.fix}`)
  if (told) core.setOutput('error', told.short)
  if (junit && report) {
    try {
      placeFile(junit, junitXml(report, startedAt, secrets.redact))
    } catch (err) {
      const unwritten = `Could not write 'junit-file' (${fileReason(err)}).`
      core.setFailed(unwritten)
      if (!told) core.setOutput('error', unwritten)
    }
  }
  await summarize(end, told, secrets)
  stopListening()
}
