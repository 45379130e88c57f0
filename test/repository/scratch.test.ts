// Maintained without hands, in scratch clones of the work tree: a Dependabot bump of an npm package
// and of a pinned action going green with no hand edit, the repository's path set in one command,
// and the release up to the network (a bare repository as origin, a stand-in for gh). They build
// and commit in clones (about 40 s of CPU), so they are a project of their own: `npm run
// test:scratch`, a CI job of its own and a step of .ci/run, outside the minute of `npm test`.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, tempDir } from '../support/runner.ts'

const T = ['-c', 'user.name=t', '-c', 'user.email=t@example.com']

const execAsync = promisify(execFile)

/** The work tree's files (tracked, and new ones not ignored), committed in a new repository. */
async function scratchClone(): Promise<string> {
  const dir = tempDir('xdeploy-scratch-')
  const listed = await git(ROOT, 'ls-files', '-co', '--exclude-standard')
  // Deleted but not yet committed files are listed too: they are left out.
  for (const f of listed.split('\n').filter(f => f && existsSync(path.join(ROOT, f)))) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
    cpSync(path.join(ROOT, f), path.join(dir, f))
  }
  // Hard links, not a symlink: the bundle's module ids come from the modules' real paths.
  await execAsync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')])
  await git(dir, 'init', '-q', '-b', 'main')
  await git(dir, ...T, 'add', '-A')
  await git(dir, ...T, 'commit', '-qm', 'scratch')
  return dir
}

/** A git command in `dir`, its output; it runs beside the other tests instead of blocking the worker. */
/**
 * A scratch test's limit: three times the slowest measured on a busy 2-core machine (98 s: builds in
 * a clone, each of two bundles since the smoke test became an action of its own; 80 s before).
 */
const SCRATCH_LIMIT_MS = 300_000

async function git(dir: string, ...args: string[]): Promise<string> {
  return (await execAsync('git', args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })).stdout
}

/** Runs a script of the clone with Node 24; its exit code and output. */
async function script(
  dir: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env
): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await execAsync(process.execPath, args, { cwd: dir, encoding: 'utf8', env })
    return { code: 0, out: stdout }
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string }
    return { code: e.code, out: `${e.stdout}${e.stderr}` }
  }
}

describe.concurrent('maintained without hands, in scratch clones', () => {
  it(
    'a Dependabot bump of a pinned action: CI derives the examples and docs, and goes green',
    async () => {
      const dir = await scratchClone()
      const [oldSha, newSha] = ['3d3c42e5aac5ba805825da76410c181273ba90b1', 'f'.repeat(40)]
      const ci = path.join(dir, '.github/workflows/ci.yml')
      // What Dependabot changes: the workflows, and nothing else.
      writeFileSync(ci, readFileSync(ci, 'utf8').split(`${oldSha} # v7.0.1`).join(`${newSha} # v7.1.0`))
      await git(dir, ...T, 'commit', '-qam', 'Bump actions/checkout from 7.0.1 to 7.1.0')
      expect((await script(dir, ['scripts/pins.ts', '--check'])).code).toBe(1)
      // CI's step for Dependabot's pull requests, then the check the pull request must pass.
      expect((await script(dir, ['scripts/pins.ts', '--write'])).code).toBe(0)
      expect((await script(dir, ['scripts/pins.ts', '--check'])).out).toMatch(/follow the workflows/)
      for (const f of ['README.md', 'docs/recipes.md', '.github/examples/deploy-on-merge.yml']) {
        const text = readFileSync(path.join(dir, f), 'utf8')
        expect(text, f).toContain(`actions/checkout@${newSha} # v7.1.0`)
        expect(text, f).not.toContain(oldSha)
      }
    },
    SCRATCH_LIMIT_MS
  )

  it(
    'a Dependabot bump of an npm package: CI builds before testing, and after the merge dist/ is committed',
    async () => {
      const dir = await scratchClone()
      const lock = path.join(dir, 'package-lock.json')
      const bumped = readFileSync(lock, 'utf8').replace(/("node_modules\/yaml": \{\s*"version": ")[^"]+/, '$19.9.9')
      writeFileSync(lock, bumped)
      await git(dir, ...T, 'commit', '-qam', 'Bump yaml')
      // The pull request as it comes: dist/ was built from other sources, and the tests would say so.
      const fresh = async () =>
        await script(dir, [
          '-e',
          "import('./scripts/dist-stamp.ts').then(m => process.exit(m.builtFrom() === m.sourcesDigest() ? 0 : 1))"
        ])
      expect((await fresh()).code).toBe(1)
      // CI's step for Dependabot: derive, then the tests run on a dist/ built from these sources.
      expect((await script(dir, ['scripts/dist-sync.ts', '--derive'])).code).toBe(0)
      expect((await fresh()).code).toBe(0)
      await git(dir, 'checkout', '-q', '--', '.')
      // After the merge: package-dist.yml commits the rebuilt dist/, and main passes the dist check.
      const commit = await script(dir, ['scripts/dist-sync.ts', '--commit'], {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@e',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@e'
      })
      expect(commit.out).toMatch(/Committed the rebuilt dist\/ and pins/)
      expect(await git(dir, 'show', '--stat', '--format=%s', 'HEAD')).toMatch(
        /Rebuild dist\/[\s\S]*dist\/sources\.sha256/
      )
      expect((await script(dir, ['scripts/dist-sync.ts', '--check'])).out).toMatch(/up to date/)
    },
    SCRATCH_LIMIT_MS
  )

  it(
    'npm run set-repository sets every placeholder: install lines, docs, the changelog, code owners',
    async () => {
      const dir = await scratchClone()
      expect((await script(dir, ['scripts/set-repository.ts', 'acme/bot-deploy'])).code).toBe(0)
      // git grep exits 1 when it finds nothing: no placeholder is left.
      const left = await (async () => {
        try {
          return await git(
            dir,
            'grep',
            '-l',
            'your-org/',
            '--',
            '.',
            ':!dist',
            ':!package-lock.json',
            ':!test/repository'
          )
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
    },
    SCRATCH_LIMIT_MS
  )
})

describe.concurrent('the release, up to the network', () => {
  /** A scratch clone with a bare repository as origin, and a stand-in for gh that plays GitHub. */
  async function releasable(): Promise<{ dir: string; origin: string; calls: string; env: NodeJS.ProcessEnv }> {
    const dir = await scratchClone()
    const origin = tempDir('xdeploy-origin-')
    await git(origin, 'init', '-q', '--bare')
    await git(dir, 'remote', 'add', 'origin', origin)
    await git(dir, 'push', '-q', 'origin', 'main')
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

  it(
    'creates the release with the changelog’s notes, and moves the major tag, on origin',
    async () => {
      const { dir, origin, calls, env } = await releasable()
      const head = (await git(dir, 'rev-parse', 'HEAD')).trim()
      const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
      const dry = await script(dir, ['scripts/release.ts', '--dry-run'], env)
      expect(dry.code, dry.out).toBe(0)
      expect(dry.out).toContain(`move v${version.split('.')[0]} -> ${head} (was none)`)
      expect(existsSync(calls) ? readFileSync(calls, 'utf8') : '').not.toMatch(/release create/)
      const r = await script(dir, ['scripts/release.ts'], env)
      expect(r.code, r.out).toBe(0)
      expect(readFileSync(calls, 'utf8')).toMatch(
        new RegExp(`release create v${version} --target ${head} --title v${version}`)
      )
      expect(readFileSync(`${calls}.notes`, 'utf8')).toMatch(/### Added/)
      const tags = await git(origin, 'show-ref', '--tags')
      expect(tags).toContain(`${head} refs/tags/v${version}`)
      expect(tags).toContain(`${head} refs/tags/v${version.split('.')[0]}`)
      // Once released, the same version again is refused before anything is done.
      expect((await script(dir, ['scripts/release.ts', '--dry-run'], env)).code).toBe(0)
    },
    SCRATCH_LIMIT_MS
  )

  it(
    'its dry run refuses without gh, without origin, without a changelog entry, or with a stale dist/',
    async () => {
      const { dir, env } = await releasable()
      const noGh = { ...process.env, PATH: path.dirname(process.execPath) + ':/usr/bin:/bin' }
      expect((await script(dir, ['scripts/release.ts', '--dry-run'], noGh)).out).toMatch(
        /the GitHub CLI 'gh' is missing/
      )
      await git(dir, 'remote', 'remove', 'origin')
      expect((await script(dir, ['scripts/release.ts', '--dry-run'], env)).out).toMatch(/no remote 'origin'/)
      const commit = async (file: string, text: string) => {
        writeFileSync(path.join(dir, file), text)
        await git(dir, ...T, 'commit', '-qam', 'change')
      }
      const changelog = readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8')
      await commit('CHANGELOG.md', changelog.replace(/^## \[\d+\.\d+\.\d+\].*$/m, '## [0.0.0] - old'))
      expect((await script(dir, ['scripts/release.ts', '--dry-run'], env)).out).toMatch(/CHANGELOG\.md has no entry/)
    },
    SCRATCH_LIMIT_MS
  )

  it(
    'refuses a commit that is not on main, as a tag pushed from a branch or a dispatch from one would ask',
    async () => {
      const { dir, calls, env } = await releasable()
      await git(dir, 'switch', '-q', '-c', 'unreviewed')
      writeFileSync(path.join(dir, 'NOTICE'), 'not reviewed\n')
      await git(dir, 'add', 'NOTICE')
      await git(dir, ...T, 'commit', '-qm', 'unreviewed change')
      const r = await script(dir, ['scripts/release.ts', '--dist-checked'], env)
      expect(r.code).toBe(1)
      expect(r.out).toMatch(/is not on origin's main/)
      expect(existsSync(calls) ? readFileSync(calls, 'utf8') : '').not.toMatch(/release create/)
    },
    SCRATCH_LIMIT_MS
  )
})
