// The pinned actions have one source of truth: the project's own workflows in .github/workflows,
// which Dependabot updates. Everything else that shows a pin (the examples, the README, docs/,
// CONTRIBUTING.md) follows them.
//
//   node scripts/pins.ts --check    every pin is a full SHA with its version, and the same as the workflows'
//   node scripts/pins.ts --write    rewrites every other file's pins to the workflows'
//   node scripts/pins.ts --online   also asks GitHub that each pinned commit is its version's tag, and
//                                   that the action's action.yml at that commit runs on node24 (CI only)

import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** One pin: `owner/repo[/path]@<sha> # vX.Y.Z`. */
export interface Pin {
  readonly action: string
  readonly repo: string
  readonly sha: string
  readonly version: string
}

const PIN = /^\s*(?:-\s+)?uses:\s*([\w.-]+\/[\w.-]+)((?:\/[\w./-]+)?)@([0-9a-f]{40}) # (v\d+\.\d+\.\d+)\s*$/gm
const USES = /^\s*(?:-\s+)?uses:\s*(.+?)\s*$/gm

/** The pins in a text. */
function pinsIn(text: string): Pin[] {
  return [...text.matchAll(PIN)].map(m => ({ repo: m[1]!, action: `${m[1]}${m[2]}`, sha: m[3]!, version: m[4]! }))
}

/** Every `uses:` of a text that is neither local, the action itself (or its smoke test), nor a full pin. */
function unpinned(text: string, own: string): string[] {
  return [...text.matchAll(USES)]
    .map(m => m[1]!)
    .filter(u => !u.startsWith('./') && !u.startsWith(`${own}@`) && !u.startsWith(`${own}/smoke-test@`))
    .filter(u => !/^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(u))
}

/** The source of truth: each repository's pin in the workflows (they must agree among themselves). */
export function truth(workflows: string[]): { pins: Map<string, Pin>; conflicts: string[] } {
  const pins = new Map<string, Pin>()
  const conflicts: string[] = []
  for (const pin of workflows.flatMap(pinsIn)) {
    const known = pins.get(pin.repo)
    if (known && (known.sha !== pin.sha || known.version !== pin.version)) {
      conflicts.push(`${pin.repo}: ${known.version} (${known.sha}) and ${pin.version} (${pin.sha}) in the workflows`)
    }
    pins.set(pin.repo, known ?? pin)
  }
  return { pins, conflicts }
}

/** `text` with every pin of a repository the workflows pin set to the workflows' pin. */
export function follow(text: string, pins: Map<string, Pin>): string {
  return text.replace(PIN, (line, repo: string, sub: string, sha: string, version: string) => {
    const pin = pins.get(repo)
    return pin ? line.replace(`${repo}${sub}@${sha} # ${version}`, `${repo}${sub}@${pin.sha} # ${pin.version}`) : line
  })
}

/** What is wrong with the pins of `files` (relative to `root`), against the workflows'. */
export function problems(root: string, files: string[], own: string): string[] {
  const read = (f: string) => readFileSync(path.join(root, f), 'utf8')
  const workflows = files.filter(f => f.startsWith('.github/workflows/'))
  const { pins, conflicts } = truth(workflows.map(read))
  const found = [...conflicts]
  for (const file of files) {
    const text = read(file)
    found.push(...unpinned(text, own).map(u => `${file}: ${u}: not pinned by a full commit SHA with its version`))
    for (const pin of pinsIn(text)) {
      const source = pins.get(pin.repo)
      if (!source) found.push(`${file}: ${pin.action} is pinned here but in no workflow (the source of truth)`)
      else if (source.sha !== pin.sha) {
        found.push(
          `${file}: ${pin.action} ${pin.version} differs from the workflows' ${source.version}: run npm run pins`
        )
      }
    }
  }
  return found
}

/** The files that show pins: workflows, examples, the README, docs/ and CONTRIBUTING.md. */
export function pinnedFiles(root: string): string[] {
  const dir = (d: string) =>
    readdirSync(path.join(root, d))
      .filter(f => /\.(ya?ml|md)$/.test(f))
      .map(f => `${d}/${f}`)
  return [...dir('.github/workflows'), ...dir('.github/examples'), 'README.md', ...dir('docs'), 'CONTRIBUTING.md']
}

/** The action's own repository path, from package.json. */
export function ownPath(root: string): string {
  const { repository } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    repository: { url: string }
  }
  return /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(repository.url)![1]!
}

/** What GitHub says of a pin: whether its version's tag is that commit, and the runtime at that commit. */
export interface Remote {
  tagCommit(repo: string, version: string): Promise<string | undefined>
  actionYml(action: string, sha: string): Promise<string | undefined>
}

/** The problems GitHub shows for a pin: a tag that is another commit, or an action not on node24. */
export async function remoteProblems(pin: Pin, remote: Remote): Promise<string[]> {
  const found: string[] = []
  const tagged = await remote.tagCommit(pin.repo, pin.version)
  if (tagged !== pin.sha) found.push(`${pin.action}@${pin.sha}: the tag ${pin.version} is ${tagged ?? 'missing'}`)
  const yml = await remote.actionYml(pin.action, pin.sha)
  const using = yml && /^\s*using:\s*['"]?([\w-]+)/m.exec(yml)?.[1]
  if (using !== 'node24' && using !== 'composite') {
    found.push(`${pin.action} ${pin.version} runs on ${using ?? 'an unknown runtime'}, not node24`)
  }
  return found
}

/** GitHub itself: `git ls-remote` for tags (annotated ones peeled), raw files for action.yml. */
const github: Remote = {
  tagCommit(repo, version) {
    const out = execFileSync('git', ['ls-remote', `https://github.com/${repo}`, `refs/tags/${version}*`], {
      encoding: 'utf8'
    })
    const lines = out.split('\n').map(l => l.split('\t'))
    const peeled = lines.find(([, ref]) => ref === `refs/tags/${version}^{}`)
    return Promise.resolve((peeled ?? lines.find(([, ref]) => ref === `refs/tags/${version}`))?.[0])
  },
  async actionYml(action, sha) {
    const [owner, repo, ...sub] = action.split('/')
    for (const name of ['action.yml', 'action.yaml']) {
      const url = `https://raw.githubusercontent.com/${owner}/${repo}/${sha}/${[...sub, name].join('/')}`
      const res = await fetch(url)
      if (res.ok) return res.text()
    }
    return undefined
  }
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const files = pinnedFiles(root)
  const read = (f: string) => readFileSync(path.join(root, f), 'utf8')
  const { pins } = truth(files.filter(f => f.startsWith('.github/workflows/')).map(read))
  if (process.argv.includes('--write')) for (const f of files) writeFileSync(path.join(root, f), follow(read(f), pins))
  const found = problems(root, files, ownPath(root))
  if (process.argv.includes('--online') && found.length === 0) {
    // Each action (a repository may hold several, such as codeql-action's init and analyze) once.
    const actions = new Map(files.flatMap(f => pinsIn(read(f))).map(p => [p.action, p]))
    for (const pin of actions.values()) found.push(...(await remoteProblems(pin, github)))
  }
  for (const p of found) console.error(p)
  if (found.length > 0) process.exit(1)
  console.log(`The pins of ${files.length} files follow the workflows.`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
