// The OpenAPI document as client generators read it: Redocly's recommended rules find no error in
// it (Redocly CLI, as `npx redocly lint` runs it), every operation is named after its call and
// lists its error answers, public operations say they need no security, and a typed client made
// from it by openapi-typescript compiles a call with openapi-fetch, then makes that call here.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.ts';
import { DEMO, createTestApp, signIn, type TestApp } from '../test/test-app.ts';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let t: TestApp;
let doc: Document;
let dir = '';

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  // Inside the repository, so the client's imports resolve from its node_modules.
  await mkdir(join(REPO_ROOT, '.tmp'), { recursive: true });
  dir = await mkdtemp(join(REPO_ROOT, '.tmp', 'openapi-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );

describe('the OpenAPI document', () => {
  it('has no error under Redocly’s recommended rules', async () => {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const cli = join(REPO_ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const run = promisify(execFile);
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    };
    // Exit code 1 when it finds errors: the report is read either way.
    const { stdout } = await run(
      process.execPath,
      [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'],
      { env, maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as {
      problems: { severity: string; ruleId: string; message: string }[];
    };
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    // What remains is the license's missing URL: the portal is not published under a license.
    const warnings = report.problems.map((p) => p.ruleId);
    expect(warnings.filter((rule) => rule !== 'info-license-strict')).toEqual([]);
  }, 120_000);

  it('names every operation after its call, once, and gives it its error answers', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['listCageCodes', 'getUserInfo', 'token']));
    // The token call's second method is named with it (tokenGet or tokenPost).
    expect(ids.filter((id) => id?.startsWith('token'))).toHaveLength(2);
    for (const { path, method, op } of operations()) {
      const errors = Object.keys(op.responses).filter((status) => status.startsWith('4'));
      expect(errors, `${method} ${path}`).toContain('400');
      for (const status of errors) {
        expect(op.responses[status]!.content!['application/json']!.schema).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
    const cage = doc.paths['/api/admin/supplier/supCage/delete']!.post!;
    expect(Object.keys(cage.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413']),
    );
  });

  it('says which operations need no security, and where the server is', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    const health = doc.paths['/api/health']!.get!;
    expect(health.security).toEqual([]);
    for (const { op } of operations()) expect(Array.isArray(op.security)).toBe(true);
    expect(doc.paths['/api/admin/sys/user/getUserInfo']!.get!.security).toEqual([
      { bearerAuth: [] },
    ]);
  });

  it('makes a typed client (openapi-typescript, openapi-fetch) that compiles and calls', async () => {
    const types = astToString(await openapiTS(doc as never));
    await writeFile(join(dir, 'portal-api.ts'), types);
    const caller = join(dir, 'call.ts');
    await writeFile(
      caller,
      [
        "import createClient from 'openapi-fetch';",
        "import type { paths } from './portal-api.ts';",
        '',
        'export async function firstCageCode(token: string): Promise<string | undefined> {',
        "  const client = createClient<paths>({ baseUrl: 'http://portal.test' });",
        "  const { data } = await client.GET('/api/admin/supplier/supCage/findPageList', {",
        '    params: { query: { current: 1, size: 20 } },',
        '    headers: { authorization: `Bearer ${token}` },',
        '  });',
        '  // @ts-expect-error the answer has no such field',
        '  void data?.data.nothing;',
        '  return data?.data.records[0]?.code;',
        '}',
        '',
      ].join('\n'),
    );
    const program = ts.createProgram([caller], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);

    // The same call at run time, through the client, against this app.
    const token = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
    const client = createClient({
      baseUrl: 'http://portal.test',
      fetch: async (request: Request) => {
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: new URL(request.url).pathname + new URL(request.url).search,
          headers: Object.fromEntries(request.headers),
        });
        return new Response(res.body, {
          status: res.statusCode,
          headers: { 'content-type': String(res.headers['content-type']) },
        });
      },
    });
    const { data, response } = await client.GET(
      '/api/admin/supplier/supCage/findPageList' as never,
      {
        params: { query: { current: 1, size: 20 } },
        headers: { authorization: `Bearer ${token}` },
      } as never,
    );
    expect(response.status).toBe(200);
    expect((data as unknown as { code: number }).code).toBe(200);
  }, 60_000);
});
