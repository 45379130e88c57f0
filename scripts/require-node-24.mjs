// Before npm test: the tests run under Node 24, which `npm ci` installs as the `node` dev
// dependency through that package's install script. Plain JavaScript, so that an older Node can
// say what is missing instead of failing somewhere else.
const major = Number(process.versions.node.split('.')[0])
if (major !== 24) {
  console.error(
    `npm test needs Node 24 (the action's node24 runtime), and this is Node ${process.version}.\n` +
      "npm ci installs Node 24 as the 'node' dev dependency, through its install script: if install scripts\n" +
      "were off (npm ci --ignore-scripts, or ignore-scripts in .npmrc), run 'npm rebuild node' once, or npm ci\n" +
      'without --ignore-scripts. Then run npm test again.'
  )
  process.exit(1)
}
