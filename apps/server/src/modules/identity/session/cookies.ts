import { REMEMBER_COOKIE } from '@openlobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Reads one cookie from the request (no cookie plugin needed for one HttpOnly cookie). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** HttpOnly, SameSite=Strict, one day; Secure unless served over plain HTTP in development. */
export function setRememberCookie(reply: FastifyReply, token: string, secure: boolean) {
  const flags = `Path=/wps/session; Max-Age=86400; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  reply.header('set-cookie', `${REMEMBER_COOKIE}=${token}; ${flags}`);
}

export function clearRememberCookie(reply: FastifyReply, secure: boolean) {
  const flags = `Path=/wps/session; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  reply.header('set-cookie', `${REMEMBER_COOKIE}=; ${flags}`);
}
