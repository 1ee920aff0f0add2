// Runs the GPL-3.0 espeak-ng (WASM build from npm) as a separate program: reads
// {"voice","speed","pitch","jobs":[{"text","file","ssml"}]} on stdin and writes one WAV file per job.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import ESpeakNg from 'espeak-ng';

const require = createRequire(import.meta.url);

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function main() {
  const { voice, speed, pitch, jobs } = await readStdin();
  // Compile the 18 MB module once; every job gets a fresh instance because espeak-ng's main()
  // runs on instantiation.
  const wasm = await WebAssembly.compile(await readFile(require.resolve('espeak-ng/dist/espeak-ng.wasm')));
  for (const job of jobs) {
    const instance = await ESpeakNg({
      // The text goes through a file, so nothing in it can be taken for a command-line option.
      arguments: [
        ...(job.ssml ? ['-m'] : []),
        ...['-b', '1', '-v', String(voice), '-s', String(speed), '-p', String(pitch ?? 50), '-w', '/out.wav', '-f', '/in.txt'],
      ],
      preRun: [(module) => module.FS.writeFile('/in.txt', String(job.text))],
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(wasm, imports).then((inst) => done(inst));
        return {};
      },
      print: () => {},
      printErr: (line) => process.stderr.write(`${line}\n`),
    });
    await writeFile(job.file, instance.FS.readFile('/out.wav'));
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`${err?.stack ?? err}\n`);
    process.exit(1);
  },
);
