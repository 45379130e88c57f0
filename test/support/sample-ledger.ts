// What the unit tests of the ledger and of the throttle policy share: a fixed time, and the ledger
// prefix of one bot on one endpoint.
import { LEDGER_KEY_PREFIX } from '../../src/domain/constants.ts'
import { ledgerPrefix } from '../../src/domain/ledger-keys.ts'

export const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)

export const SAMPLE_PREFIX = ledgerPrefix(
  'https://api.example.com/r',
  { level: 'bot', accountApiKey: 'acc', botApiKey: 'bot', botApiSecret: 'sec' },
  LEDGER_KEY_PREFIX
)
