import { ErrorBodySchema, PostIdParamsSchema, PostInputSchema, PostResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPost, deletePost, updatePost } from '../../../services/editorial/post-admin-service.ts';

const tags = ['admin'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const kinds = [
  { kind: 'blog', path: '/blogs', noun: 'blog post' },
  { kind: 'about', path: '/abouts', noun: 'about entry' },
] as const;

/** Administrators' writing of blog posts and about entries (content:edit). */
const adminPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { kind, path, noun } of kinds) {
    app.post(
      path,
      {
        config: { auth: 'content:edit', audit: { action: `${kind}.create` } },
        schema: {
          tags,
          summary: `Publishes a ${noun} (409 when the slug is taken)`,
          body: PostInputSchema,
          response: { 201: PostResponseSchema, ...errors, 409: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        reply.status(201);
        return { data: await createPost(app.db, kind, request.body) };
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: { auth: 'content:edit', audit: { action: `${kind}.update` } },
        schema: {
          tags,
          summary: `Rewrites a ${noun} by number or slug; its file in content/ no longer overrides it`,
          params: PostIdParamsSchema,
          body: PostInputSchema,
          response: { 200: PostResponseSchema, ...errors, 404: ErrorBodySchema, 409: ErrorBodySchema },
        },
      },
      async (request) => ({ data: await updatePost(app.db, kind, request.params.id, request.body) }),
    );

    app.delete(
      `${path}/:id`,
      {
        config: { auth: 'content:edit', audit: { action: `${kind}.delete` } },
        schema: {
          tags,
          summary: `Deletes a ${noun} by number or slug and returns it`,
          params: PostIdParamsSchema,
          response: { 200: PostResponseSchema, ...errors, 404: ErrorBodySchema },
        },
      },
      async (request) => ({ data: await deletePost(app.db, kind, request.params.id) }),
    );
  }
};

export default adminPostsRoutes;
