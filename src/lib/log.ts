// The one log port: every part that says something says it through a Log, so the platform client,
// the ledger and the run know nothing of @actions/core, and unit tests pass a recording fake.

/** Where an annotation points: a file of the repository, with a title. */
export interface Annotation {
  readonly file: string
  readonly title: string
}

/** Long work under way: a wait's line, or a transfer's bytes so far (of `total`, when known). */
export type Progress =
  | { readonly waiting: string }
  | { readonly moving: 'upload' | 'export'; readonly bytes: number; readonly total?: number | undefined }

export interface Log {
  /** Shows long work under way (a terminal redraws one line); a shell without it logs only a wait's lines. */
  progress?(p: Progress): void
  info(message: string): void
  debug(message: string): void
  warning(message: string, at?: Annotation): void
  notice(message: string): void
  /** An error annotation with a title (a step may show several), which does not fail the step by itself. */
  error(message: string, title: string): void
}
