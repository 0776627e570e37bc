import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const colours = ['Red', 'Green', 'Blue', 'Gold', 'Silver'];

/**
 * Token metadata for /<collection>/<id>.json: a pure function of the path, so however often and in
 * whatever order the indexer fetches, the stored metadata and traits are the same.
 */
export async function startTokenMetadataServer() {
  const server = createServer((req, res) => {
    const match = /^\/(\w+)\/(\d+)\.json$/.exec(req.url ?? '');
    if (!match) return res.writeHead(404).end();
    const [, collection, id] = match;
    const body = {
      name: `${collection} #${id}`,
      description: `Token ${id} of ${collection}`,
      // Never fetched: the extension tells the media type.
      image: `https://media.example/${collection}/${id}.png`,
      attributes: [
        { trait_type: 'Colour', value: colours[Number(id) % colours.length] },
        { trait_type: 'Rank', value: String(Number(id) % 3) },
      ],
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
