// The search box's name layer for one language (/ja/search-names.json, /en/search-names.json),
// generated from src/rules, the glossary and the chapters' titles and headings. Fetched on the first focus of the box.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { LOCALES, localeOf } from '../../i18n';
import { chapterHeadings, nameData, type ChapterTitle } from '../../search/names';

export const getStaticPaths: GetStaticPaths = () => LOCALES.map((lang) => ({ params: { lang } }));

export const GET: APIRoute = async ({ params }) => {
  const lang = localeOf(params.lang, 'search-names.json');
  const entries = await getCollection('rules');
  const chapters: ChapterTitle[] = entries
    .filter((entry) => entry.id.startsWith('ja/'))
    .sort((a, b) => a.data.order - b.data.order)
    .map((ja) => {
      const id = ja.id.slice('ja/'.length);
      const en = entries.find((entry) => entry.id === `en/${id}`);
      return {
        id,
        title: { ja: ja.data.title, en: en?.data.title ?? ja.data.title },
        headings: { ja: chapterHeadings(ja.body), en: chapterHeadings(en?.body) },
      };
    });
  return new Response(JSON.stringify(nameData(lang, chapters)), { headers: { 'content-type': 'application/json' } });
};
