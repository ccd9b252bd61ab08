import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

/**
 * Offline speech: eSpeak NG compiled to WebAssembly (the `espeak-ng` npm
 * package, GPL-3.0-or-later), run in a short-lived worker thread so its
 * memory is returned after each file. Produces a WAV file.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { default: ESpeakNg } = await import(workerData.moduleUrl);
  const es = await ESpeakNg({
    // '--' ends the options: text starting with '-' is read, never taken as an option.
    arguments: ['-v', workerData.voice, '-s', '150', '-w', 'speech.wav', '--', workerData.text],
    print: () => {},
    printErr: () => {},
  });
  const wav = es.FS.readFile('speech.wav');
  parentPort.postMessage(wav, [wav.buffer]);
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

const TIMEOUT_MS = 20_000;

export function synthesizeWithEspeak(
  text: string,
  voice: string,
): Promise<Buffer> {
  const moduleUrl = pathToFileURL(require.resolve('espeak-ng')).href;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { moduleUrl, voice, text },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('offline speech timed out'));
    }, TIMEOUT_MS);
    worker.once('message', (message: Uint8Array | { error: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message instanceof Uint8Array) resolve(Buffer.from(message));
      else reject(new Error(`offline speech failed: ${message.error}`));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
