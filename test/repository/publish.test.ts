// Ready to publish: the Marketplace's limits on action.yml, every pin following the workflows'
// (the source of truth), the licenses of what dist/ bundles, the repository path kept in one
// place, one HTTP stack; the command line's package (a package of one) and its release. The checks that need
// scratch clones are in scratch.test.ts.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ownPath, pinnedFiles, problems, remoteProblems, type Pin, type Remote } from '../../scripts/pins.ts'
import { bundledPackages, licenseProblems } from '../support/licenses.ts'
import { nodeOf } from '../support/node-of.ts'
import { ROOT, actionYml, tempDir } from '../support/runner.ts'

describe('the Marketplace and the pins', () => {
  it('action.yml: a description under 125 characters, and an author', () => {
    const yml = actionYml() as ReturnType<typeof actionYml> & { description: string; author: string }
    expect(yml.description.length).toBeLessThan(125)
    expect(yml.author).toMatch(/\w/)
  })

  it('every action used anywhere is pinned by full SHA with its version, as the workflows pin it', () => {
    expect(problems(ROOT, pinnedFiles(ROOT), ownPath(ROOT))).toEqual([])
  })

  it('the check names what is wrong with a pin', () => {
    const dir = tempDir()
    mkdirSync(path.join(dir, '.github/workflows'), { recursive: true })
    const sha = (c: string) => c.repeat(40)
    writeFileSync(path.join(dir, '.github/workflows/ci.yml'), `    - uses: actions/checkout@${sha('a')} # v7.0.1\n`)
    writeFileSync(
      path.join(dir, 'README.md'),
      [
        `- uses: actions/checkout@${sha('b')} # v7.0.0`,
        '- uses: actions/setup-node@v7',
        `- uses: actions/cache@${sha('c')} # v5.0.0`
      ].join('\n')
    )
    expect(problems(dir, ['.github/workflows/ci.yml', 'README.md'], 'o/r')).toEqual([
      'README.md: actions/setup-node@v7: not pinned by a full commit SHA with its version',
      "README.md: actions/checkout v7.0.0 differs from the workflows' v7.0.1: run npm run pins",
      'README.md: actions/cache is pinned here but in no workflow (the source of truth)'
    ])
  })

  it('asked of GitHub, a pin must be its version’s tag, on node24 (here with a stand-in for GitHub)', async () => {
    const pin: Pin = { action: 'actions/checkout', repo: 'actions/checkout', sha: 'a'.repeat(40), version: 'v7.0.1' }
    const remote = (tag: string | undefined, using: string): Remote => ({
      tagCommit: async () => tag,
      actionYml: async () => `name: x\nruns:\n  using: '${using}'\n  main: dist/index.js\n`
    })
    expect(await remoteProblems(pin, remote(pin.sha, 'node24'))).toEqual([])
    expect(await remoteProblems(pin, remote(pin.sha, 'node20'))).toEqual([
      'actions/checkout v7.0.1 runs on node20, not node24'
    ])
    expect(await remoteProblems(pin, remote('b'.repeat(40), 'node24'))).toEqual([
      `actions/checkout@${pin.sha}: the tag v7.0.1 is ${'b'.repeat(40)}`
    ])
  })

  it('the action’s own path is the same everywhere, and kept in package.json', () => {
    const own = ownPath(ROOT)
    const ours = pinnedFiles(ROOT)
      .flatMap(f => [
        ...readFileSync(path.join(ROOT, f), 'utf8').matchAll(
          /^\s*(?:-\s+)?uses:\s*(\S+xenioo-deploy-action(?:\/smoke-test)?@\S+)/gm
        )
      ])
      .map(m => m[1]!)
    expect(ours.length).toBeGreaterThan(5)
    expect(ours.filter(u => u.includes('/smoke-test@')).length).toBeGreaterThan(1)
    for (const u of ours) expect(u.startsWith(`${own}@`) || u.startsWith(`${own}/smoke-test@`), u).toBe(true)
  })
})

describe('license policy of what dist/ bundles', () => {
  it('every bundled package has a license on the allow-list', () => {
    const packages = bundledPackages(path.join(ROOT, 'dist'))
    expect(packages).toEqual(expect.arrayContaining(['@actions/core', '@actions/cache', 'undici']))
    expect(licenseProblems(packages, ROOT)).toEqual([])
    const cli = bundledPackages(path.join(ROOT, 'dist/cli'))
    expect(cli).toEqual(expect.arrayContaining(['proxy-from-env', 'undici']))
    expect(licenseProblems(cli, ROOT)).toEqual([])
  })

  it('the command line holds neither @actions/core nor @actions/cache (#58: light, and nothing of the runner)', () => {
    const code = readdirSync(path.join(ROOT, 'dist/cli'))
      .filter(f => f.endsWith('.js'))
      .map(f => readFileSync(path.join(ROOT, 'dist/cli', f), 'utf8'))
      .join('\n')
    expect(code).not.toMatch(/node_modules\/@actions\//)
    expect(bundledPackages(path.join(ROOT, 'dist/cli')).filter(p => p.startsWith('@actions/'))).toEqual([])
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

describe('dependencies', () => {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; dependencies?: Record<string, string> }>
  }
  const installed = (name: string) =>
    Object.entries(lock.packages).filter(
      ([where]) => where === `node_modules/${name}` || where.endsWith(`/node_modules/${name}`)
    )

  // A second undici would be nested under the package that asks for another major.
  it('one HTTP stack: a single undici, which @actions/http-client and the platform client share', () => {
    const undici = installed('undici').map(([where, p]) => `${where}@${p.version}`)
    expect(undici).toHaveLength(1)
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>
    }
    expect(undici).toEqual([`node_modules/undici@${pkg.devDependencies.undici}`])
    expect(installed('@actions/http-client')).toHaveLength(1)
  })

  it('no overrides: every package gets what its manifest asks for', () => {
    expect(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).not.toMatch(/"overrides"/)
  })
})

describe('the command line on npm (xenioo-deploy)', () => {
  it('npm pack holds dist/cli/ with package.json, the README and the license, and nothing else; the bin runs as a script', () => {
    const [pack] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' })
    ) as [{ name: string; files: { path: string }[] }]
    const files = pack.files.map(f => f.path)
    expect(pack.name).toBe('xenioo-deploy')
    expect(files.filter(f => !f.startsWith('dist/cli/')).sort()).toEqual(['LICENSE', 'README.md', 'package.json'])
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }
    expect(files).toContain(pkg.bin['xenioo-deploy'])
    const bin = path.join(ROOT, pkg.bin['xenioo-deploy']!)
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true)
    expect(statSync(bin).mode & 0o111).not.toBe(0)
  })

  it('the release publishes it by trusted publishing (no npm token), staged or direct as the repository says, installing nothing', () => {
    const release = readFileSync(path.join(ROOT, '.github/workflows/release.yml'), 'utf8')
    const job = release.slice(release.indexOf('\n  npm:\n'))
    expect(release).not.toMatch(/NPM_TOKEN|NODE_AUTH_TOKEN/)
    expect(job).toMatch(/if: vars\.NPM_PUBLISH == 'staged' \|\| vars\.NPM_PUBLISH == 'direct'/)
    expect(job).toMatch(/id-token: write/)
    expect(job).toMatch(/need=\$\(\[ "\$HOW" = staged \] && echo 11\.15\.0 \|\| echo 11\.5\.1\)/)
    expect(job).toMatch(/npm stage publish --access public --ignore-scripts/)
    expect(job).toMatch(/npm publish --access public --ignore-scripts/)
    expect(job).not.toMatch(/npm (ci|install)|npx/)
  })

  it('every npx line of the README and docs names the package’s version', () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }
    const docs = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).map(f => `docs/${f}`)]
    const lines = docs
      .flatMap(f => readFileSync(path.join(ROOT, f), 'utf8').split('\n'))
      .filter(l => /\bnpx\b.*xenioo-deploy\b/.test(l))
    expect(lines.length).toBeGreaterThan(2)
    // A packed tarball before the first release names it in its file's name (#73).
    for (const line of lines) expect(line).toMatch(new RegExp(`xenioo-deploy[@-]${version.replace(/\./g, '\\.')}\\b`))
  })

  it('the package has no dependency: installed from its tarball into an empty folder, it is one package, and its bin runs on Node 22', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies'])
      expect(pkg[field], field).toBeUndefined()
    const work = tempDir('xdeploy-pack-')
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
        cwd: ROOT,
        encoding: 'utf8'
      })
    ) as [{ filename: string }]
    const empty = path.join(work, 'empty')
    mkdirSync(empty)
    writeFileSync(path.join(empty, 'package.json'), '{"private": true}\n')
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', path.join(work, packed.filename)], {
      cwd: empty,
      encoding: 'utf8'
    })
    const installed = readdirSync(path.join(empty, 'node_modules')).filter(n => !n.startsWith('.'))
    expect(installed).toEqual(['xenioo-deploy'])
    const node22 = nodeOf(22)
    const bin = path.join(empty, 'node_modules/.bin/xenioo-deploy')
    const version = execFileSync(node22, [bin, '--version'], { encoding: 'utf8' })
    expect(version).toBe(`${pkg.version as string}\n`)
    expect(execFileSync(node22, ['--version'], { encoding: 'utf8' })).toMatch(/^v22\./)
  })
})
