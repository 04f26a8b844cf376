// Prints the TypeScript runtime (`node -r @swc-node/register`) pinned to the versions of package-lock.json,
// for the service images: they install one workspace without the root's devDependencies.
const lock = require('../../package-lock.json');

const names = ['@swc-node/register', '@swc/core', '@swc/helpers', 'typescript'];
console.log(
  names
    .map((name) => {
      const entry = lock.packages[`node_modules/${name}`];
      if (!entry) throw new Error(`${name} is not in package-lock.json`);
      return `${name}@${entry.version}`;
    })
    .join(' '),
);
