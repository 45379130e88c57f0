// The license policy for what dist/ bundles: the packages named in the bundle (its node_modules
// paths and licenses.txt, which misses some), each checked against its own package.json.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

export const ALLOWED_LICENSES = ['MIT', 'ISC', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', 'BlueOak-1.0.0', '0BSD']

/** The packages whose code dist/ holds. */
export function bundledPackages(dist: string): string[] {
  const names = new Set<string>()
  for (const file of readdirSync(dist).filter(f => f.endsWith('.js'))) {
    const text = readFileSync(path.join(dist, file), 'utf8')
    for (const m of text.matchAll(/node_modules\/((?:@[\w.-]+\/)?[\w.-]+)/g)) names.add(m[1]!)
  }
  const licenses = readFileSync(path.join(dist, 'licenses.txt'), 'utf8')
  for (const m of licenses.matchAll(/(?:^|\n\n)((?:@[\w.-]+\/)?[\w.-]+)\n[\w.\-+ ()]+\n/g)) names.add(m[1]!)
  return [...names].sort()
}

/** Every package.json of `name` under `root`'s node_modules, nested ones included. */
function manifests(name: string, dir: string, depth = 0): string[] {
  const modules = path.join(dir, 'node_modules')
  if (depth > 4 || !existsSync(modules)) return []
  const own = path.join(modules, name, 'package.json')
  const found = existsSync(own) ? [own] : []
  for (const entry of readdirSync(modules)) {
    const scoped = entry.startsWith('@') ? readdirSync(path.join(modules, entry)).map(e => `${entry}/${e}`) : [entry]
    for (const pkg of scoped) found.push(...manifests(name, path.join(modules, pkg), depth + 1))
  }
  return found
}

/** An SPDX expression is allowed when every license in it is (for OR, one suffices). */
function allowed(expression: string): boolean {
  const alternatives = expression.replace(/[()]/g, '').split(/\s+OR\s+/)
  return alternatives.some(alt => alt.split(/\s+AND\s+/).every(id => ALLOWED_LICENSES.includes(id.trim())))
}

export function licenseProblems(packages: string[], root: string): string[] {
  return packages.flatMap(name => {
    const found = manifests(name, root)
    if (found.length === 0) return [`${name}: no package.json under node_modules`]
    return found.flatMap(file => {
      const { license } = JSON.parse(readFileSync(file, 'utf8')) as { license?: string }
      return license && allowed(license) ? [] : [`${name}: ${license ?? 'no license'} is not on the allow-list`]
    })
  })
}
