// What a deploy command loads once its inputs pass, as one module (one chunk of the bundle, not one a piece, each
// repeating the ledger's keys): the ledger's folder and its journal's keys.

export { openFolderStore } from './folder-store.ts'
export { keyOfPending } from '../ledger/open.ts'
