import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

// Prose lives in content/<collection>/<lang>/<id>.mdx; the entry id is "<lang>/<id>".
// Before this is read, the build checks (src/build-checks/, run by an integration of astro.config.mjs)
// stop the build with the file and line of each problem: a missing twin, a duplicate slug in a data
// table, a data field of the wrong type, a slug line in an entry's frontmatter, a rune family without its MDX
// or an MDX without its family, a digit in rune prose, an unknown slug in a chapter's runes or an invalid
// example in a component, a message missing in one language, a try-it link the item builder reads otherwise.

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
