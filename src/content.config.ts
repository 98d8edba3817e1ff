import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { assertTwins } from './content/twins';

// Prose lives in content/<collection>/<lang>/<id>.mdx; the entry id is "<lang>/<id>".
// Every file must have its twin in the other language: the build stops otherwise.
for (const collection of ['pages', 'rules', 'runes']) assertTwins(`content/${collection}`);

const prose = (collection: string) => glob({ pattern: '{ja,en}/*.mdx', base: `./content/${collection}` });

/** Free-standing pages such as "about this site". */
const pages = defineCollection({
  loader: prose('pages'),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
  }),
});

/** The rules chapters of GM Core pp. 224-225, one file per chapter and language. */
const rules = defineCollection({
  loader: prose('rules'),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    order: z.number().int().positive(),
    /** GM Core pages the chapter covers. */
    pages: z.array(z.number().int().positive()).min(1),
    /** Rune families or grade slugs the chapter points to. */
    runes: z.array(z.string()).default([]),
  }),
});

/** One file per rune family (flaming, striking, energy-resistant ...); facts come from src/rules. */
const runes = defineCollection({
  loader: prose('runes'),
  schema: z.object({
    /** One sentence for the rune index, search results and meta description. No numbers. */
    summary: z.string().min(1),
  }),
});

export const collections = { pages, rules, runes };
