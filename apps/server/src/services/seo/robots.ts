/**
 * robots.txt: everything is crawlable except the API (data, not pages) and the profile editor
 * (`?edit=true`, only useful to its owner).
 */
export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /forge/*?edit=',
    'Disallow: /forge?edit=',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
