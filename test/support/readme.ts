// The README's inputs and outputs tables, as they must read given action.yml (scripts/docs.ts writes them).
export { inputsTable, outputsTable } from '../../scripts/docs.ts'
