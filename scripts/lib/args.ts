/** `--name value`, `--name=value` and bare `--flag` (true) into a record; other words into `rest`. */
export function parseFlags(argv: string[]): { flags: Record<string, string | true>; rest: string[] } {
  const flags: Record<string, string | true> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (!word.startsWith('--')) {
      rest.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    if (eq > 2) flags[word.slice(2, eq)] = word.slice(eq + 1);
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) flags[word.slice(2)] = argv[++i];
    else flags[word.slice(2)] = true;
  }
  return { flags, rest };
}

/** Ends the CLI with a message on stderr. */
export function die(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}
