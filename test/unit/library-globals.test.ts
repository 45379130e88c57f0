// The one place the action changes process globals around @actions/cache: what the library prints
// is routed (its warnings collected, its progress made debug lines, anything else left alone), and
// the working directory and GITHUB_WORKSPACE are the save's folder only while it runs.
import { realpathSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { inFolder, quietly, route } from '../../src/action/cache-store.ts'
import { tempDir } from '../support/runner.ts'

describe('what @actions/cache prints', () => {
  it.each([
    ['::warning::Failed to save: 409\n', undefined, ['Failed to save: 409']],
    ['::error::boom\n', undefined, ['boom']],
    ['[command]/usr/bin/tar -cf x\n', '::debug::[command]/usr/bin/tar -cf x\n', []],
    // A debug line's data is escaped as the runner's commands want (% as %25).
    ['Sent 10 of 10 (100%)\n\n', '::debug::Sent 10 of 10 (100%25)\n', []],
    ['::debug::already a debug line\n', '::debug::already a debug line\n', []]
  ])('%j', (text, written, problems) => {
    const found: string[] = []
    expect(route(text, found)).toBe(written)
    expect(found).toEqual(problems)
  })

  it('only inside the call: stdout is the same function before and after, and other writes pass', async () => {
    const writer = () => Object.getOwnPropertyDescriptor(process.stdout, 'write')?.value as unknown
    const before = writer()
    const { value, problems } = await quietly(async () => {
      expect(writer()).not.toBe(before)
      return Promise.resolve(42)
    })
    expect(value).toBe(42)
    expect(problems).toEqual([])
    expect(writer()).toBe(before)
  })
})

describe('where @actions/cache works', () => {
  const cwd = process.cwd()
  const workspace = process.env.GITHUB_WORKSPACE
  afterEach(() => {
    process.chdir(cwd)
    if (workspace === undefined) delete process.env.GITHUB_WORKSPACE
    else process.env.GITHUB_WORKSPACE = workspace
  })

  it('the folder is the working directory and the workspace during the call, and both are put back after a failure', async () => {
    const folder = realpathSync(tempDir())
    const during = await inFolder(folder, async () => [process.cwd(), process.env.GITHUB_WORKSPACE])
    expect(during).toEqual([folder, folder])
    expect([process.cwd(), process.env.GITHUB_WORKSPACE]).toEqual([cwd, workspace])
    await expect(inFolder(folder, () => Promise.reject(new Error('save failed')))).rejects.toThrow('save failed')
    expect([process.cwd(), process.env.GITHUB_WORKSPACE]).toEqual([cwd, workspace])
  })
})
