// Ready to publish and maintained without hands: the Marketplace's limits on action.yml, every
// pin following the workflows' (the source of truth), the licenses of what dist/ bundles, the
// repository path kept in one place, and in scratch clones: a Dependabot bump of an npm package
// and of a pinned action going green with no hand edit, and the release up to the network (a
// bare repository as origin, a stand-in for gh).
import { execFileSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ownPath, pinnedFiles, problems, remoteProblems, type Pin, type Remote } from '../../scripts/pins.ts'
import { bundledPackages, licenseProblems } from '../support/licenses.ts'
import { ROOT, actionYml, tempDir } from '../support/runner.ts'

const T = ['-c', 'user.name=t', '-c', 'user.email=t@example.com']

/** The work tree's files (tracked, and new ones not ignored), committed in a new repository. */
function scratchClone(): string {
  const dir = tempDir('xdeploy-scratch-')
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  // Deleted but not yet committed files are listed too: they are left out.
  for (const f of listed.split('\n').filter(f => f && existsSync(path.join(ROOT, f)))) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
    cpSync(path.join(ROOT, f), path.join(dir, f))
  }
  // Hard links, not a symlink: the bundle's module ids come from the modules' real paths.
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')])
  git(dir, 'init', '-q', '-b', 'main')
  git(dir, ...T, 'add', '-A')
  git(dir, ...T, 'commit', '-qm', 'scratch')
  return dir
}

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8' })
}

/** Runs a script of the clone with Node 24; its exit code and output. */
function script(dir: string, args: string[], env: NodeJS.ProcessEnv = process.env): { code: number; out: string } {
  try {
    return { code: 0, out: execFileSync(process.execPath, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe', env }) }
  } catch (err) {
    const e = err as { status: number; stdout: string; stderr: string }
    return { code: e.status, out: `${e.stdout}${e.stderr}` }
  }
}

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
        ...readFileSync(path.join(ROOT, f), 'utf8').matchAll(/^\s*(?:-\s+)?uses:\s*(\S+xenioo-deploy-action@\S+)/gm)
      ])
      .map(m => m[1]!)
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
      dependencies: Record<string, string>
    }
    expect(undici).toEqual([`node_modules/undici@${pkg.dependencies.undici}`])
    expect(installed('@actions/http-client')).toHaveLength(1)
  })

  it('no overrides: every package gets what its manifest asks for', () => {
    expect(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).not.toMatch(/"overrides"/)
  })
})

describe.concurrent('maintained without hands, in scratch clones', () => {
  it('a Dependabot bump of a pinned action: CI derives the examples and docs, and goes green', () => {
    const dir = scratchClone()
    const [oldSha, newSha] = ['3d3c42e5aac5ba805825da76410c181273ba90b1', 'f'.repeat(40)]
    const ci = path.join(dir, '.github/workflows/ci.yml')
    // What Dependabot changes: the workflows, and nothing else.
    writeFileSync(ci, readFileSync(ci, 'utf8').split(`${oldSha} # v7.0.1`).join(`${newSha} # v7.1.0`))
    git(dir, ...T, 'commit', '-qam', 'Bump actions/checkout from 7.0.1 to 7.1.0')
    expect(script(dir, ['scripts/pins.ts', '--check']).code).toBe(1)
    // CI's step for Dependabot's pull requests, then the check the pull request must pass.
    expect(script(dir, ['scripts/pins.ts', '--write']).code).toBe(0)
    expect(script(dir, ['scripts/pins.ts', '--check']).out).toMatch(/follow the workflows/)
    for (const f of ['README.md', 'docs/recipes.md', '.github/examples/deploy-on-merge.yml']) {
      const text = readFileSync(path.join(dir, f), 'utf8')
      expect(text, f).toContain(`actions/checkout@${newSha} # v7.1.0`)
      expect(text, f).not.toContain(oldSha)
    }
  }, 180_000)

  it('a Dependabot bump of an npm package: CI builds before testing, and after the merge dist/ is committed', () => {
    const dir = scratchClone()
    const lock = path.join(dir, 'package-lock.json')
    const bumped = readFileSync(lock, 'utf8').replace(/("node_modules\/yaml": \{\s*"version": ")[^"]+/, '$19.9.9')
    writeFileSync(lock, bumped)
    git(dir, ...T, 'commit', '-qam', 'Bump yaml')
    // The pull request as it comes: dist/ was built from other sources, and the tests would say so.
    const fresh = () =>
      script(dir, [
        '-e',
        "import('./scripts/dist-stamp.ts').then(m => process.exit(m.builtFrom() === m.sourcesDigest() ? 0 : 1))"
      ])
    expect(fresh().code).toBe(1)
    // CI's step for Dependabot: derive, then the tests run on a dist/ built from these sources.
    expect(script(dir, ['scripts/dist-sync.ts', '--derive']).code).toBe(0)
    expect(fresh().code).toBe(0)
    git(dir, 'checkout', '-q', '--', '.')
    // After the merge: package-dist.yml commits the rebuilt dist/, and main passes the dist check.
    const commit = script(dir, ['scripts/dist-sync.ts', '--commit'], {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@e',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@e'
    })
    expect(commit.out).toMatch(/Committed the rebuilt dist\/ and pins/)
    expect(git(dir, 'show', '--stat', '--format=%s', 'HEAD')).toMatch(/Rebuild dist\/[\s\S]*dist\/sources\.sha256/)
    expect(script(dir, ['scripts/dist-sync.ts', '--check']).out).toMatch(/up to date/)
  }, 180_000)

  it('npm run set-repository sets every placeholder: install lines, docs, the changelog, code owners', () => {
    const dir = scratchClone()
    expect(script(dir, ['scripts/set-repository.ts', 'acme/bot-deploy']).code).toBe(0)
    // git grep exits 1 when it finds nothing: no placeholder is left.
    const left = (() => {
      try {
        return git(dir, 'grep', '-l', 'your-org/', '--', '.', ':!dist', ':!package-lock.json', ':!test/repository')
      } catch {
        return ''
      }
    })()
    expect(left).toBe('')
    expect(readFileSync(path.join(dir, '.github/CODEOWNERS'), 'utf8')).toContain('@acme/xenioo-deploy-maintainers')
    expect(readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8')).toContain(
      'https://github.com/acme/bot-deploy/compare/'
    )
    expect(readFileSync(path.join(dir, 'docs/recipes.md'), 'utf8')).toContain('uses: acme/bot-deploy@v1')
  }, 180_000)
})

describe.concurrent('the release, up to the network', () => {
  /** A scratch clone with a bare repository as origin, and a stand-in for gh that plays GitHub. */
  function releasable(): { dir: string; origin: string; calls: string; env: NodeJS.ProcessEnv } {
    const dir = scratchClone()
    const origin = tempDir('xdeploy-origin-')
    git(origin, 'init', '-q', '--bare')
    git(dir, 'remote', 'add', 'origin', origin)
    git(dir, 'push', '-q', 'origin', 'main')
    const bin = tempDir('xdeploy-bin-')
    const calls = path.join(bin, 'calls')
    // gh release create TAG --target SHA ... --notes-file F: GitHub makes the tag with the release.
    writeFileSync(
      path.join(bin, 'gh'),
      `#!/bin/sh
echo "$@" >> "${calls}"
case "$1 $2" in
  "release create")
    tag="$3"; shift 3
    while [ $# -gt 0 ]; do
      case "$1" in --target) target="$2";; --notes-file) cp "$2" "${calls}.notes";; esac; shift
    done
    [ -n "$target" ] && git push -q origin "$target:refs/tags/$tag";;
esac
exit 0
`
    )
    chmodSync(path.join(bin, 'gh'), 0o755)
    return { dir, origin, calls, env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } }
  }

  it('creates the release with the changelog’s notes, and moves the major tag, on origin', () => {
    const { dir, origin, calls, env } = releasable()
    const head = git(dir, 'rev-parse', 'HEAD').trim()
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
    const dry = script(dir, ['scripts/release.ts', '--dry-run'], env)
    expect(dry.code, dry.out).toBe(0)
    expect(dry.out).toContain(`move v${version.split('.')[0]} -> ${head} (was none)`)
    expect(existsSync(calls) ? readFileSync(calls, 'utf8') : '').not.toMatch(/release create/)
    const r = script(dir, ['scripts/release.ts'], env)
    expect(r.code, r.out).toBe(0)
    expect(readFileSync(calls, 'utf8')).toMatch(
      new RegExp(`release create v${version} --target ${head} --title v${version}`)
    )
    expect(readFileSync(`${calls}.notes`, 'utf8')).toMatch(/### Added/)
    const tags = git(origin, 'show-ref', '--tags')
    expect(tags).toContain(`${head} refs/tags/v${version}`)
    expect(tags).toContain(`${head} refs/tags/v${version.split('.')[0]}`)
    // Once released, the same version again is refused before anything is done.
    expect(script(dir, ['scripts/release.ts', '--dry-run'], env).code).toBe(0)
  }, 120_000)

  it('its dry run refuses without gh, without origin, without a changelog entry, or with a stale dist/', () => {
    const { dir, env } = releasable()
    const noGh = { ...process.env, PATH: path.dirname(process.execPath) + ':/usr/bin:/bin' }
    expect(script(dir, ['scripts/release.ts', '--dry-run'], noGh).out).toMatch(/the GitHub CLI 'gh' is missing/)
    git(dir, 'remote', 'remove', 'origin')
    expect(script(dir, ['scripts/release.ts', '--dry-run'], env).out).toMatch(/no remote 'origin'/)
    const commit = (file: string, text: string) => {
      writeFileSync(path.join(dir, file), text)
      git(dir, ...T, 'commit', '-qam', 'change')
    }
    const changelog = readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8')
    commit('CHANGELOG.md', changelog.replace(/^## \[\d+\.\d+\.\d+\].*$/m, '## [0.0.0] - old'))
    expect(script(dir, ['scripts/release.ts', '--dry-run'], env).out).toMatch(/CHANGELOG\.md has no entry/)
  }, 120_000)
})
