// Routes of the sign-in, session and password calls: plain data the browser imports. Their input
// and answer types come from the schemas in auth.ts (a type-only import: no zod at run time).
import type { z } from 'zod';
import { route } from './define.ts';
import type * as s from './auth.ts';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

export const authApi = {
  getPublicKey: route<In<typeof s.emptyInput>, Out<typeof s.publicKeyAnswer>>({
    method: 'GET',
    path: '/os/kaptcha/key/public',
    encoding: 'query',
    auth: false,
  }),
  token: route<In<typeof s.tokenInput>, Out<typeof s.tokenAnswer>>({
    method: 'GET',
    path: '/oauth/token',
    encoding: 'query',
    auth: false,
  }),
  loginLog: route<In<typeof s.loginLogInput>, Out<typeof s.emptyEnvelope>>({
    method: 'POST',
    path: '/admin/sys/user/loginLog',
    encoding: 'form',
    auth: true,
  }),
  getUserInfo: route<In<typeof s.emptyInput>, Out<typeof s.userInfoAnswer>>({
    method: 'GET',
    path: '/admin/sys/user/getUserInfo',
    encoding: 'query',
    auth: true,
  }),
  getLoginType: route<In<typeof s.emptyInput>, Out<typeof s.loginTypeAnswer>>({
    method: 'GET',
    path: '/admin/sys/user/getLoginType',
    encoding: 'query',
    auth: true,
  }),
  logout: route<In<typeof s.emptyInput>, Out<typeof s.emptyEnvelope>>({
    method: 'POST',
    path: '/admin/sys/user/logout',
    encoding: 'form',
    auth: true,
  }),
  updatePassword: route<In<typeof s.updatePasswordInput>, Out<typeof s.emptyEnvelope>>({
    method: 'POST',
    path: '/admin/sys/user/updatePasswordV2',
    encoding: 'json',
    auth: true,
  }),
};
