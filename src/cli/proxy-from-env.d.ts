// The types of proxy-from-env, which ships none: its one function, as its README documents it.
declare module 'proxy-from-env' {
  /** The proxy for `url` from the *_PROXY and NO_PROXY variables, or '' when none applies. */
  export function getProxyForUrl(url: string): string
}
