// The open data files and their schemas (/data/v1/runes.json, runes.schema.json …), built with the site from
// src/rules and the glossary (src/lib/open-data.ts). URLs in them are absolute, with the deployment's base path.
import type { APIRoute, GetStaticPaths } from 'astro';
import { localizedPath, sitePath } from '../../../i18n/urls';
import { OPEN_DATA_FILES, openData, type OpenDataFile, type PageUrl } from '../../../lib/open-data';
import { openDataSchema } from '../../../lib/open-data-schemas';

export const getStaticPaths: GetStaticPaths = () =>
  OPEN_DATA_FILES.flatMap((name) => [
    { params: { file: `${name}.json` }, props: { name, schema: false } },
    { params: { file: `${name}.schema.json` }, props: { name, schema: true } },
  ]);

export const GET: APIRoute = ({ props, site }) => {
  const { name, schema } = props as { name: OpenDataFile; schema: boolean };
  const absolute = (path: string) => (site ? new URL(path, site).href : path);
  const url: PageUrl = (lang, path) => absolute(localizedPath(lang, path));
  const body = schema ? openDataSchema(name, absolute(sitePath(`data/v1/${name}.schema.json`))) : openData(name, url);
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
