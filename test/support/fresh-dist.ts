// Before the end-to-end tests: the committed bundle exists and was built from the sources as they
// are, since those tests drive dist/index.js and never src/: a forgotten build would test old code.
import { existsSync } from 'node:fs'
import { builtFrom, sourcesDigest } from '../../scripts/dist-stamp.ts'
import { DIST } from './runner.ts'

export default function setup(): void {
  if (!existsSync(DIST)) throw new Error('dist/index.js is missing: run npm run build.')
  if (builtFrom() !== sourcesDigest()) {
    throw new Error(
      'dist/ was not built from the sources as they are (src/, package-lock.json, tsconfig.json): run npm run build, then the tests.'
    )
  }
}
