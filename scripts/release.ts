// npm run release [-- --dry-run]: releases the version in package.json, as the release workflow
// does (.github/workflows/release.yml runs this script). It refuses when the commit is not on
// origin's main, when the work tree is not clean, when dist/ is not what src/ builds (unless
// --dist-checked: the workflow's job that holds no write token checked it, with the dependencies
// installed), when CHANGELOG.md has no entry for the version, when the version's tag exists on
// another commit, or when `gh` (logged in) or the remote `origin` is missing. Then it creates the GitHub release vX.Y.Z at this commit with the changelog's entry as
// its notes (GitHub makes the tag with it, so no tag is ever left without its release), and moves
// the major tag vX to it. With --dry-run it checks the same and prints what it would do.

import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dryRun = process.argv.includes('--dry-run')
const distChecked = process.argv.includes('--dist-checked')

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) ?? ''
}

/** The command's output, or undefined when it fails or is missing. */
function tryRun(cmd: string, args: string[]): string | undefined {
  try {
    return run(cmd, args)
  } catch {
    return undefined
  }
}

function refuse(why: string): never {
  console.error(`Release refused: ${why}`)
  process.exit(1)
}

/** The changelog's entry for `version`: the text under `## [version]` up to the next `## [`. */
function changelogEntry(changelog: string, version: string): string | undefined {
  const start = changelog.search(new RegExp(`^## \\[${version.replace(/\./g, '\\.')}\\]`, 'm'))
  if (start < 0) return undefined
  const body = changelog.slice(changelog.indexOf('\n', start) + 1)
  const end = body.search(/^## \[/m)
  return (end < 0 ? body : body.slice(0, end)).trim() || undefined
}

/** The commit a tag names on `origin`, or undefined. */
function remoteTag(tag: string): string | undefined {
  const out = tryRun('git', ['ls-remote', '--tags', 'origin', `refs/tags/${tag}`, `refs/tags/${tag}^{}`]) ?? ''
  const lines = out.split('\n').map(l => l.split('\t'))
  return (lines.find(([, r]) => r === `refs/tags/${tag}^{}`) ?? lines.find(([, r]) => r === `refs/tags/${tag}`))?.[0]
}

function checkTools(): void {
  if (tryRun('git', ['remote', 'get-url', 'origin']) === undefined) refuse("there is no remote 'origin' to release to.")
  if (tryRun('gh', ['--version']) === undefined)
    refuse("the GitHub CLI 'gh' is missing: install it, or release from the workflow.")
  if (tryRun('gh', ['auth', 'status']) === undefined)
    refuse("'gh' is not logged in: run 'gh auth login' (or set GH_TOKEN).")
}

/** Every user runs the major tag: only a commit that passed main's branch protection may have it. */
function checkOnMain(head: string): void {
  if (tryRun('git', ['fetch', '-q', 'origin', 'main']) === undefined)
    refuse("origin has no branch 'main' to release from.")
  if (tryRun('git', ['merge-base', '--is-ancestor', head, 'FETCH_HEAD']) === undefined) {
    refuse(`${head} is not on origin's main: release only a commit that main holds (merge it first).`)
  }
}

function checkDist(): void {
  run('npm', ['run', 'build'])
  if (run('git', ['status', '--porcelain', 'dist']).trim() !== '') {
    refuse('dist/ differs from what src/ builds: run npm run build and commit dist/.')
  }
}

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
if (!/^\d+\.\d+\.\d+$/.test(version)) refuse(`package.json's version '${version}' is not X.Y.Z.`)
const tag = `v${version}`
const major = `v${version.split('.')[0]}`
if (run('git', ['status', '--porcelain']).trim() !== '') refuse('the work tree has uncommitted changes.')
const notes = changelogEntry(readFileSync('CHANGELOG.md', 'utf8'), version)
if (!notes) refuse(`CHANGELOG.md has no entry '## [${version}]'.`)
checkTools()
const head = run('git', ['rev-parse', 'HEAD']).trim()
checkOnMain(head)
if (!distChecked) checkDist()
const tagged = remoteTag(tag)
if (tagged && tagged !== head)
  refuse(`the tag ${tag} exists already on ${tagged}: bump the version in package.json and CHANGELOG.md.`)

console.log(`Release ${tag} of ${head}:`)
console.log(
  `  GitHub release ${tag} at ${head}, with the notes of CHANGELOG.md [${version}] (${notes.split('\n').length} lines)`
)
console.log(`  move ${major} -> ${head} (was ${remoteTag(major) ?? 'none'})`)
if (dryRun) {
  console.log('Dry run: nothing was changed.')
  process.exit(0)
}
const notesFile = path.join(tmpdir(), `release-notes-${tag}.md`)
writeFileSync(notesFile, `${notes}\n`)
// The release first, with its tag (GitHub creates it at `head` when it does not exist yet).
const exists = tagged ? ['--verify-tag'] : ['--target', head]
run('gh', ['release', 'create', tag, ...exists, '--title', tag, '--notes-file', notesFile])
run('git', ['push', '--force', 'origin', `${head}:refs/tags/${major}`])
console.log(`Released ${tag}; ${major} now points at it.`)
