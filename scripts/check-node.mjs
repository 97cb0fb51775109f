// Runs on any Node (plain JS, no TypeScript) so it can explain a wrong runtime
// instead of letting a later step fail oddly.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `Tinies needs Node 24; this is Node ${process.versions.node}. ` +
      'Run `npm install` (it installs Node 24 into node_modules/.bin) and use the npm scripts, ' +
      'or allow the "node" package install script if npm skipped it.',
  );
  process.exit(1);
}
