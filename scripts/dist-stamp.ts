// dist/ says what it was built from: `npm run build` ends by writing dist/sources.sha256, a digest
// of everything the bundle is made of (src/, the lock file, the TypeScript settings). The tests
// compare it with the working tree, so they never drive a bundle older than the code they test.
// Run as a script, it writes the stamp; imported, it computes and reads it.

import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const STAMP = path.join(ROOT, 'dist/sources.sha256')

/** The files the bundle is built from, relative to the root, in a fixed order. */
function sources(): string[] {
  const src = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter(f => f.endsWith('.ts'))
    .map(f => `src/${f.split(path.sep).join('/')}`)
  return [...src, 'package-lock.json', 'tsconfig.json'].sort()
}

/** The sha256 of every source file's name and bytes. */
export function sourcesDigest(): string {
  const hash = createHash('sha256')
  for (const file of sources())
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0')
  return hash.digest('hex')
}

/** The digest dist/ was built from, or undefined when it has no stamp. */
export function builtFrom(): string | undefined {
  try {
    return readFileSync(STAMP, 'utf8').trim()
  } catch {
    return undefined
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(STAMP, `${sourcesDigest()}\n`)
}
