// pnpm hooks of the workspace. beforePacking: a packed package.json keeps no `@rcs-send/source`
// export condition. That condition points at ./src (for typecheck and tests without a build),
// which no tarball ships; a consumer's resolver given that condition would find nothing.

/** `exports` without the workspace's source condition, at any depth. */
function withoutSourceCondition(exports) {
  if (typeof exports !== 'object' || exports === null) return exports;
  return Object.fromEntries(Object.entries(exports).filter(([key]) => key !== '@rcs-send/source').map(([key, value]) => [key, withoutSourceCondition(value)]));
}

module.exports = {
  hooks: {
    beforePacking(pkg) {
      return pkg.exports === undefined ? pkg : { ...pkg, exports: withoutSourceCondition(pkg.exports) };
    },
  },
};
