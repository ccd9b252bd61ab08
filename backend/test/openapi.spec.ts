import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type {
  OpenAPIObject,
  OperationObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';
import { buildOpenApiDocument, createOpenApiDocument } from '../src/app';
import { listRoutes, Route } from './support/routes';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The client's API types are generated from the OpenAPI document, so every
 * route must say what it answers: a success status with a schema, a 204, or a
 * redirect with its Location.
 */
const REDIRECTS = new Set(['GET /api/logout', 'GET /api/login']);

type Schema = SchemaObject | ReferenceObject;

/** `/api/questions/:id` as OpenAPI writes it: `/api/questions/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** The status Nest answers a route with, unless the handler writes the response itself. */
function statusOf(route: Route): number {
  const declared: number | undefined = Reflect.getMetadata(
    HTTP_CODE_METADATA,
    route.handler,
  );
  return declared ?? (route.method === 'POST' ? 201 : 200);
}

/** A schema that says something: a named DTO, a list of them, a union, or a typed value. */
function describesABody(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if ('$ref' in schema) return true;
  if (schema.type === 'array') return describesABody(schema.items);
  if (schema.allOf || schema.oneOf || schema.anyOf) {
    return [
      ...(schema.allOf ?? []),
      ...(schema.oneOf ?? []),
      ...(schema.anyOf ?? []),
    ].every(describesABody);
  }
  if (schema.type === 'object') return !!schema.properties;
  return typeof schema.type === 'string';
}

/** What is wrong with a route's documented responses, or null when nothing is. */
function problemWith(route: Route, operation: OperationObject): string | null {
  const key = `${route.method} ${route.path}`;
  const responses = operation.responses as Record<string, ResponseObject>;
  const statuses = Object.keys(responses);
  if (REDIRECTS.has(key)) {
    return responses['302']?.headers?.Location
      ? null
      : 'declares no 302 with a Location header';
  }
  const success = statuses.filter((status) => /^2\d\d$/.test(status));
  if (success.length === 0) return 'declares no success response';
  const expected = String(statusOf(route));
  if (!success.includes(expected)) {
    return `answers ${expected} but declares ${success.join(', ')}`;
  }
  for (const status of success) {
    const content = responses[status].content;
    if (status === '204') {
      if (content) return 'declares a body for 204';
      continue;
    }
    const media = Object.entries(content ?? {});
    if (media.length === 0) return `declares no body for ${status}`;
    for (const [type, { schema }] of media) {
      if (!describesABody(schema)) {
        return `declares no schema for ${status} ${type}`;
      }
    }
  }
  return null;
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  let routes: Route[];
  beforeAll(async () => {
    t = await startTestApp();
    document = createOpenApiDocument(t.app);
    routes = listRoutes(t.app);
  });
  afterAll(() => t?.close());

  function operationOf(route: Route): OperationObject | undefined {
    const item = document.paths[openApiPath(route.path)];
    const method = route.method.toLowerCase() as
      'get' | 'post' | 'put' | 'patch' | 'delete';
    return item?.[method];
  }

  it('has an operation for every route', () => {
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes
      .filter((route) => !operationOf(route))
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('gives every route its success status with a body schema, a 204 or a redirect', () => {
    const problems = routes.flatMap((route) => {
      const operation = operationOf(route);
      const problem = operation && problemWith(route, operation);
      return problem ? [`${route.method} ${route.path}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('gives every route its errors in the one error shape', () => {
    const without = routes
      .filter((route) => {
        const error = operationOf(route)?.responses.default as
          ResponseObject | undefined;
        const schema = error?.content?.['application/json']?.schema;
        return !(
          schema &&
          '$ref' in schema &&
          schema.$ref === '#/components/schemas/ErrorResponse'
        );
      })
      .map((route) => `${route.method} ${route.path}`);
    expect(without).toEqual([]);
  });

  it('describes the signed-in user as nullable: guests get null', () => {
    const schema = (
      operationOf(routes.find((r) => r.path === '/api/user')!)!.responses[
        '200'
      ] as ResponseObject
    ).content!['application/json'].schema as SchemaObject;
    expect(schema).toMatchObject({
      nullable: true,
      allOf: [{ $ref: '#/components/schemas/SessionUserResponse' }],
    });
  });

  it('serves at /api/docs-json the document the client types are generated from', async () => {
    const served = await fetch(`${t.url}/api/docs-json`);
    expect(served.status).toBe(200);
    expect(await buildOpenApiDocument(t.config)).toEqual(await served.json());
  });
});
