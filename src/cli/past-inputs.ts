// What a deploy command loads once its inputs pass, as one module (one chunk of the bundle, not one a piece, each
// repeating the ledger's keys): the ledger's folder, its journal's keys, the last save, the report's words.

export { ledgerFolder, openFolderStore } from './folder-store.ts'
export { keyOfPending } from '../ledger/open.ts'
export { recordLeft } from '../run/record.ts'
export { headingText, paragraphsOf, rowsOf } from '../run/report.ts'
