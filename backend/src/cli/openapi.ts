import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../app';
import { loadConfig } from '../config/config';

/**
 * `node dist/cli/openapi.js [file]`: writes the API's OpenAPI document as JSON
 * (to the file, or to standard output). Needs no database: the application is
 * assembled without starting.
 */
async function main(): Promise<void> {
  // The document does not depend on configuration; a fixed secret keeps
  // validation from generating one into the data directory.
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'openapi-document-only-'.padEnd(32, '0'),
    LOG_LEVEL: 'silent',
  });
  const document = await buildOpenApiDocument(config);
  const json = `${JSON.stringify(document, null, 2)}\n`;
  const file = process.argv[2];
  if (file) writeFileSync(file, json);
  else process.stdout.write(json);
}

main().catch((error) => {
  process.stderr.write(
    `Could not build the OpenAPI document: ${error?.stack ?? error}\n`,
  );
  process.exit(1);
});
