// npm run build: dist/ from src/, on every OS (no shell commands): the old bundle removed (ncc
// does not clear it), ncc's ESM build with the licenses of what it bundles, then the stamp of
// what it was built from (dist-stamp.ts).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

rmSync('dist', { recursive: true, force: true })
const ncc = path.join('node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
const args = [ncc, 'build', 'src/index.ts', '-o', 'dist', '--license', 'licenses.txt', '--target', 'es2024']
execFileSync(process.execPath, args, { stdio: 'inherit' })
execFileSync(process.execPath, ['scripts/dist-stamp.ts'], { stdio: 'inherit' })
