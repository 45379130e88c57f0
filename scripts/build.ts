// npm run build: dist/ from src/, on every OS (no shell commands): the old bundles removed (ncc
// does not clear them), ncc's ESM builds with the licenses of what each bundles (the deploy action
// in dist/, the smoke test action in dist/smoke-test/), then the stamp of what they were built from
// (dist-stamp.ts).
//
// `node scripts/build.ts --source-map <dir>` builds the same bundle with source maps into <dir>
// instead, and leaves dist/ alone: the coverage of the end-to-end tests is mapped back to src/
// through it (test/support/coverage.ts).
import { execFileSync } from 'node:child_process'
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const mapped = process.argv.indexOf('--source-map')
const out = mapped > 0 ? process.argv[mapped + 1] : 'dist'
if (!out) throw new Error('--source-map needs a folder')

rmSync(out, { recursive: true, force: true })
const ncc = path.join('node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
const bundles = [
  ['src/index.ts', out],
  ['src/action/smoke-entry.ts', path.join(out, 'smoke-test')],
  ['src/cli/index.ts', path.join(out, 'cli')]
] as const
for (const [entry, folder] of bundles) {
  const args = [ncc, 'build', entry, '-o', folder, '--license', 'licenses.txt', '--target', 'es2024']
  if (mapped > 0) args.push('--source-map', '--no-source-map-register', '--quiet')
  execFileSync(process.execPath, args, { stdio: 'inherit' })
}
// The command line's bundle is package.json's `bin`: npm links it as a script, which needs its interpreter line.
const bin = path.join(out, 'cli', 'index.js')
writeFileSync(bin, `#!/usr/bin/env node\n${readFileSync(bin, 'utf8')}`)
chmodSync(bin, 0o755)
if (mapped > 0) {
  // Its source map starts a line later, past that line.
  const map = JSON.parse(readFileSync(`${bin}.map`, 'utf8')) as { mappings: string }
  writeFileSync(`${bin}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }))
}
if (mapped < 0) execFileSync(process.execPath, ['scripts/dist-stamp.ts'], { stdio: 'inherit' })
