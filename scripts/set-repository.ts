// npm run set-repository -- owner/name: the action's repository path is kept in one place,
// package.json's `repository`. This sets it there and in every install line of the README and the
// example workflows (`uses: owner/name@v1`), which a test keeps equal to it.

import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const next = process.argv[2] ?? ''
if (!/^[\w.-]+\/[\w.-]+$/.test(next)) {
  console.error('usage: npm run set-repository -- owner/name')
  process.exit(2)
}
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { repository: { url: string } }
const current = /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(pkg.repository.url)?.[1]
if (!current) throw new Error(`package.json's repository.url is not a GitHub URL: ${pkg.repository.url}`)
const examples = readdirSync('.github/examples').map(f => path.join('.github/examples', f))
for (const file of ['README.md', 'package.json', ...examples]) {
  const text = readFileSync(file, 'utf8')
  writeFileSync(file, text.split(current).join(next))
}
console.log(`The action's repository is now ${next} (was ${current}).`)
