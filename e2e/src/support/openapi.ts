import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIResponse } from '@playwright/test';

/**
 * The API's OpenAPI document, as the compiled backend describes it (backend/dist must be
 * built). Against a deployment it is the contract the checked-out version promises.
 */
type Schema = {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
  format?: string;
};
type Operation = {
  responses: Record<
    string,
    { content?: Record<string, { schema?: Schema }> } | undefined
  >;
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

let cached: OpenApiDocument | undefined;

export function openApiDocument(): OpenApiDocument {
  cached ??= JSON.parse(
    execFileSync(
      process.execPath,
      [path.resolve(__dirname, '../../../backend/dist/cli/openapi.js')],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    ),
  ) as OpenApiDocument;
  return cached;
}

function resolve(schema: Schema, doc: OpenApiDocument): Schema {
  let s = schema;
  while (s.$ref) {
    const name = s.$ref.replace('#/components/schemas/', '');
    const target = doc.components.schemas[name];
    if (!target) throw new Error(`unknown schema ${s.$ref}`);
    s = { ...target, nullable: s.nullable ?? target.nullable };
  }
  return s;
}

/** Where `value` differs from `schema`: missing, mistyped or undeclared fields. */
export function schemaErrors(
  schema: Schema,
  value: unknown,
  doc: OpenApiDocument,
  at = '$',
): string[] {
  const s = resolve(schema, doc);
  if (value === null)
    return s.nullable || s.type === undefined ? [] : [`${at}: null`];
  if (s.allOf) {
    // Nest's nullable $ref: allOf with one schema.
    const merged: Schema = { nullable: s.nullable };
    for (const part of s.allOf.map((p) => resolve(p, doc))) {
      Object.assign(merged, part, {
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      });
    }
    return schemaErrors(merged, value, doc, at);
  }
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) {
    const fits = alternatives.some(
      (a) => schemaErrors(a, value, doc, at).length === 0,
    );
    return fits
      ? []
      : [`${at}: matches none of its ${alternatives.length} forms`];
  }
  if (s.enum && !s.enum.includes(value))
    return [
      `${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(s.enum)}`,
    ];
  switch (s.type) {
    case 'string':
      return typeof value === 'string' ? [] : [`${at}: not a string`];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at}: not an integer`];
    case 'number':
      return typeof value === 'number' ? [] : [`${at}: not a number`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at}: not a boolean`];
    case 'array':
      if (!Array.isArray(value)) return [`${at}: not an array`];
      return value.flatMap((item, i) =>
        s.items ? schemaErrors(s.items, item, doc, `${at}[${i}]`) : [],
      );
    case 'object':
    case undefined: {
      if (!s.properties) {
        if (
          s.type === 'object' &&
          (typeof value !== 'object' || Array.isArray(value))
        )
          return [`${at}: not an object`];
        return [];
      }
      if (typeof value !== 'object' || Array.isArray(value))
        return [`${at}: not an object`];
      const record = value as Record<string, unknown>;
      const errors: string[] = [];
      for (const name of s.required ?? [])
        if (!(name in record)) errors.push(`${at}.${name}: missing`);
      for (const [name, field] of Object.entries(record)) {
        const declared = s.properties[name];
        if (!declared) {
          if (
            s.additionalProperties === undefined ||
            s.additionalProperties === false
          )
            errors.push(`${at}.${name}: not in the documented schema`);
          continue;
        }
        if (field === undefined) continue;
        errors.push(...schemaErrors(declared, field, doc, `${at}.${name}`));
      }
      return errors;
    }
    default:
      return [];
  }
}

/**
 * Checks a response against the documented operation: its status is one the document
 * lists, and a JSON body matches that status's schema exactly (no missing, mistyped or
 * undocumented field). Answers the parsed body.
 */
export async function expectContract(
  response: APIResponse,
  method: string,
  route: string,
): Promise<unknown> {
  const doc = openApiDocument();
  const operation = doc.paths[route]?.[method.toLowerCase()];
  expect(
    operation,
    `${method} ${route} is in the OpenAPI document`,
  ).toBeTruthy();
  const status = String(response.status());
  expect(
    Object.keys(operation!.responses),
    `${method} ${route} answered ${status}: ${(await response.text()).slice(0, 300)}`,
  ).toContain(status);
  const schema =
    operation!.responses[status]?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  expect(response.headers()['content-type']).toContain('application/json');
  const body: unknown = await response.json();
  expect(schemaErrors(schema, body, doc), `${method} ${route} body`).toEqual(
    [],
  );
  return body;
}
