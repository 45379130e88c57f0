// The smoke-test command: the script from a file or standard input, the channel's secrets from the environment,
// the same conversation as the smoke test action's (smoke/session.ts), its transcript on standard error.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { UnwrittenError } from '../domain/errors.ts'
import { notAFile, placeFileOr } from '../lib/placed-file.ts'
import { reasonOf } from '../lib/text.ts'
import type { Result } from '../domain/result.ts'
import { smokeTest } from '../smoke/session.ts'
import { ANSWER_SECONDS } from '../smoke/inputs.ts'
import { type Parsed, smokeRequest, UsageError } from './args.ts'
import { ciJobOf, type CommandContext, proxyFor, userAgentOf } from './io.ts'
import { terminalWords } from './words.ts'

/** Standard input whole, refused once `ms` pass before its end (a pipe left open). */
async function readStdin(ms: number): Promise<string> {
  const chunks: Buffer[] = []
  const timer = setTimeout(
    () => process.stdin.destroy(new Error(`standard input did not end within ${ms / 1000} s, --timeout-seconds`)),
    ms
  )
  try {
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  } finally {
    clearTimeout(timer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The script's text: `--script FILE`, or `-` for standard input (within the answer's time limit); none with `--scripts` (an empty flag is none: a template's unset input). */
async function scriptText(flags: Parsed['flags']): Promise<string> {
  const given = flags.get('script')
  const file = typeof given === 'string' && given !== '' ? given : undefined
  if (file === undefined && flags.get('scripts')) return ''
  if (file === undefined)
    throw new UsageError(
      '--script FILE is needed: the script to say to the bot (- for standard input); or --scripts GLOB, a suite of script files.'
    )
  try {
    if (file !== '-') return readFileSync(file, 'utf8')
    const seconds = Number(flags.get('timeout-seconds'))
    const [usual, most] = ANSWER_SECONDS
    return await readStdin((Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, most) : usual) * 1000)
  } catch (err) {
    throw new UsageError(`--script '${file}' cannot be read (${reasonOf(err)}).`)
  }
}

/** `--junit FILE`: where the JUnit report goes (relative to the working folder), never a folder, a pipe or a device. */
function junitPath(given: string | undefined): string | undefined {
  if (given === undefined) return undefined
  const problem = notAFile(given)
  if (problem)
    throw new UsageError(`--junit '${given.slice(0, 100)}' ${problem}: name a file, such as reports/smoke.xml.`)
  return path.resolve(given)
}

const writeJunit = (file: string, given: string, xml: string) =>
  placeFileOr(file, xml, reason => {
    const fix = 'Name a file in a folder this user can write (--junit FILE).'
    return new UnwrittenError(
      'JUnit report',
      `Could not write the JUnit report '${given.slice(0, 100)}' (${reason}).`,
      fix
    )
  })

export async function smoke({ parsed, env, secrets, log, cancel }: CommandContext): Promise<Result> {
  const flags = new Map([...parsed.flags, ['script', await scriptText(parsed.flags)]])
  const given = parsed.own.junit
  const junit = junitPath(given)
  const shell = {
    log: (m: string) => log.info(m),
    secrets,
    cancel,
    userAgent: userAgentOf(ciJobOf(env)),
    proxyFor,
    workspace: process.cwd(),
    words: terminalWords(),
    keepReport: given && junit ? (xml: string) => writeJunit(junit, given, xml) : undefined
  }
  return smokeTest(smokeRequest(flags, env), shell)
}
