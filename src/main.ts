// Wires the parts together: inputs, backup file, token, throttle ledger, the platform call,
// outputs and the job summary. One try/catch ends in core.setFailed with one message.

import * as core from '@actions/core'
import { checkBackup, digestBackup, streamBackup, type BackupFile } from './backup.ts'
import { Output, ResultOf, SecretInputs, THROTTLE_WINDOW_MS } from './constants.ts'
import { MaybeAppliedError, ResponseShapeError, ThrottledError, failureMessage } from './errors.ts'
import { readInputs, type Inputs } from './inputs.ts'
import { Ledger, assess, ledgerPrefix, type ThrottleState } from './ledger.ts'
import type { IssuedToken, PlatformClient } from './platform.ts'
import { Secrets } from './secrets.ts'
import { writeSummary, type Report } from './summary.ts'
import { iso, minutes, realEnvironment, waitUntil, type Environment } from './wait.ts'

function maskSecretInputs(secrets: Secrets): void {
  for (const name of SecretInputs) {
    // The raw variable too: getInput trims, and a secret with stray spaces must still be masked.
    secrets.add(process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`])
    secrets.add(core.getInput(name))
  }
}

export async function run(env: Environment = realEnvironment): Promise<void> {
  const report: Report = { startedAt: env.now() }
  const secrets = new Secrets(core.setSecret)
  let client: PlatformClient | undefined
  try {
    maskSecretInputs(secrets)
    const inputs = readInputs(core)
    report.operation = inputs.operation
    report.endpointHost = new URL(inputs.serviceEndpoint).host
    report.tokenLevel = inputs.credentials.level === 'token' ? 'given' : inputs.credentials.level
    report.dryRun = inputs.dryRun
    report.throttleMode = inputs.operation === 'clone-by-ref' ? undefined : inputs.throttle
    let backup: BackupFile | undefined
    if (inputs.backupFile !== undefined) {
      backup = await checkBackup(inputs.backupFile, process.env.GITHUB_WORKSPACE || process.cwd(), process.env.RUNNER_TEMP)
      report.backup = { given: backup.given, bytes: backup.size }
    }
    const { PlatformClient, tokenUrl } = await import('./platform.ts')
    client = new PlatformClient({
      attempts: inputs.retries,
      timeoutMs: inputs.timeoutMs,
      log: { info: m => core.info(m), debug: m => core.debug(m) },
      redact: text => secrets.redact(text)
    })
    await deploy(inputs, backup, client, tokenUrl(inputs.serviceEndpoint, inputs.nodeUrl), secrets, report, env)
  } catch (err) {
    const { message, fix } = failureMessage(err)
    report.error = { message: secrets.redact(message), fix: secrets.redact(fix) }
    core.setFailed(`${report.error.message} ${report.error.fix}`)
  } finally {
    await client?.close()
    await writeSummary(report)
  }
}

async function openLedger(inputs: Inputs): Promise<Ledger | undefined> {
  if (inputs.throttle !== 'cache' || inputs.operation === 'clone-by-ref') return undefined
  const prefix = ledgerPrefix(inputs.serviceEndpoint, inputs.credentials)
  const warn = (m: string) => core.warning(m)
  try {
    const { openCacheStore } = await import('./cache-store.ts')
    const store = await openCacheStore()
    if (typeof store === 'string') {
      warn(`Throttle ledger off for this run: ${store}. The platform's own limit of one restore per bot per hour still applies.`)
      return undefined
    }
    return new Ledger(store, prefix, warn)
  } catch (err) {
    warn(`Throttle ledger off for this run: ${err instanceof Error ? err.message : String(err)}.`)
    return undefined
  }
}

async function deploy(inputs: Inputs, backup: BackupFile | undefined, client: PlatformClient, tokenEndpoint: string, secrets: Secrets, report: Report, env: Environment): Promise<void> {
  const op = inputs.operation
  const creds = inputs.credentials
  const stop = new AbortController()

  /** Requests a token (the identical request each time), masking it the moment it is parsed. */
  const obtainToken = async (): Promise<IssuedToken> => {
    if (creds.level === 'token') return { token: creds.token, minutes: Infinity, requestedAt: env.now() }
    const body = creds.level === 'bot' ? { AccountAPIKey: creds.accountApiKey, BotAPIKey: creds.botApiKey, BotAPISecret: creds.botApiSecret } : { AccountAPIKey: creds.accountApiKey }
    const issued = await client.requestToken(tokenEndpoint, body, stop.signal)
    secrets.add(issued.token)
    core.info(`Got ${creds.level === 'bot' ? 'a bot-level' : 'an account-wide'} token, valid for ${issued.minutes} minutes.`)
    return issued
  }

  // The token request and the ledger lookup run at the same time: the critical path has one
  // platform round trip before the call itself, as a hand-written script would.
  const tokenP = obtainToken()
  tokenP.catch(() => undefined)
  const ledgerP = (async () => {
    const ledger = await openLedger(inputs)
    return { ledger, key: ledger ? await ledger.lookup() : undefined }
  })()
  const { ledger, key } = await ledgerP
  let state: ThrottleState | undefined
  if (ledger) {
    state = assess(key, ledger.prefix, env.now())
    report.throttle = state
    if (state.note) core.warning(`Throttle ledger: ${state.note} (${key ?? ''}); it does not block this run.`)
    if (state.lastRestoreAt) core.info(`Throttle ledger: last restore of this bot at ${state.lastRestoreAt.toISOString()}; next allowed from ${state.nextRestoreAt.toISOString()}.`)
    else core.info('Throttle ledger: no restore of this bot in the last hour that this branch can see.')
  }
  const throttled = state?.throttled ?? false
  core.setOutput(Output.Throttled, String(throttled))

  if (inputs.dryRun) {
    return plan(inputs, backup, tokenP, state, report, env)
  }

  if (state?.throttled) {
    const next = state.nextRestoreAt
    const last = state.lastRestoreAt as Date
    if (inputs.onThrottle === 'fail') {
      stop.abort()
      report.nextRestoreAt = next.toISOString()
      core.setOutput(Output.NextRestoreAt, report.nextRestoreAt)
      throw new ThrottledError(
        `The bot was last restored at ${last.toISOString()}; the platform allows one restore per bot per hour, so the next is allowed from ${next.toISOString()} (in ${minutes(next.getTime() - env.now())}). The ${op} was not attempted.`,
        "Run again after that time, or set 'on-throttle: wait' to wait for it, or 'on-throttle: skip' to succeed without deploying."
      )
    }
    if (inputs.onThrottle === 'skip') {
      stop.abort()
      report.result = 'skipped'
      report.nextRestoreAt = next.toISOString()
      report.plan = `Skipped: the bot was last restored at ${last.toISOString()}; the next restore is allowed from ${next.toISOString()}.`
      core.notice(report.plan)
      core.setOutput(Output.Result, 'skipped')
      core.setOutput(Output.NextRestoreAt, report.nextRestoreAt)
      return
    }
    await waitUntil(next.getTime(), last, env, m => core.info(m))
  }

  let issued = await tokenP
  if (state?.throttled) {
    // After a wait the token may be about to expire: repeat the identical request.
    const lifetime = issued.minutes * 60_000
    if (env.now() + Math.min(60_000, lifetime / 4) >= issued.requestedAt + lifetime) {
      core.info('The token expires before the call: requesting a new one.')
      issued = await obtainToken()
    }
  }

  const stream = backup ? streamBackup(backup) : undefined
  core.info(`Calling ${op}${backup ? ` with ${backup.given} (${backup.size} bytes)` : ''}…`)
  let result
  try {
    result = await client.botCall(op, inputs.serviceEndpoint, issued.token, stream && backup ? { body: stream.body, size: backup.size } : undefined)
  } catch (err) {
    if (ledger && (err instanceof MaybeAppliedError || err instanceof ResponseShapeError)) {
      // It may have happened: a blind re-run of a restore would create a second bot.
      const at = env.now()
      if (await ledger.record(at)) core.info('Throttle ledger: recorded this call, as it may have been applied.')
      report.nextRestoreAt = iso(at + THROTTLE_WINDOW_MS)
    }
    throw err
  } finally {
    const digest = stream?.digest()
    if (digest && report.backup) report.backup.sha256 = digest.sha256
  }
  secrets.add(result.apiKey)
  secrets.add(result.apiSecret)
  const doneAt = env.now()
  report.result = ResultOf[op]
  if (op !== 'clone-by-ref') {
    report.nextRestoreAt = iso(doneAt + THROTTLE_WINDOW_MS)
    if (ledger && (await ledger.record(doneAt))) core.info('Throttle ledger: recorded this restore.')
  }
  core.setOutput(Output.ApiKey, result.apiKey)
  core.setOutput(Output.ApiSecret, result.apiSecret)
  core.setOutput(Output.Result, report.result)
  core.setOutput(Output.NextRestoreAt, report.nextRestoreAt ?? '')
  core.info(`Done: ${report.result}. The bot's API key and secret are in the step's outputs 'api-key' and 'api-secret' (masked).`)
}

async function plan(inputs: Inputs, backup: BackupFile | undefined, tokenP: Promise<IssuedToken>, state: ThrottleState | undefined, report: Report, env: Environment): Promise<void> {
  const [digest] = await Promise.all([backup ? digestBackup(backup) : undefined, tokenP])
  if (digest && report.backup) report.backup.sha256 = digest.sha256
  const op = inputs.operation
  const now = env.now()
  let would: string
  let next: string
  if (op === 'clone-by-ref') {
    would = "would create a referenced clone of the token's bot"
    next = ''
  } else if (!state?.throttled) {
    would = `would ${op === 'restore' ? 'restore the backup as a new bot' : "overwrite the token's bot with the backup"}${inputs.throttle === 'off' ? ' (throttle ledger off)' : ', not throttled'}`
    next = iso(now + THROTTLE_WINDOW_MS)
  } else {
    const at = state.nextRestoreAt.toISOString()
    const outcome = { fail: `would fail: throttled until ${at}`, skip: `would skip: throttled until ${at}`, wait: `would wait until ${at}, then ${op}` }
    would = outcome[inputs.onThrottle]
    next = inputs.onThrottle === 'wait' ? iso(state.nextRestoreAt.getTime() + THROTTLE_WINDOW_MS) : at
  }
  report.result = 'planned'
  report.nextRestoreAt = next
  report.plan = `Dry run: the credentials work${inputs.credentials.level === 'token' ? ' (token given, not checked)' : ''}; a real run ${would}. Nothing was changed.`
  core.info(report.plan)
  core.setOutput(Output.Result, 'planned')
  core.setOutput(Output.NextRestoreAt, next)
}
