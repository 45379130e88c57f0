// The smoke test's input names, apart from its code: the command line reads them for its flags without
// loading the conversation or the HTTP client.

/** The inputs of smoke-test/action.yml; the credentials are named as the deploy action names them. */
const CHANNEL = ['channel-endpoint', 'channel-key', 'user-id', 'variables', 'timeout-seconds'] as const
const CREDENTIALS = ['service-endpoint', 'account-api-key', 'bot-api-key', 'bot-api-secret', 'token'] as const
export const INPUTS = ['script', ...CREDENTIALS, ...CHANNEL, 'next-restore-at', 'next-publish-at'] as const
export type SmokeInput = (typeof INPUTS)[number]
export const SECRETS: readonly SmokeInput[] = [...CREDENTIALS.slice(1), 'channel-key']
/** How long the bot may take to answer a message (`timeout-seconds`): its default and its most, in seconds. */
export const ANSWER_SECONDS = { default: 30, max: 600 } as const
