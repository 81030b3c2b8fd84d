/**
 * A small CAS 3.0 server for the tests (node:http on 127.0.0.1, random port): /login shows a
 * form and, with the right password, issues a service ticket bound to the service; /p3/serviceValidate
 * validates a ticket once for exactly that service and answers CAS 3.0 XML with attributes.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CasUser {
  password: string;
  attributes?: Record<string, string[]>;
}

export interface CasServer {
  /** Base URL, e.g. http://127.0.0.1:40123/cas */
  url: string;
  users: Map<string, CasUser>;
  /** How many times /p3/serviceValidate was called. */
  validations: number;
  close(): Promise<void>;
}

const TICKET_SECONDS = 60;

const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function failure(code: string, message: string): string {
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="${code}">${xmlEscape(message)}</cas:authenticationFailure>
</cas:serviceResponse>`;
}

function success(user: string, attributes: Record<string, string[]>): string {
  const attrs = Object.entries(attributes)
    .flatMap(([k, vs]) => vs.map((v) => `      <cas:${k}>${xmlEscape(v)}</cas:${k}>`))
    .join('\n');
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${xmlEscape(user)}</cas:user>
    <cas:attributes>
      <cas:authenticationDate>${new Date().toISOString()}</cas:authenticationDate>
${attrs}
    </cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;
}

function loginForm(service: string, error = ''): string {
  return `<!doctype html><html><body>${error ? `<p class="error">${xmlEscape(error)}</p>` : ''}
<form method="post" action="/cas/login?service=${encodeURIComponent(service)}">
  <input name="username"><input name="password" type="password"><button>登录</button>
</form></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

export async function startCasServer(users: Record<string, CasUser>): Promise<CasServer> {
  const tickets = new Map<string, { service: string; user: string; expires: number }>();
  const state: CasServer = { url: '', users: new Map(Object.entries(users)), validations: 0, close: async () => {} };

  const server = http.createServer((req, res) => {
    void (async () => {
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      const service = u.searchParams.get('service') ?? '';
      if (u.pathname === '/cas/login' && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(service));
      } else if (u.pathname === '/cas/login' && req.method === 'POST') {
        const form = await readForm(req);
        const username = form.get('username') ?? '';
        const user = state.users.get(username);
        if (!service) return void res.writeHead(400).end('service required');
        if (!user || user.password !== form.get('password')) {
          return void res.writeHead(401, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(service, 'bad credentials'));
        }
        const ticket = `ST-${crypto.randomBytes(18).toString('base64url')}`;
        tickets.set(ticket, { service, user: username, expires: Date.now() + TICKET_SECONDS * 1000 });
        const to = new URL(service);
        to.searchParams.set('ticket', ticket);
        res.writeHead(302, { location: to.href }).end();
      } else if (u.pathname === '/cas/p3/serviceValidate') {
        state.validations++;
        const ticket = u.searchParams.get('ticket') ?? '';
        res.setHeader('content-type', 'application/xml; charset=utf-8');
        if (!ticket || !service) return void res.end(failure('INVALID_REQUEST', 'ticket and service are required'));
        const t = tickets.get(ticket);
        tickets.delete(ticket); // single use, whatever the outcome
        if (!t || t.expires < Date.now()) return void res.end(failure('INVALID_TICKET', `Ticket ${ticket} not recognized`));
        if (t.service !== service) return void res.end(failure('INVALID_SERVICE', `Ticket ${ticket} does not match supplied service`));
        res.end(success(t.user, state.users.get(t.user)?.attributes ?? {}));
      } else {
        res.writeHead(404).end();
      }
    })().catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cas`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
