// npm run release [-- --dry-run]: releases the version in package.json. It refuses when the work
// tree is not clean, when dist/ is not what src/ builds, when CHANGELOG.md has no entry for the
// version, or when the version's tag exists. Then it tags vX.Y.Z, moves the major tag vX to it,
// pushes both and creates the GitHub release with the changelog's entry as its notes (gh CLI).
// With --dry-run it checks the same and prints the tags it would make and move, changing nothing.

import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dryRun = process.argv.includes('--dry-run')

function run(cmd: string, args: string[], quiet = true): string {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' }) ?? ''
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

function tagCommit(tag: string): string | undefined {
  try {
    return run('git', ['rev-parse', '--verify', '--quiet', `${tag}^{commit}`]).trim() || undefined
  } catch {
    return undefined
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
checkDist()
if (tagCommit(tag)) refuse(`the tag ${tag} exists already: bump the version in package.json and CHANGELOG.md.`)
const head = run('git', ['rev-parse', 'HEAD']).trim()
const was = tagCommit(major)

console.log(`Release ${tag} of ${head}:`)
console.log(`  create ${tag} -> ${head}`)
console.log(`  move   ${major} -> ${head} (was ${was ?? 'none'})`)
console.log(`  GitHub release ${tag} with the notes of CHANGELOG.md [${version}] (${notes.split('\n').length} lines)`)
if (dryRun) {
  console.log('Dry run: nothing was changed.')
  process.exit(0)
}
run('git', ['tag', '-a', tag, '-m', `${tag}\n\n${notes}`], false)
run('git', ['tag', '-f', '-a', major, '-m', `${major} -> ${tag}`, `${tag}^{commit}`], false)
run('git', ['push', 'origin', tag], false)
run('git', ['push', '--force', 'origin', major], false)
const notesFile = path.join(tmpdir(), `release-notes-${tag}.md`)
writeFileSync(notesFile, `${notes}\n`)
run('gh', ['release', 'create', tag, '--verify-tag', '--title', tag, '--notes-file', notesFile], false)
console.log(`Released ${tag}; ${major} now points at it.`)
