import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const searchRoutes: FastifyPluginAsyncZod = async () => {};

export default searchRoutes;
