// Cancellation: the runner sends SIGINT, SIGTERM 7.5 s later, then kills; the run stops where it is, at once
// before a call, and with a call in flight records it as one that may have been applied.

/** Why the run's signal aborted: the run was cancelled (the flow words it for the user). */
export class Interrupted extends Error {}

export class Cancellation {
  readonly #controller = new AbortController()
  #by: NodeJS.Signals | undefined

  get signal(): AbortSignal {
    return this.#controller.signal
  }

  get by(): NodeJS.Signals | undefined {
    return this.#by
  }

  cancel(by: NodeJS.Signals): void {
    if (this.#by) return
    this.#by = by
    // The reason's words end up in the message of a call abandoned in flight (platform/failures.ts's `abandoned`).
    this.#controller.abort(new Interrupted(`the run was cancelled (${by})`))
  }

  /** Listens for `signals` (the runner's SIGINT and SIGTERM; a terminal's SIGHUP too); returns the function that stops listening. */
  listen(signals: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM']): () => void {
    const on = (by: NodeJS.Signals) => this.cancel(by)
    for (const signal of signals) process.on(signal, on)
    return () => {
      for (const signal of signals) process.off(signal, on)
    }
  }

  /** `work`, or an Interrupted error the moment the run is cancelled (the work is then abandoned). */
  async race<T>(work: Promise<T>): Promise<T> {
    const signal = this.signal
    if (signal.aborted) throw signal.reason
    let stop = () => {}
    const cancelled = new Promise<never>((_, reject) => {
      const onAbort = () => reject(signal.reason as Error)
      signal.addEventListener('abort', onAbort, { once: true })
      stop = () => signal.removeEventListener('abort', onAbort)
    })
    try {
      return await Promise.race([work, cancelled])
    } finally {
      stop()
    }
  }
}
