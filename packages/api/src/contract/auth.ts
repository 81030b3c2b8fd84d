/** Login, logout and the spec's top-level calls getAllAuth / getUserName / logout. */
import { z } from 'zod';
import { access, endpoint } from './define.js';

/** Spec section 6: module -> { module: [sub-permissions] }; non-empty list = accessible. */
export const authMap = z.record(z.string(), z.object({ module: z.array(z.string()) }));
export type AuthMap = z.infer<typeof authMap>;

export const sessionUser = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  siteId: z.string(),
  isSuper: z.boolean(),
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const auth = {
  login: endpoint({
    name: 'auth.login',
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Log in with username and password on the current site; rotates the session.',
    access: access.public,
    input: z.object({
      username: z.string().trim().min(1).max(64),
      password: z.string().min(1).max(128),
      /** Slider-captcha pass token, required once an account or address has failed too often. */
      captcha: z.string().max(200).optional(),
    }),
    output: z.object({ user: sessionUser, auth: authMap }),
  }),
  logout: endpoint({
    name: 'auth.logout',
    method: 'GET',
    path: '/api/auth/logout',
    aliases: ['/api/logout'],
    mutates: true,
    summary: 'End the session. Spec: e 0 is success, then the app redirects to the logout address.',
    access: access.public,
    input: z.object({}),
    output: z.object({ logout_url: z.string() }),
  }),
  getAllAuth: endpoint({
    name: 'auth.getAllAuth',
    method: 'GET',
    path: '/api/auth/getAllAuth',
    aliases: ['/api/getAllAuth'],
    summary: 'Permission map of the logged-in user on this site (spec section 6).',
    access: access.user,
    visitors: true,
    input: z.object({}),
    output: authMap,
  }),
  getUserName: endpoint({
    name: 'auth.getUserName',
    method: 'GET',
    path: '/api/auth/getUserName',
    aliases: ['/api/getUserName'],
    summary: 'Display name of the logged-in user.',
    access: access.user,
    visitors: true,
    input: z.object({}),
    output: z.object({ name: z.string(), username: z.string(), isSuper: z.boolean() }),
  }),
  me: endpoint({
    name: 'auth.me',
    method: 'GET',
    path: '/api/auth/me',
    summary: 'Who is logged in (null when nobody) and their permission map; never answers 10013.',
    access: access.public,
    input: z.object({}),
    output: z.object({ user: sessionUser.nullable(), auth: authMap }),
  }),
};
