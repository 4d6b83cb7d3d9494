import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema.ts';

export const schemaFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'schema.graphql');

export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(schemaFile, printedSchema());
  console.log(`Wrote ${path.relative(process.cwd(), schemaFile)}`);
}
