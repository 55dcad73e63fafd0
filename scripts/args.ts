/**
 * The command line of the contact-sheet scripts: `option('--name', fallback)`
 * takes `--name value` out of the arguments, `flag('--name')` takes `--name`
 * out; what neither took stays in `rest` (scene ids, an output path).
 */
export function cliArgs(argv: readonly string[] = process.argv.slice(2)) {
  const rest = [...argv];
  return {
    rest,
    option(name: string, fallback: string): string {
      const i = rest.indexOf(name);
      if (i < 0) return fallback;
      const value = rest[i + 1] ?? fallback;
      rest.splice(i, 2);
      return value;
    },
    flag(name: string): boolean {
      const i = rest.indexOf(name);
      if (i >= 0) rest.splice(i, 1);
      return i >= 0;
    },
  };
}
