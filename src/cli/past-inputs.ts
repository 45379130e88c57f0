// What a deploy command loads once its inputs pass, as one module (one chunk of the bundle, not one a piece, each
// repeating the ledger's keys): the ledger's folder, its journal's keys, the report's words.

export { ledgerFolder, openFolderStore } from './folder-store.ts'
export { keyOfPending } from '../ledger/open.ts'
export { headingText, paragraphsOf, rowsOf } from '../run/report.ts'
