// Ready to publish: the Marketplace's limits on action.yml, every action the workflows and the
// examples use pinned by SHA to a node24 release, the licenses of what dist/ bundles, the
// repository path kept in one place, and the release script's dry run in a scratch clone.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundledPackages, licenseProblems } from '../support/licenses.ts'
import { ROOT, actionYml, tempDir } from '../support/runner.ts'

/** Actions the project knows: the commit of each release and the runtime its action.yml declares. */
const KNOWN: Record<string, { action: string; version: string; using: string }> = {
  '3d3c42e5aac5ba805825da76410c181273ba90b1': { action: 'actions/checkout', version: 'v7.0.1', using: 'node24' },
  '820762786026740c76f36085b0efc47a31fe5020': { action: 'actions/setup-node', version: 'v7.0.0', using: 'node24' },
  '043fb46d1a93c77aae656e7c1c64a875d1fc6a0a': { action: 'actions/upload-artifact', version: 'v7.0.1', using: 'node24' },
  '3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c': {
    action: 'actions/download-artifact',
    version: 'v8.0.1',
    using: 'node24'
  },
  '7211b7c8077ea37d8641b6271f6a365a22a5fbfa': { action: 'github/codeql-action', version: 'v4.36.0', using: 'node24' },
  // Older pins, kept so that the check says what they are.
  '11bd71901bbe5b1630ceea73d27597364c9af683': { action: 'actions/checkout', version: 'v4.2.2', using: 'node20' },
  '49933ea5288caeca8642d1e84afbd3f7d6820020': { action: 'actions/setup-node', version: 'v4.4.0', using: 'node20' }
}

/** The action's own path (placeholder until published), from package.json's repository. */
function ownPath(): string {
  const { repository } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    repository: { url: string }
  }
  return /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(repository.url)![1]!
}

/** What is wrong with one `uses:` value (with its comment), or undefined. */
export function pinProblem(uses: string): string | undefined {
  if (uses.startsWith('./') || uses.startsWith(`${ownPath()}@`)) return undefined
  const m = /^([\w.-]+\/[\w.-]+)(?:\/[\w./-]+)?@([0-9a-f]{40}) # (v\d+\.\d+\.\d+)$/.exec(uses)
  if (!m) return `${uses}: not pinned by a full commit SHA with its version in a comment`
  const [, action, sha, version] = m
  const known = KNOWN[sha!]
  if (!known) return `${uses}: an unknown commit (add it to the table with its release and runtime)`
  if (known.action !== action || known.version !== version)
    return `${uses}: that commit is ${known.action} ${known.version}`
  if (known.using !== 'node24')
    return `${uses}: ${known.action} ${known.version} runs on ${known.using}, older than node24`
  return undefined
}

function usesIn(text: string): string[] {
  return [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(.+?)\s*$/gm)].map(m => m[1]!)
}

const files = [
  ...readdirSync(path.join(ROOT, '.github/workflows')).map(f => `.github/workflows/${f}`),
  ...readdirSync(path.join(ROOT, '.github/examples')).map(f => `.github/examples/${f}`),
  'README.md'
]

describe('the Marketplace and the pins', () => {
  it('action.yml: a description under 125 characters, and an author', () => {
    const yml = actionYml() as ReturnType<typeof actionYml> & { description: string; author: string }
    expect(yml.description.length).toBeLessThan(125)
    expect(yml.author).toMatch(/\w/)
  })

  it('every action used in a workflow, an example or the README is pinned by SHA to a node24 release', () => {
    const problems = files.flatMap(f =>
      usesIn(readFileSync(path.join(ROOT, f), 'utf8')).flatMap(u => pinProblem(u) ?? [])
    )
    expect(problems).toEqual([])
    expect(files.flatMap(f => usesIn(readFileSync(path.join(ROOT, f), 'utf8'))).length).toBeGreaterThan(15)
  })

  it('the check names what is wrong with a pin', () => {
    expect(pinProblem('actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2')).toMatch(
      /node20, older than node24/
    )
    expect(pinProblem('actions/checkout@v7')).toMatch(/not pinned by a full commit SHA/)
    expect(pinProblem(`actions/checkout@${'a'.repeat(40)} # v7.0.1`)).toMatch(/unknown commit/)
    expect(pinProblem('actions/setup-node@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1')).toMatch(
      /that commit is actions\/checkout/
    )
  })

  it('the action’s own path is the same everywhere, and kept in package.json', () => {
    const own = ownPath()
    const ours = files
      .flatMap(f => usesIn(readFileSync(path.join(ROOT, f), 'utf8')))
      .filter(u => u.includes('xenioo-deploy-action'))
    expect(ours.length).toBeGreaterThan(5)
    for (const u of ours) expect(u.startsWith(`${own}@`), u).toBe(true)
  })
})

describe('license policy of what dist/ bundles', () => {
  it('every bundled package has a license on the allow-list', () => {
    const packages = bundledPackages(path.join(ROOT, 'dist'))
    expect(packages).toEqual(expect.arrayContaining(['@actions/core', '@actions/cache', 'undici']))
    expect(licenseProblems(packages, ROOT)).toEqual([])
  })

  it('and a package outside it fails the check', () => {
    const root = tempDir()
    mkdirSync(path.join(root, 'node_modules/copyleft-thing'), { recursive: true })
    writeFileSync(
      path.join(root, 'node_modules/copyleft-thing/package.json'),
      JSON.stringify({ name: 'copyleft-thing', license: 'GPL-3.0' })
    )
    expect(licenseProblems(['copyleft-thing', 'not-installed'], root)).toEqual([
      'copyleft-thing: GPL-3.0 is not on the allow-list',
      'not-installed: no package.json under node_modules'
    ])
  })
})

describe.concurrent('the release script, in a scratch clone', () => {
  /** The work tree's files (tracked, and new ones not ignored), committed in a new repository. */
  function scratchClone(): string {
    const dir = tempDir('xdeploy-release-')
    const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    // Deleted but not yet committed files are listed too: they are left out.
    for (const f of listed.split('\n').filter(f => f && existsSync(path.join(ROOT, f)))) {
      mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
      cpSync(path.join(ROOT, f), path.join(dir, f))
    }
    // Hard links, not a symlink: the bundle's module ids come from the modules' real paths.
    execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')])
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' })
    git('init', '-q')
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '-A')
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'scratch')
    return dir
  }
  const release = (dir: string, ...args: string[]) => {
    try {
      return {
        code: 0,
        out: execFileSync(process.execPath, ['scripts/release.ts', ...args], {
          cwd: dir,
          encoding: 'utf8',
          stdio: 'pipe'
        })
      }
    } catch (err) {
      const e = err as { status: number; stdout: string; stderr: string }
      return { code: e.status, out: `${e.stdout}${e.stderr}` }
    }
  }

  it('--dry-run checks dist/ and the changelog, and shows the tags it would create and move', () => {
    const dir = scratchClone()
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim()
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
    const r = release(dir, '--dry-run')
    expect(r.code, r.out).toBe(0)
    expect(r.out).toContain(`create v${version} -> ${head}`)
    expect(r.out).toContain(`move   v${version.split('.')[0]} -> ${head} (was none)`)
    expect(r.out).toMatch(/Dry run: nothing was changed/)
    expect(execFileSync('git', ['tag'], { cwd: dir, encoding: 'utf8' })).toBe('')
  }, 120_000)

  it('refuses when the changelog has no entry, or when dist/ is not what src/ builds', () => {
    const dir = scratchClone()
    const commit = (file: string, text: string) => {
      writeFileSync(path.join(dir, file), text)
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qam', 'change'], {
        cwd: dir
      })
    }
    const changelog = readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8')
    commit('CHANGELOG.md', changelog.replace(/^## \[\d+\.\d+\.\d+\].*$/m, '## [0.0.0] - old'))
    expect(release(dir, '--dry-run').out).toMatch(/Release refused: CHANGELOG\.md has no entry/)
    commit('CHANGELOG.md', changelog)
    commit('dist/index.js', `${readFileSync(path.join(dir, 'dist/index.js'), 'utf8')}\n// edited by hand\n`)
    expect(release(dir, '--dry-run').out).toMatch(/Release refused: dist\/ differs from what src\/ builds/)
  }, 120_000)
})
