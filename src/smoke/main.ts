// The smoke test action (smoke-test/action.yml): the runner's inputs, masks and proxy handed to the smoke test
// (session.ts), and what it says (outputs, failure, a job summary with the transcript).

import * as core from '@actions/core'
import { getProxyUrl } from '@actions/http-client/lib/proxy'
import { userAgentOf } from '../domain/constants.ts'
import { asActionError, toldWhole } from '../domain/errors.ts'
import { checkInputNames } from '../domain/input-values.ts'
import { Cancellation } from '../lib/cancel.ts'
import { Secrets } from '../lib/secrets.ts'
import { shown } from '../lib/text.ts'
import { inputNames, rawInput } from '../lib/workflow-commands.ts'
import { INPUTS, SECRETS } from './inputs.ts'
import { resultOf, type SmokeEnd, smokeTest, throughText, transcriptLines } from './session.ts'

/** The job summary: the heading, the transcript, the bot's version, what went wrong. */
async function summarize({ report, failure }: SmokeEnd, secrets: Secrets) {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const s = core.summary.addHeading(shown(`Xenioo smoke test — ${resultOf(report)}`), 2)
  if (report) s.addList(secrets.redactAll(transcriptLines(report)).map(shown))
  if (report) s.addRaw(`<p>${shown(throughText(report))}</p>`, true)
  if (failure)
    s.addHeading('What went wrong', 3)
      .addRaw(`<p>${shown(secrets.redact(toldWhole(failure)))}</p>`, true)
      .addRaw(`<p><b>Likely fix:</b> ${shown(secrets.redact(failure.fix))}</p>`, true)
  await s.write().catch((err: unknown) => core.warning(`Could not write the job summary: ${String(err)}`))
}

export async function run(): Promise<void> {
  const secrets = new Secrets(value => core.setSecret(value))
  for (const name of SECRETS) [rawInput(process.env, name), core.getInput(name)].forEach(v => secrets.add(v))
  const cancel = new Cancellation()
  const stopListening = cancel.listen()
  const shell = { log: core.info, secrets, cancel, userAgent: userAgentOf(process.env.GITHUB_RUN_ID) }
  const end = await (async () => {
    checkInputNames(inputNames(process.env), INPUTS, m => core.warning(m))
    return smokeTest(core, { ...shell, proxyFor: url => getProxyUrl(url)?.href })
  })().catch((err: unknown) => ({ report: undefined, failure: asActionError(err) }))
  const { report, failure } = end
  if (report) core.setOutput('result', resultOf(report))
  if (report?.version !== undefined) core.setOutput('bot-version', report.version)
  if (failure) core.setFailed(secrets.redact(`${toldWhole(failure)} ${failure.fix}`))
  await summarize(end, secrets)
  stopListening()
}
