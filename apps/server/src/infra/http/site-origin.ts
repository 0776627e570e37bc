import type { FastifyRequest } from 'fastify';

/** The origin the browser used: PUBLIC_URL when set (behind a proxy), else the request's own. */
export function siteOrigin(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  return configured ? new URL(configured).origin : `${request.protocol}://${request.host}`;
}
