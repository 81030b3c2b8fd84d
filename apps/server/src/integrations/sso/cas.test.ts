import { describe, expect, it } from 'vitest';
import { CasError, parseCasResponse } from './cas.js';

const NS = 'xmlns:cas="http://www.yale.edu/tp/cas"';

function failureCode(xml: string): string {
  try {
    parseCasResponse(xml);
  } catch (err) {
    if (err instanceof CasError) return err.code;
    throw err;
  }
  throw new Error('parsed');
}

describe('CAS 3.0 serviceResponse parsing', () => {
  it('reads the user and every attribute value, keeping text as text', () => {
    const r = parseCasResponse(`<?xml version="1.0" encoding="UTF-8"?>
<cas:serviceResponse ${NS}>
  <cas:authenticationSuccess>
    <cas:user>00123</cas:user>
    <cas:attributes>
      <cas:name>张 &amp; 三</cas:name>
      <cas:memberOf>staff</cas:memberOf>
      <cas:memberOf>faculty</cas:memberOf>
    </cas:attributes>
    <cas:proxyGrantingTicket>PGTIOU-84678-8a9d</cas:proxyGrantingTicket>
  </cas:authenticationSuccess>
</cas:serviceResponse>`);
    expect(r).toEqual({ user: '00123', attributes: { name: ['张 & 三'], memberOf: ['staff', 'faculty'] } });
  });

  it('accepts a success without attributes', () => {
    expect(parseCasResponse(`<cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user>u1</cas:user></cas:authenticationSuccess></cas:serviceResponse>`))
      .toEqual({ user: 'u1', attributes: {} });
  });

  it("reports the server's failure code", () => {
    expect(failureCode(`<cas:serviceResponse ${NS}>
  <cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1856339-aA5Yuvrxzpv8Tau1cYQ7 not recognized</cas:authenticationFailure>
</cas:serviceResponse>`)).toBe('INVALID_TICKET');
    expect(failureCode(`<cas:serviceResponse ${NS}><cas:authenticationFailure code="INVALID_SERVICE"/></cas:serviceResponse>`)).toBe('INVALID_SERVICE');
  });

  it('refuses malformed answers, answers without a user, and any DTD', () => {
    expect(failureCode('<cas:serviceResponse><cas:authenticationSuccess>')).toBe('INVALID_RESPONSE');
    expect(failureCode('<html><body>CAS is down</body></html>')).toBe('INVALID_RESPONSE');
    expect(failureCode(`<cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user> </cas:user></cas:authenticationSuccess></cas:serviceResponse>`)).toBe('INVALID_RESPONSE');
    expect(failureCode(`<!DOCTYPE x [<!ENTITY a "aaaa">]><cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user>&a;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`)).toBe('INVALID_RESPONSE');
  });
});
