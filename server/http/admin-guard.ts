import type { FastifyRequest } from 'fastify';
import { adminTokenFor } from '../admin/server-lock';
import { safeEqual } from '../services/auth/secrets';
import { forbidden } from '../services/errors';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Only a process on this machine that can read DATA_DIR/server.json gets in: the connection itself
 * (not X-Forwarded-For, which the app trusts for rate limits) must come from loopback, it must not have
 * passed through a proxy, and it must carry this server's admin token.
 */
function isAdminRequest(request: FastifyRequest, expected: string | null): boolean {
  if (!expected) return false;
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) return false;
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  const token = request.headers['x-admin-token'];
  return typeof token === 'string' && safeEqual(token, expected);
}

/** preHandler of the admin routes: 403 for anyone but this machine's administrator. */
export function requireAdmin(dataDir: string) {
  return async (request: FastifyRequest) => {
    if (!isAdminRequest(request, adminTokenFor(dataDir))) throw forbidden();
  };
}
