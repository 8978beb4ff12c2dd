import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, UPLOAD_URL, postMultipart } from '../test/file-fixtures.ts';
import {
  CLIENT_ID,
  DEMO,
  createTestApp,
  refreshGrant,
  signIn,
  type TestApp,
} from '../test/test-app.ts';
import { normalisePath, redactUrl } from './log-serializers.ts';

let t: TestApp;
let output = '';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'info', stream } });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('never holds a credential sent in a URL, however the URL is spelled', async () => {
    const session = await signIn(t.app, DEMO.supplierDemo);
    const file = await postMultipart(t.app, UPLOAD_URL, session.accessToken, {}, [
      { name: 'a.pdf', content: PDF },
    ]);
    const fileId = file.json<{ data: { id: string } }>().data.id;
    const planted = {
      redirect: 'PLANTED-ACCESS-TOKEN-1',
      secret: 'PLANTED-CLIENT-SECRET-2',
      refresh: 'PLANTED-REFRESH-TOKEN-3',
      password: 'PLANTED-PASSWORD-4',
      code: 'PLANTED-CODE-5',
      upper: 'PLANTED-UPPER-6',
      ticket: 'PLANTED-TICKET-7',
    };
    const urls = [
      `/auth-redirect?access_token=${planted.redirect}&expires_in=7200`,
      `/api//oauth/token?grant_type=refresh_token&client_id=${CLIENT_ID}&client_secret=${planted.secret}&refresh_token=${planted.refresh}`,
      `/api/oauth/token/?grant_type=password&username=x&password=${planted.password}`,
      `/api/oauth/%74oken?client_secret=${planted.secret}`,
      `/api/os/ap/supplierRegister/check?code=${planted.code}&x=1`,
      `/api/admin/file/download?obj=${fileId}&%54OKEN=${planted.upper}`,
      `/api/admin/file/download?obj=${fileId}&refresh%5Ftoken=${planted.refresh}&ticket=${planted.ticket}`,
      `/api/admin/file/download?obj=${fileId}&%74oken=${session.accessToken}`,
      `/api/admin/file/download?obj=${fileId}&token=${session.accessToken}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    // The refresh grant sent as a query, the way some clients send it.
    await refreshGrant(t.app, session.refreshToken, { via: 'GET' });

    expect(output).toContain('/auth-redirect?access_token=[redacted]&expires_in=7200');
    expect(output).toContain(`/api/admin/file/download?obj=${fileId}&TOKEN=[redacted]`);
    expect(output).toContain('"url":"/api/oauth/token"');
    for (const value of [...Object.values(planted), session.accessToken, session.refreshToken]) {
      expect(output).not.toContain(value);
    }
  });
});

describe('redactUrl', () => {
  it('reads the path and the query as the server does', () => {
    expect(normalisePath('/api//oauth/token/')).toBe('/api/oauth/token');
    expect(normalisePath('/')).toBe('/');
    expect(redactUrl('/api//oauth//token?client_secret=s&x=1')).toBe('/api/oauth/token');
    expect(redactUrl('/API/OAuth/Token?password=p')).toBe('/API/OAuth/Token');
    expect(redactUrl('/x?a=1&Access_Token=s&b=%E4%B8%AD')).toBe(
      '/x?a=1&Access_Token=[redacted]&b=%E4%B8%AD',
    );
    // A name that does not decode cleanly could be anything: its value goes.
    expect(redactUrl('/x?%E0%A4%A=secret')).toMatch(/=\[redacted\]$/);
    expect(redactUrl('/x?password=p#frag')).toBe('/x?password=[redacted]');
    expect(redactUrl('/x')).toBe('/x');
  });
});
