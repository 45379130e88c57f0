// Every name the action shares with action.yml, the README and the tests lives here, once.

/** The action's version: package.json's, which the release releases (a repository test holds them equal). */
export const ACTION_VERSION = '1.0.0'

export const Input = {
  Operation: 'operation',
  ServiceEndpoint: 'service-endpoint',
  NodeUrl: 'node-url',
  AccountApiKey: 'account-api-key',
  BotApiKey: 'bot-api-key',
  BotApiSecret: 'bot-api-secret',
  BotName: 'bot-name',
  Token: 'token',
  BackupFile: 'backup-file',
  Throttle: 'throttle',
  OnThrottle: 'on-throttle',
  MaxWaitMinutes: 'max-wait-minutes',
  SkipUnchanged: 'skip-unchanged',
  DryRun: 'dry-run',
  Retries: 'retries',
  TimeoutSeconds: 'timeout-seconds',
  MaxBackupMib: 'max-backup-mib',
  OutputCredentials: 'output-credentials',
  Publish: 'publish',
  KeepReplaced: 'keep-replaced',
  OnDrift: 'on-drift'
} as const
export type InputName = (typeof Input)[keyof typeof Input]

/** The deploy's switches: a shell gives each as a boolean, or leaves it unset (its default). */
export const SwitchInputs = [
  Input.Publish,
  Input.SkipUnchanged,
  Input.DryRun,
  Input.OutputCredentials,
  Input.KeepReplaced
] as const
export type SwitchInput = (typeof SwitchInputs)[number]
export type TextInput = Exclude<InputName, SwitchInput>
export const TextInputs = Object.values(Input).filter(
  (n): n is TextInput => !(SwitchInputs as readonly string[]).includes(n)
)
/** The inputs that hold keys: read from the environment on a terminal, from secrets in a workflow. */
export type KeyInput =
  typeof Input.AccountApiKey | typeof Input.BotApiKey | typeof Input.BotApiSecret | typeof Input.Token

/** Inputs whose values are secrets: masked before anything else happens. */
export const SecretInputs: readonly KeyInput[] = [Input.AccountApiKey, Input.BotApiKey, Input.BotApiSecret, Input.Token]

export const Output = {
  ApiKey: 'api-key',
  ApiSecret: 'api-secret',
  Result: 'result',
  Throttled: 'throttled',
  NextRestoreAt: 'next-restore-at',
  BackupSha256: 'backup-sha256',
  BackupBytes: 'backup-bytes',
  Changed: 'changed',
  NextBackupAt: 'next-backup-at',
  Published: 'published',
  OnlineChannels: 'online-channels',
  PublishErrors: 'publish-errors',
  NextPublishAt: 'next-publish-at',
  BotName: 'bot-name',
  LiveMatch: 'live-match',
  LiveSha256: 'live-sha256',
  ReplacedBackup: 'replaced-backup',
  Drift: 'drift',
  Error: 'error'
} as const
export type OutputName = (typeof Output)[keyof typeof Output]

/** What each output holds, where a value is typed (the command line's JSON; the action's outputs are the runner's strings). */
export const OutputKinds = {
  'api-key': 'text',
  'api-secret': 'text',
  result: 'text',
  throttled: 'boolean',
  'next-restore-at': 'text',
  'backup-sha256': 'text',
  'backup-bytes': 'number',
  changed: 'boolean',
  'next-backup-at': 'text',
  published: 'boolean',
  'online-channels': 'list',
  'publish-errors': 'list',
  'next-publish-at': 'text',
  'bot-name': 'text',
  'live-match': 'text',
  'live-sha256': 'text',
  'replaced-backup': 'text',
  drift: 'text',
  error: 'text'
} as const satisfies Record<OutputName, 'text' | 'boolean' | 'number' | 'list'>

export const ThrottleModes = ['cache', 'required', 'off'] as const
export type ThrottleMode = (typeof ThrottleModes)[number]

export const OnThrottleModes = ['fail', 'skip', 'wait'] as const
export type OnThrottle = (typeof OnThrottleModes)[number]

/** What an overwrite does when the bot changed since this tool's last deploy (#75): stop, say so and go on, or go on. */
export const OnDriftModes = ['fail', 'warn', 'overwrite'] as const
export type OnDrift = (typeof OnDriftModes)[number]

/** The `result` output of a run that made no call by design. */
export type NoCallResult = 'skipped' | 'unchanged' | 'planned'

/** The platform's throttles: one restore or overwrite, one backup and one publish per bot per hour, each its own. */
export const THROTTLE_WINDOW_MS = 60 * 60 * 1000
/** Kept after the hour, by the platform's clock: its `Date` has whole seconds, and it may count a call a moment after its answer. */
export const THROTTLE_MARGIN_MS = 5_000

export const Defaults = {
  retries: 3,
  timeoutSeconds: 300,
  maxRetries: 10,
  maxTimeoutSeconds: 3600,
  maxBackupMib: 2048,
  maxMaxBackupMib: 65536,
  /** A wait is at most the hour and its margin: 61 minutes lets every wait run. */
  maxWaitMinutes: 61
} as const

/** How long the ledger's lookup (a few requests: ledger-keys.ts) may take; past it the run goes on without the ledger (one warning). */
export const LEDGER_LOOKUP_LIMIT_MS = 10_000
/** How long saving a ledger entry may take; past it the run ends without the entry (one warning). */
export const LEDGER_SAVE_LIMIT_MS = 10_000

/** Prefix of every throttle-ledger cache key for restores (followed by a hash of the subject and a time; sealed). */
export const LEDGER_KEY_PREFIX = 'xenioo-deploy-restore-v3-'
/** The same for backups (exports), which the platform limits on their own. */
export const BACKUP_LEDGER_KEY_PREFIX = 'xenioo-deploy-backup-v3-'
/** The same for publishes, which the platform limits on their own. */
export const PUBLISH_LEDGER_KEY_PREFIX = 'xenioo-deploy-publish-v3-'
/** How far back the ledger looks: the Actions cache evicts entries unused for 7 days, so an older one may stand for one whose successors are gone. */
export const LEDGER_HORIZON_MS = 7 * 24 * 60 * 60 * 1000
/** The path the ledger entry is saved under, relative to the workspace: fixed, so the cache version matches across runs. */
export const LEDGER_PATH = '.xenioo-deploy-ledger'
/** How long saving a ledger entry may still take once the run is cancelled. */
export const SAVE_LIMIT_WHEN_CANCELLED_MS = 3_000
