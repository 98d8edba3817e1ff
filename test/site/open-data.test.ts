import Ajv2020 from 'ajv/dist/2020';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPEN_DATA_FILES } from '../../src/lib/open-data';
import { assertBuilt, builtBase, DIST, fileFor } from '../support/dist';

// The open data as the build wrote it (README, "Open data"): each file beside its schema, valid against it, with
// absolute links under the deployment's base that lead to built pages, there offline, and readable by other sites.
const read = (file: string) => JSON.parse(readFileSync(join(DIST, 'data', 'v1', file), 'utf8')) as Record<string, unknown>;

beforeAll(() => assertBuilt());

describe('open data files', () => {
  it.each(OPEN_DATA_FILES)('%s.json validates against the schema built beside it', (name) => {
    const schema = read(`${name}.schema.json`);
    expect(schema.$id).toMatch(new RegExp(`^https?://[^/]+${builtBase()}data/v1/${name}\\.schema\\.json$`));
    const validate = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(schema);
    const data = read(`${name}.json`);
    expect(validate(data), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(data.$schema).toBe(`./${name}.schema.json`);
  });

  it("every page a rune, material or glossary entry links to is a built page under the site's base", () => {
    const urls = OPEN_DATA_FILES.flatMap((name) => JSON.stringify(read(`${name}.json`)).match(/https?:\/\/[^"]+/g) ?? []);
    expect(urls.length).toBeGreaterThan(500);
    for (const url of new Set(urls)) {
      const { pathname } = new URL(url);
      expect(pathname.startsWith(builtBase()), url).toBe(true);
      const file = fileFor(pathname.slice(builtBase().length - 1));
      expect(file, url).toBeDefined();
      const { hash } = new URL(url);
      if (hash) expect(readFileSync(file!, 'utf8'), url).toContain(`id="${decodeURIComponent(hash.slice(1))}"`);
    }
  });

  it('the service worker precaches them, and other sites may fetch them (CORS)', () => {
    const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
    for (const name of OPEN_DATA_FILES) {
      expect(sw).toContain(`data/v1/${name}.json`);
      expect(sw).toContain(`data/v1/${name}.schema.json`);
    }
    const headers = readFileSync(join(DIST, '_headers'), 'utf8');
    expect(headers).toMatch(/\n\/data\/\*\n {2}Access-Control-Allow-Origin: \*\n/);
    expect(existsSync(join(DIST, 'data', 'v1', 'runes.json'))).toBe(true);
  });
});
