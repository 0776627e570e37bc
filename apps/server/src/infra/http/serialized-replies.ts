import type { FastifyReply } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers `{ data }` for objects that come back again and again (in-process copies of hot rows):
 * each is serialized once, through the route's own response serializer, and the text is sent as
 * is afterwards. Serializing was the largest part of a copied item's CPU (decision 0056).
 * One per route: the text depends on the route's response schema.
 */
export function serializedReplies() {
  const texts = new WeakMap<object, string>();
  return (reply: FastifyReply, data: object): FastifyReply => {
    let text = texts.get(data);
    if (text === undefined) {
      text = String(reply.serialize({ data }));
      texts.set(data, text);
    }
    // A JSON type with a string payload skips Fastify's serializer.
    return reply.type(JSON_TYPE).send(text);
  };
}
