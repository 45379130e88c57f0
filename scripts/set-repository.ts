// npm run set-repository -- owner/name: the action's repository path is kept in one place,
// package.json's `repository`. This sets it there and in every other tracked file that names it
// (the README, docs/, the examples, CONTRIBUTING, the CHANGELOG's links), and moves CODEOWNERS'
// team to the new owner (`@owner/xenioo-deploy-maintainers`). A test keeps them equal.

import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const next = process.argv[2] ?? ''
if (!/^[\w.-]+\/[\w.-]+$/.test(next)) {
  console.error('usage: npm run set-repository -- owner/name')
  process.exit(2)
}
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { repository: { url: string } }
const current = /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(pkg.repository.url)?.[1]
if (!current) throw new Error(`package.json's repository.url is not a GitHub URL: ${pkg.repository.url}`)
const [owner, nextOwner] = [current.split('/')[0], next.split('/')[0]]

// Every tracked file that names the path, but the bundle (which does not) and the lock file.
const named = execFileSync(
  'git',
  ['grep', '-l', '--fixed-strings', current, '--', '.', ':!dist', ':!package-lock.json'],
  {
    encoding: 'utf8'
  }
)
  .split('\n')
  .filter(Boolean)
for (const file of named) writeFileSync(file, readFileSync(file, 'utf8').split(current).join(next))
const owners = '.github/CODEOWNERS'
writeFileSync(owners, readFileSync(owners, 'utf8').split(`@${owner}/`).join(`@${nextOwner}/`))
console.log(
  `The action's repository is now ${next} (was ${current}), in ${named.length} files; CODEOWNERS names @${nextOwner}/.`
)
