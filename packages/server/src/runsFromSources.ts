/** True when this process runs the server's bin from its TypeScript sources, as `pnpm start` does in the repository. @internal */
export const _runsFromSources = (): boolean => /\.ts$/.test(process.argv[1] ?? '');
