import { defineConfig } from 'vitest/config'

const root = new URL('..', import.meta.url).pathname

// The toolkit packages ship source maps whose sources are not in the package, and Vite warns of
// each file it inlines: that says nothing about this project, so a passing run stays quiet (Vite's
// errors still show). Vitest makes each project's logger at this level.
const logLevel = 'error'

export default defineConfig({
  logLevel,
  test: {
    root,
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The tests mostly wait on the processes they start: one worker more than the 2 cores.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        logLevel,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'] }
      },
      // Checks of the repository itself: README and action.yml, pins, licenses, the release script.
      { extends: true, logLevel, test: { name: 'repository', include: ['test/repository/**/*.test.ts'] } },
      {
        extends: true,
        logLevel,
        test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], globalSetup: ['test/support/fresh-dist.ts'] }
      },
      // The whole end-to-end suite once more with the runner's step debug on: the action and
      // @actions/cache then print debug lines, and still no secret may appear.
      {
        extends: true,
        logLevel,
        test: {
          name: 'e2e-step-debug',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/fresh-dist.ts'],
          env: { ACTIONS_STEP_DEBUG: 'true' }
        }
      }
    ]
  }
})
