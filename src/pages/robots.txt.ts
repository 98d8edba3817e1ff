import type { APIRoute } from 'astro';

// robots.txt with the absolute address of the sitemap (@astrojs/sitemap writes sitemap-index.xml).
// Crawlers read robots.txt only at the root of a host: under a sub-path (BASE_PATH) it is written
// anyway, for a host that maps the sub-path to its own domain.
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(`${import.meta.env.BASE_URL.replace(/\/?$/, '/')}sitemap-index.xml`, site ?? 'http://127.0.0.1:4321').href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
