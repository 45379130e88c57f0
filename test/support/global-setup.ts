// Before any test: the suite runs under Node 24, as the action's runtime (node24) does.
export default function setup(): void {
  const major = Number(process.versions.node.split('.')[0])
  if (major !== 24) {
    throw new Error(
      `The tests must run under Node 24 (the action's node24 runtime), not ${process.version}. Run them with 'npm test', which uses the Node 24 that 'npm ci' installs.`
    )
  }
}
