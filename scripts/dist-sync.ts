// What CI does about dist/ and the pins, in one place for the workflows and the tests:
//   node scripts/dist-sync.ts --check    dist/ is what src/ builds (no difference, no missing module)
//                                        and every pin follows the workflows; exit 1 otherwise
//   node scripts/dist-sync.ts --derive   brings them along: the pins (scripts/pins.ts) and dist/
//   node scripts/dist-sync.ts --commit   derives, then commits what changed (after a merge to main)

import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: 'pipe' })

function derive(): void {
  run(process.execPath, ['scripts/pins.ts', '--write'])
  run('npm', ['run', 'build'])
}

/** What is wrong with the committed dist/ and pins, after rebuilding. */
function problems(): string[] {
  derive()
  const found: string[] = []
  const changed = run('git', ['status', '--porcelain', '--', 'dist', '.github', 'README.md', 'docs', 'CONTRIBUTING.md'])
  if (changed.trim() !== '') found.push(`not what the sources build and the workflows pin:\n${changed}`)
  const missing = readdirSync('dist').filter(
    f => f.endsWith('.js') && readFileSync(`dist/${f}`, 'utf8').includes('webpackMissingModule')
  )
  if (missing.length > 0) found.push(`the bundle has a missing module (webpackMissingModule): ${missing.join(', ')}`)
  return found
}

const mode = process.argv[2]
if (mode === '--check') {
  const found = problems()
  for (const p of found) console.error(p)
  if (found.length > 0) {
    console.error('Run npm run build and npm run pins, and commit the result.')
    process.exit(1)
  }
  console.log('dist/ and the pins are up to date.')
} else if (mode === '--derive' || mode === '--commit') {
  derive()
  if (mode === '--commit') {
    run('git', ['add', '--all', '--', 'dist', '.github', 'README.md', 'docs', 'CONTRIBUTING.md'])
    if (run('git', ['diff', '--cached', '--name-only']).trim() === '') console.log('Nothing to commit.')
    else {
      const head = run('git', ['rev-parse', '--short', 'HEAD']).trim()
      run('git', ['commit', '-m', `Rebuild dist/ and follow the pins (after ${head})`])
      console.log(`Committed the rebuilt dist/ and pins after ${head}.`)
    }
  }
} else {
  console.error('usage: node scripts/dist-sync.ts --check | --derive | --commit')
  process.exit(2)
}
