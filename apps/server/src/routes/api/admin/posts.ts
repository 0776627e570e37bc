import {
  ConsolePostListResponseSchema,
  ConsolePostQuerySchema,
  ConsolePostResponseSchema,
  ErrorBodySchema,
  PostIdParamsSchema,
  PostInputSchema,
  PostPreviewBodySchema,
  PostPreviewResponseSchema,
  PostResponseSchema,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPost, deletePost, updatePost } from '../../../services/editorial/post-admin-service.ts';
import { getConsolePost, listConsolePosts } from '../../../services/editorial/post-console.ts';
import { renderMarkdown } from '../../../services/editorial/render-markdown.ts';

const tags = ['admin'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const kinds = [
  { kind: 'blog', path: '/blogs', noun: 'blog post' },
  { kind: 'about', path: '/abouts', noun: 'about entry' },
] as const;

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * The console's blog posts and about entries (content:edit): reading them drafts and Markdown
 * included, writing them, and previewing Markdown as the site would render it.
 */
const adminPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/posts/preview',
    {
      // Renders and forgets: a read, so no audit entry and no Idempotency-Key.
      config: { auth: 'content:edit', reads: true },
      schema: {
        tags,
        summary: "The HTML a post's Markdown renders to on the site (raw HTML shown as text); saves nothing",
        body: PostPreviewBodySchema,
        response: { 200: PostPreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { html: renderMarkdown(request.body.markdown) } }),
  );

  for (const { kind, path, noun } of kinds) {
    const before = (request: FastifyRequest) => getConsolePost(app.db, kind, idOf(request));

    app.get(
      path,
      {
        config: { auth: 'content:edit' },
        schema: {
          tags,
          summary: `Every ${noun}, drafts included, with where it came from (file, edited, console); q searches title, slug, category and author`,
          querystring: ConsolePostQuerySchema,
          response: { 200: ConsolePostListResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { data: await listConsolePosts(app.db, kind, request.query) };
      },
    );

    app.get(
      `${path}/:id`,
      {
        config: { auth: 'content:edit' },
        schema: {
          tags,
          summary: `A ${noun} by number or slug, draft or not, with its Markdown for the editor`,
          params: PostIdParamsSchema,
          response: { 200: ConsolePostResponseSchema, ...errors, 404: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { data: await getConsolePost(app.db, kind, request.params.id) };
      },
    );

    app.post(
      path,
      {
        config: { auth: 'content:edit', audit: { action: `${kind}.create` } },
        schema: {
          tags,
          summary: `Publishes a ${noun}, or keeps it as a draft only the console sees (409 when the slug is taken)`,
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
        config: { auth: 'content:edit', audit: { action: `${kind}.update`, before } },
        schema: {
          tags,
          summary: `Rewrites a ${noun} by number or slug, drafts included; its file in content/ no longer overrides it`,
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
        config: { auth: 'content:edit', audit: { action: `${kind}.delete`, before } },
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
