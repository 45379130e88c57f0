// The smoke test's input names and a limit, apart from its code: the command line's flags and help, without its client.

/** The inputs of smoke-test/action.yml; the credentials are named as the deploy action names them. */
const CHANNEL = ['channel-endpoint', 'channel-key', 'user-id', 'variables', 'timeout-seconds'] as const
const CREDENTIALS = ['service-endpoint', 'account-api-key', 'bot-api-key', 'bot-api-secret', 'token'] as const
const SUITE = ['scripts', 'stop-on-failure', 'junit-file'] as const
export const INPUTS = ['script', ...SUITE, ...CREDENTIALS, ...CHANNEL, 'next-restore-at', 'next-publish-at'] as const
export type SmokeInput = (typeof INPUTS)[number]
/** The request a shell gives (#66): each text input (`junit-file` is the action's own) as written, `''` unset; the switch. */
export type SmokeRequest = Readonly<Record<SmokeText, string>> & { readonly 'stop-on-failure'?: boolean | undefined }
export type SmokeText = Exclude<SmokeInput, 'stop-on-failure' | 'junit-file'>
export const TEXT_INPUTS = INPUTS.filter((n): n is SmokeText => n !== 'stop-on-failure' && n !== 'junit-file')
export const SECRETS: readonly SmokeText[] = [...CREDENTIALS.slice(1), 'channel-key']
export const ANSWER_SECONDS = [30, 600] as const // timeout-seconds: how long the bot may take to answer, its default and most
