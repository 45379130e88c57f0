// What going live keeps of itself in the run's outcome: the publish, whether it was the run's call,
// and how it went. Read only by the going-live room.

import type { ActionError } from '../../domain/errors.ts'
import type { Publication } from '../../platform/platform.ts'
import type { Known } from '../outcome.ts'

/** The publish of a run, when it made one (or meant to, after a confirmed overwrite). */
export type PublishReport = { readonly asCall: boolean } &
  /** The platform published: the draft is live; `sha256`: the bytes that went live, when known. */
  (
    | {
        readonly kind: 'published'
        readonly at: number
        readonly live: Publication
        readonly sha256?: string | undefined
      }
    /** Refused, or never sent: nothing went live. */
    | { readonly kind: 'not-published'; readonly error: ActionError }
    /** It may have been published (a 5xx, a lost answer, a cancel in flight): recorded. */
    | { readonly kind: 'maybe-published'; readonly error: ActionError; readonly at: number }
  )

/** The key the report is kept under in an outcome's reports. */
export const GO_LIVE = Symbol('go-live')

export const reportOf = (known: Known): PublishReport | undefined =>
  known.reports?.get(GO_LIVE) as PublishReport | undefined
