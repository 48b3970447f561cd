// Where the desktop app keeps its data: `--data-dir=<path>` for dev and manual testing overrides the default.

export function dataDirFlag(argv: readonly string[]): string | undefined {
  const flag = argv.find((a) => a.startsWith('--data-dir='));
  return flag ? flag.slice('--data-dir='.length) : undefined;
}
