// Signs in against a running portal the way the browser does (RSA-OAEP SHA-256 password, then the
// two token requests), for the bench and the browser tests' setup steps.
import { constants, publicEncrypt } from 'node:crypto';

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
}

const CLIENT_ID = 'portal-web';
const CLIENT_SECRET = 'portal-web-secret';

export async function encryptForServer(
  api: string,
  ...texts: (string | ((uuid: string) => string))[]
) {
  const keyAnswer = await fetch(`${api}/os/kaptcha/key/public`);
  if (!keyAnswer.ok) throw new Error(`key request failed: ${keyAnswer.status}`);
  const { data } = (await keyAnswer.json()) as { data: { publicKey: string; uuid: string } };
  const cipher = texts.map((text) =>
    publicEncrypt(
      { key: data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(typeof text === 'string' ? text : text(data.uuid), 'utf8'),
    ).toString('base64'),
  );
  return { uuid: data.uuid, cipher };
}

export async function apiSignIn(
  api: string,
  username: string,
  password: string,
): Promise<ApiSession> {
  // The sign-in plaintext binds the key's uuid to the password (the server checks it).
  const { uuid, cipher } = await encryptForServer(api, (id) => `${id}:${password}`);
  const first = new URLSearchParams({
    grant_type: 'password',
    username,
    password: cipher[0] ?? '',
    uuid,
    client_id: CLIENT_ID,
  });
  const refresh = await fetch(`${api}/oauth/token`, { method: 'POST', body: first });
  const refreshBody = (await refresh.json()) as {
    refresh_token?: string;
    error_description?: string;
  };
  if (!refresh.ok || !refreshBody.refresh_token) {
    throw new Error(
      `sign-in failed for ${username}: ${refreshBody.error_description ?? refresh.status}`,
    );
  }
  const second = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: refreshBody.refresh_token,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
  });
  const access = await fetch(`${api}/oauth/token`, { method: 'POST', body: second });
  const accessBody = (await access.json()) as { access_token?: string; refresh_token?: string };
  if (!access.ok || !accessBody.access_token)
    throw new Error(`token refresh failed: ${access.status}`);
  return {
    accessToken: accessBody.access_token,
    refreshToken: accessBody.refresh_token ?? refreshBody.refresh_token,
  };
}

/** Changes a password through the API (used to put a demo account back after a browser test). */
export async function apiChangePassword(
  api: string,
  session: ApiSession,
  oldPassword: string,
  newPassword: string,
) {
  const { uuid, cipher } = await encryptForServer(api, newPassword, oldPassword);
  const answer = await fetch(`${api}/admin/sys/user/updatePasswordV2`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ passPriKey: uuid, password: cipher[0], oldPwd: cipher[1] }),
  });
  return (await answer.json()) as { code: number; msg: string };
}
