import SwaggerParser from '@apidevtools/swagger-parser';
import { type RulesetDefinition, Document as SpectralDocument, Spectral } from '@stoplight/spectral-core';
import { Json as JsonParser } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import Fastify from 'fastify';
import { userDataResponse } from '@shared/contracts/accounts';
import { documentsUploadedResponse } from '@shared/contracts/profile';
import { PLATE_PATTERN, normalisePlate } from '@shared/validation/carsheets';
import { BIC_PATTERN, SDI_PATTERN, normaliseBankCode, normaliseSdi } from '@shared/validation/italianFormats';
import errorEnvelope from '../src/plugins/errors';
import { buildTestApp, type TestApp } from './helpers/testApp';
import { GOOD_PASSWORD, signUpAndIn } from './helpers/users';

/**
 * The OpenAPI document is the mobile app's contract: every call in it must say what it takes and
 * what it answers, and what it answers must be what goes on the wire.
 */

interface Header {
  schema: { type?: string; pattern?: string };
}
interface MediaType {
  schema?: { type?: unknown; properties?: Record<string, unknown> };
}
interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown; description?: string }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType>; headers?: Record<string, Header> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Spectral's warnings the document keeps, each for its reason: the paths with a trailing slash are
 * the wire's (the SPA and the mobile app call them so); not every operation needs more than its
 * summary; an installation has no contact of its own to publish.
 */
const ACCEPTED_WARNINGS = ['path-keys-no-trailing-slash', 'operation-description', 'info-contact'];

/** POSTs that take no body: each is a decision, listed here so that a forgotten body schema is not one. */
const TAKE_NO_BODY = ['POST /api/Calendario/Rinnova', 'POST /api/Accounts/signouteverywhere'];

let t: TestApp;
let document: OpenApiDocument;
let documentText: string;
beforeAll(async () => {
  t = await buildTestApp();
  documentText = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
  document = JSON.parse(documentText);
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation,
    })),
  );

const hasSchema = (media: MediaType | undefined) => media?.schema !== undefined && Object.keys(media.schema).length > 0;

/** The data schema of a call's 200 JSON answer. */
function documentedData(name: string) {
  const operation = operations().find((candidate) => candidate.name === name)!.operation;
  const answer = operation.responses['200'].content!['application/json'].schema!;
  return answer.properties!.data as { properties: Record<string, unknown> };
}

describe('the OpenAPI document', () => {
  it('lists every call of the API', () => {
    expect(operations().length).toBeGreaterThan(50);
  });

  it('gives every call the schema of its success answer', () => {
    const missing = operations()
      .filter(({ operation }) => {
        const success = Object.keys(operation.responses).find((code) => code.startsWith('2'));
        return !success || !Object.values(operation.responses[success].content ?? {}).some(hasSchema);
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('gives every call with a body its body schema', () => {
    const missing = operations()
      .filter(({ name, method }) => ['post', 'put', 'patch'].includes(method) && !TAKE_NO_BODY.includes(name))
      .filter(
        ({ operation }) =>
          !Object.values(operation.requestBody?.content ?? {}).some(
            (media) => hasSchema(media) && media.schema!.properties,
          ),
      )
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('gives every path parameter its schema', () => {
    // For a parameter no schema declares, @fastify/swagger writes a bare string with no description.
    const declared = (parameter: { schema?: unknown; description?: string }) => {
      const schema = (parameter.schema ?? {}) as Record<string, unknown>;
      return (
        parameter.description !== undefined ||
        Object.keys(schema).some((keyword) => keyword !== 'type') ||
        schema.type !== 'string'
      );
    };
    const missing = operations().flatMap(({ name, path, operation }) =>
      [...path.matchAll(/\{(\w+)\}/g)]
        .map(([, parameter]) => parameter)
        .filter(
          (parameter) =>
            !operation.parameters?.some(
              (candidate) => candidate.in === 'path' && candidate.name === parameter && declared(candidate),
            ),
        )
        .map((parameter) => `${name} {${parameter}}`),
    );
    expect(missing).toEqual([]);
  });

  it("documents the envelope's failures on every API call, in the envelope's shape", () => {
    const envelopeCalls = operations().filter(({ path }) => !path.startsWith('/api/sandbox-provider'));
    const missing = envelopeCalls
      .filter(({ operation }) => {
        const invalid = operation.responses['400']?.content?.['application/json']?.schema;
        const failure = operation.responses['500']?.content?.['application/json']?.schema;
        return !invalid?.properties?.data || !failure?.properties?.data;
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
    const login = operations().find(({ name }) => name === 'POST /api/Auth/login')!.operation;
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '404', '413', '415', '429', '500', '503']);
    const profile = operations().find(({ name }) => name === 'GET /api/Profilo/RecuperaDatiBancari')!.operation;
    expect(Object.keys(profile.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429', '500', '503']);
  });
});

describe('the OpenAPI document as its readers check it', () => {
  it('is valid OpenAPI 3.0 (swagger-parser)', async () => {
    // validate() resolves the document in place: it is given a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    expect((document as unknown as { openapi: string }).openapi).toBe('3.0.3');
  });

  it("passes Spectral's OpenAPI ruleset with no error, and only the warnings accepted", async () => {
    const spectral = new Spectral();
    // The ruleset's own type is narrower than the one setRuleset takes.
    spectral.setRuleset(oas as RulesetDefinition);
    const results = await spectral.run(new SpectralDocument(documentText, JsonParser));
    const described = (severity: number) =>
      results
        .filter((result) => result.severity === severity)
        .map((result) => `${String(result.code)} at ${result.path.join('.')}: ${result.message}`);
    expect(described(0)).toEqual([]);
    const warnings = new Set(results.filter((result) => result.severity === 1).map((result) => String(result.code)));
    expect([...warnings].filter((code) => !ACCEPTED_WARNINGS.includes(code))).toEqual([]);
  });

  it('names every operation once, from its method and path', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const id = (name: string) => operations().find((candidate) => candidate.name === name)!.operation.operationId;
    expect(id('GET /api/Preferiti/Categoria/{id}')).toBe('getPreferitiCategoriaById');
    expect(id('DELETE /api/Preferiti/Categoria/{id}')).toBe('deletePreferitiCategoriaById');
    expect(id('POST /api/Auth/login')).toBe('postAuthLogin');
  });

  it('declares the Idempotency-Key header an activation needs', () => {
    const activate = operations().find(({ name }) => name === 'POST /api/Subscription')!.operation;
    expect(activate.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: true }),
    );
  });

  it('declares If-None-Match and ETag wherever a 304 is answered', () => {
    const revalidating = operations().filter(({ operation }) => '304' in operation.responses);
    expect(revalidating.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['GET /api/Jobs/RecuperaJobs', 'GET /api/Ingaggi/ListaIngaggi']),
    );
    for (const { operation } of revalidating) {
      expect(operation.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'If-None-Match', required: false }),
      );
      expect(operation.responses['200'].headers?.ETag).toBeDefined();
      expect(operation.responses['304'].headers?.ETag).toBeDefined();
    }
  });

  it('declares 429 and 503 with Retry-After on every API call, as the rate limit and the overload guard answer', () => {
    const missing = operations()
      .filter(({ path }) => !path.startsWith('/api/sandbox-provider'))
      .flatMap(({ name, operation }) =>
        ['429', '503']
          .filter((code) => operation.responses[code]?.headers?.['Retry-After']?.schema.type !== 'integer')
          .map((code) => `${name} ${code}`),
      );
    expect(missing).toEqual([]);
  });

  it('writes exclusive bounds in the 3.0 form', () => {
    const numeric = [...documentText.matchAll(/"exclusive(Minimum|Maximum)":([^,}]+)/g)].map(([, , value]) => value);
    expect(numeric.length).toBeGreaterThan(0);
    expect(numeric.filter((value) => value !== 'true')).toEqual([]);
  });

  it('documents the patterns of normalised fields as what the server accepts', () => {
    const bodyProperty = (name: string, field: string) => {
      const operation = operations().find((candidate) => candidate.name === name)!.operation;
      const schema = operation.requestBody!.content['application/json'].schema as {
        properties: Record<string, { pattern: string }>;
      };
      return new RegExp(schema.properties[field].pattern);
    };
    const cases: [pattern: RegExp, accepted: (typed: string) => boolean, samples: string[]][] = [
      [
        bodyProperty('POST /api/SchedeAuto/SalvaSchedeAuto', 'targa'),
        (typed) => PLATE_PATTERN.test(normalisePlate(typed)),
        ['ab 123 cd', 'AB-123-CD', 'ab123cd', ' x9 ', 'a', 'ab 123 cd efgh', 'ab_12', 'àb12', ''],
      ],
      [
        bodyProperty('POST /api/Profilo/aggiornaDatiFatturazione', 'sdi'),
        (typed) => normaliseSdi(typed) === '' || SDI_PATTERN.test(normaliseSdi(typed)),
        ['abc 123', 'ABC1234', '', '  ', 'abc12', 'abc12345', 'ab-1234'],
      ],
      [
        bodyProperty('PUT /api/Profilo/SalvaDatiBancari', 'swiftCode'),
        (typed) => normaliseBankCode(typed) === '' || BIC_PATTERN.test(normaliseBankCode(typed)),
        ['deut de ff', 'DEUTDEFF500', 'deutdeff 500', '', 'DEUT1EFF', 'DEUTDEF', 'DEUTDEFF50'],
      ],
    ];
    for (const [pattern, accepted, samples] of cases) {
      expect(samples.map((typed) => [typed, pattern.test(typed)])).toEqual(
        samples.map((typed) => [typed, accepted(typed)]),
      );
    }
  });
});

describe('answers as the document describes them', () => {
  it("login answers exactly the documented fields of the login data, and a refusal's data is null", async () => {
    const user = await signUpAndIn(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { username: user.username, password: GOOD_PASSWORD },
    });
    expect(Object.keys(login.json().data).sort()).toEqual(
      Object.keys(documentedData('POST /api/Auth/login').properties).sort(),
    );

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { username: user.username, password: `${GOOD_PASSWORD}x` },
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ success: false, message: expect.any(String), data: null });
  });

  it('getUserData answers exactly the documented fields', async () => {
    const user = await signUpAndIn(t.app);
    const answer = await t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers: user.auth });
    expect(Object.keys(answer.json().data).sort()).toEqual(
      Object.keys(documentedData('GET /api/Auth/getUserData').properties).sort(),
    );
  });

  it('never sends a field its schema does not declare', async () => {
    // A handler that hands over more than the answer's shape, as a row with an extra column would.
    const app = Fastify();
    await app.register(errorEnvelope);
    app.get(
      '/api/leaky',
      { config: { access: 'public' }, schema: { response: { 200: userDataResponse } } },
      async () => ({
        success: true,
        message: null,
        data: {
          username: 'anna',
          nomeSaluto: 'Anna',
          workflow: 0,
          id_Profilo: 7,
          userId: 7,
          email: 'anna@example.com',
          tipologiaUtente: 0,
          tipologiaAbbonamento: 0,
          passwordHash: 'secret',
        },
      }),
    );
    const answer = await app.inject({ method: 'GET', url: '/api/leaky' });
    await app.close();
    expect(answer.json().data).not.toHaveProperty('passwordHash');
    expect(answer.json().data.username).toBe('anna');
  });

  it('writes a Date as an ISO instant where the schema says date-time', async () => {
    const uploadedAt = new Date('2026-05-15T10:00:00Z');
    const app = Fastify();
    await app.register(errorEnvelope);
    app.get(
      '/api/dated',
      { config: { access: 'public' }, schema: { response: { 200: documentsUploadedResponse } } },
      async () => ({
        success: true,
        message: null,
        data: {
          listaDocumenti: [
            {
              id_Documento: 1,
              tipoDocumento: 5,
              dimensioniDocumento: 10,
              nomeDocumento: 'p.pdf',
              tipoFile: 'application/pdf',
              dataCaricamento: uploadedAt,
            },
          ],
        },
      }),
    );
    const answer = await app.inject({ method: 'GET', url: '/api/dated' });
    await app.close();
    expect(answer.json().data.listaDocumenti[0].dataCaricamento).toBe('2026-05-15T10:00:00.000Z');
  });
});
