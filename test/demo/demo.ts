// npm run demo: the action against the local platform simulator and cache service, as a user would
// see it in a workflow run. Offline, about two seconds, and it leaves no process behind.
//
// Runs the bundled dist/index.js four times: a restore, an overwrite that publishes (the live bot
// changes), then the smoke test action (dist/smoke-test/index.js) proving it live with a short
// conversation, a reference clone, and the same deploy again, which the throttle ledger refuses
// before the overwrite is sent. After each run it shows what the production bot's draft and live bot hold.

import { rmSync } from 'node:fs'
import { parseCommand } from '../../src/action/workflow-commands.ts'
import { CacheService } from '../support/cache-service.ts'
import { placeBackup, runAction, tempDir, type RunResult } from '../support/runner.ts'
import { PlatformSimulator, makeFixture } from '../support/simulator.ts'

const bold = (t: string) => (process.stdout.isTTY ? `\x1b[1m${t}\x1b[0m` : t)
const dim = (t: string) => (process.stdout.isTTY ? `\x1b[2m${t}\x1b[0m` : t)

/** The step's log as the Actions UI shows it: commands rendered, debug hidden, masked values as ***. */
export function asUserSees(result: RunResult): string {
  const mask = (t: string) =>
    result.masks
      .filter(m => m.length > 0)
      .sort((a, b) => b.length - a.length)
      .reduce((acc, m) => acc.split(m).join('***'), t)
  const labels: Record<string, string> = { error: 'Error', warning: 'Warning', notice: 'Notice' }
  const lines: string[] = []
  for (const line of result.stdout.split(/\r?\n/)) {
    const command = parseCommand(line)
    if (line === '' || command?.name === 'add-mask' || command?.name === 'debug') continue
    const label = command && labels[command.name]
    lines.push(mask(command && label ? `${label}: ${command.message}` : line))
  }
  return lines.join('\n')
}

/** The job summary's HTML as plain text. */
export function summaryText(html: string): string {
  return html
    .replace(/<h2>(.*?)<\/h2>/g, '## $1\n')
    .replace(/<h3>(.*?)<\/h3>/g, '### $1\n')
    .replace(/<tr><th>.*?<\/th><th>.*?<\/th><\/tr>/g, '')
    .replace(/<tr><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/g, '  $1: $2\n')
    .replace(/<a href="[^"]*">(.*?)<\/a>/g, '$1')
    .replace(/<li>(.*?)<\/li>/g, '    - $1\n')
    .replace(/<\/?ul>/g, '')
    .replace(/<\/?(table|p|b|code)>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim()
}

function show(title: string, yaml: string, result: RunResult): void {
  console.log(`\n${bold(`━━ ${title}`)}`)
  console.log(dim(yaml))
  console.log(bold('Step log:'))
  console.log(asUserSees(result).replace(/^/gm, '  '))
  console.log(bold(`Exit code: ${result.code}`))
  const outputs = Object.entries(result.outputs).filter(([k]) => k !== '')
  if (outputs.length > 0) {
    console.log(bold('Outputs:'))
    const masked = new Set(result.masks)
    for (const [k, v] of outputs) console.log(`  ${k}: ${masked.has(v) ? '***' : v}`)
  }
  console.log(bold('Job summary:'))
  console.log(summaryText(result.summary).replace(/^/gm, '  '))
}

/** The demo's smoke test: the greeting names the backup now live, and a question gets its answer. */
const SMOKE = 'expect: running backup\nsay: what are your opening hours?\nexpect: open 9 to 5'

/** What the platform's production bot holds now: its draft, and what is live. */
function platformState(bot: {
  backup?: { sha256: string } | undefined
  live?: { sha256: string } | undefined
}): string {
  const short = (x: { sha256: string } | undefined) =>
    x ? `sha256 ${x.sha256.slice(0, 12)}…` : 'nothing from this demo'
  return `Production bot on the platform: draft ${short(bot.backup)}, live ${short(bot.live)}.`
}

async function main(): Promise<void> {
  const fixture = makeFixture()
  const sim = await new PlatformSimulator({ fixture }).start()
  const cache = await new CacheService().start()
  const ws = tempDir('xenioo-demo-')
  try {
    const backup = placeBackup(ws, 'stripe-sample.xenioo', 'bots/support-bot.xenioo')
    const prod = sim.fixture.bots[0]!
    const endpoint = sim.endpoint(prod)
    console.log(bold('Xenioo Deploy: local demo'))
    console.log(`Platform simulator on ${sim.url}, Actions cache service on ${cache.url}`)
    console.log(`Workspace ${ws} with ${backup} (a real backup from the platform, 57624 bytes).`)
    const secrets = {
      'account-api-key': fixture.keys.paid,
      'bot-api-key': prod.apiKey,
      'bot-api-secret': prod.apiSecret
    }
    const step = (inputs: Record<string, string>) =>
      runAction({ workspace: ws, cache: { url: cache.url }, inputs: { 'service-endpoint': endpoint, ...inputs } })
    const common = `service-endpoint: ${endpoint}\n    account-api-key: \${{ secrets.XENIOO_ACCOUNT_API_KEY }}`
    const bot = `\n    bot-api-key: \${{ secrets.XENIOO_BOT_API_KEY }}\n    bot-api-secret: \${{ secrets.XENIOO_BOT_API_SECRET }}`

    show(
      '1. Restore the backup as a new bot (account-wide token)',
      `  with:\n    operation: restore\n    ${common}\n    backup-file: ${backup}`,
      await step({ operation: 'restore', 'account-api-key': fixture.keys.paid, 'backup-file': backup })
    )
    console.log(`\n${platformState(prod)}`)
    const deployed = await step({ operation: 'overwrite', ...secrets, 'backup-file': backup, publish: 'true' })
    show(
      '2. Overwrite the production bot with the backup and publish it: the live bot changes',
      `  id: deploy\n  with:\n    operation: overwrite\n    ${common}${bot}\n    backup-file: ${backup}\n    publish: true`,
      deployed
    )
    console.log(`\n${platformState(sim.fixture.bots[0]!)}`)
    const next = { 'next-restore-at': deployed.outputs['next-restore-at'] ?? '' }
    show(
      '2b. Prove it live: the smoke test action talks to the live bot through its custom channel',
      `  uses: <owner>/xenioo-deploy-action/smoke-test@v1\n  with:\n    ${common}${bot}\n    next-restore-at: \${{ steps.deploy.outputs.next-restore-at }}\n    script: |\n      ${SMOKE.split('\n').join('\n      ')}`,
      await runAction({
        action: 'smoke-test',
        workspace: ws,
        inputs: { 'service-endpoint': endpoint, ...secrets, ...next, script: SMOKE }
      })
    )
    show(
      '3. Reference clone of the production bot',
      `  with:\n    operation: clone-by-ref\n    ${common}${bot}`,
      await step({ operation: 'clone-by-ref', ...secrets })
    )
    show(
      '4. The same deploy again, within the hour: the throttle ledger refuses it before the overwrite is sent',
      `  with:\n    operation: overwrite\n    ${common}${bot}\n    backup-file: ${backup}\n    publish: true`,
      await step({ operation: 'overwrite', ...secrets, 'backup-file': backup, publish: 'true' })
    )

    const calls = sim.log.map(e => `${e.method} ${e.path.replace(/\/svc\/[^/]+/, '/svc/<route>')} → ${e.status}`)
    console.log(
      `\n${bold('What the platform simulator received')} (${sim.log.length} requests; the fourth run sent no overwrite and no publish):`
    )
    for (const c of calls) console.log(`  ${c}`)
    console.log(`\n${bold('Throttle ledger keys in the cache')} (hashes and times, no secrets):`)
    for (const k of cache.allKeys()) console.log(`  ${k}`)
  } finally {
    await Promise.all([sim.stop(), cache.stop()])
    rmSync(ws, { recursive: true, force: true })
  }
}

if (import.meta.main) await main()
