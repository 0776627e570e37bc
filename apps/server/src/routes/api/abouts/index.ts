import {
  ErrorBodySchema,
  PostIdParamsSchema,
  PostListQuerySchema,
  PostListResponseSchema,
  PostResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPosts } from '../../../services/editorial/post-repository.ts';
import { getPost } from '../../../services/editorial/post-service.ts';

const tags = ['blog'];

/** Spec 7 "Blog": the about section's entries, which are posts of their own kind. */
const aboutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'About entries, newest first, optionally in one category (any case), with the total count',
        querystring: PostListQuerySchema,
        response: { 200: PostListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await listPosts(app.db, 'about', request.query) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One about entry by number or slug, with its rendered HTML',
        params: PostIdParamsSchema,
        response: { 200: PostResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await getPost(app.db, 'about', request.params.id) }),
  );
};

export default aboutsRoutes;
