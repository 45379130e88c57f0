// How a shell names what the core's sentences point at (#66): a setting and another operation as its user gives them,
// where files may lie, where a new bot's keys go, who records later what a run could not. Each shell gives its own.

/** The words of one shell: the action's for a workflow (action/words.ts), the command line's for a terminal (cli/words.ts). */
export interface Words {
  /** A setting with its value, as the user writes it: `'on-throttle: wait'` in a workflow, `--on-throttle wait` on a terminal. */
  setting(name: string, value: string): string
  /** Another operation, as the user runs it: `'operation: publish'`, `'xenioo-deploy publish'`. */
  operation(name: string): string
  /** Where files may lie, after "outside": `the workspace and the runner's temp folder`, `the working folder`. */
  readonly folders: string
  /** The folder relative paths are read from: `the workspace`, `the working folder`. */
  readonly root: string
  /** Where a file must be, in a fix: `a file inside the repository checkout (or RUNNER_TEMP)`. */
  readonly within: string
  /** The fix for a file that is not there. */
  readonly missingFile: string
  /** Where a new bot's key and secret are, once written: `in the step's outputs …`, `in the credentials file …`. */
  readonly keysAt: string
  /** Who tries again to record what the run could not, and when (`the post step`, `at the end of the job`); the run itself (`the main step`). None: nothing does (the command line's journal is in the ledger's own file). */
  readonly later: { readonly who: string; readonly when: string; readonly self: string } | undefined
  /** Who else could have written a ledger entry not believed, and how to delete it: the Actions cache's, the folder's. */
  readonly strayEntry: string
  /** What a deploy may have changed unseen by this ledger: `… another branch`, `… another ledger folder or machine`. */
  readonly unseen: string
  /** What the run is, at a sentence's start: `This step`, `This command`. */
  readonly self: string
  /** An empty service endpoint: what else may be wrong, and the fix. */
  readonly noEndpoint: { readonly problem: string; readonly fix: string }
  /** How a refusal names its input first: `Input 'backup-file'`, `--backup-file`, `XENIOO_BOT_API_KEY`. */
  refused(input: string): string
  /** An input in a sentence, as the shell's user gives it: `'backup-file'`, `--backup-file`, `XENIOO_BOT_API_KEY`. */
  input(name: string): string
  /** An output in a sentence, where the user reads it: `the output 'next-publish-at'`, `'next-publish-at' (--json)`. */
  output(name: string): string
  /** The run a ledger entry names, as its CI says it: `by run #7 on refs/heads/main`, `by job #7 (its URL) on main`. */
  runBy(by: { readonly runNumber: string; readonly ref: string }): string
}

/** What a sentence that names an input or an output asks of the shell's words. */
export type Naming = Pick<Words, 'input' | 'output'>

/** An input as a sentence names it: its name (an InputError's) and how the shell's user gives it (`Words.input`). */
export type Named = { readonly input: string; readonly as: string }

export const named = (words: Naming, input: string): Named => ({ input, as: words.input(input) })
