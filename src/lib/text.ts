// Text from outside, made safe to repeat: control characters, line breaks, invisible formatting
// and workflow-command markers removed, and a length bound. Also what may stand in an HTTP header.

// Control characters are exactly what this pattern is for.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
/** Invisible formatting: bidi controls (U+202A to U+202E, U+2066 to U+2069), zero-width characters, soft hyphens. */
const FORMAT = /\p{Cf}+/gu

/**
 * Text that came from outside (an error body from the platform, an error message from a library):
 * control characters and line breaks become spaces, invisible formatting (bidi controls, which
 * could reorder the line on screen, and zero-width characters) is removed, workflow-command
 * markers (`::`) are broken up so the text cannot issue a runner command, and it is cut to `max`
 * characters.
 */
export function untrusted(text: string, max = 300): string {
  const visible = text.replace(FORMAT, '').replace(CONTROL, ' ')
  let out = visible.replace(/::/g, ': :').replace(/ {2,}/g, ' ').trim()
  if (out.length > max) out = `${out.slice(0, max)}… (${out.length - max} more characters)`
  return out
}

/** The reason of any thrown value, as one line of text (for warnings). */
export function reasonOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

/** A value that can stand in an HTTP header: Latin-1, without control characters or line breaks. */
export function isHeaderValue(value: string): boolean {
  // Control characters are exactly what this pattern is for.
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000a-\u001f\u007f\u0100-\uffff]/.test(value)
}
