import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, htmlPages, readPage } from '../support/dist';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  // Astro puts its island stylesheet (<style>astro-island{display:contents}</style>) right before the
  // first island, which may sit inside a <div> of chapter prose; browsers accept it, so allow it there.
  elements: ['html5', { style: { flow: true } }],
  rules: {
    // Preact writes void elements as <input/>; both forms are valid HTML.
    'void-style': 'off',
    // Astro writes compact HTML on one line; these are formatting rules, not validity.
    'no-trailing-whitespace': 'off',
    'attribute-boolean-style': 'off',
    // Scoped component styles carry generated class names.
    'no-inline-style': 'off',
  },
});

let pages: string[];
beforeAll(() => {
  assertBuilt();
  pages = htmlPages();
});

describe('HTML', () => {
  it('every page is valid HTML with the accessibility rules of html-validate', async () => {
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateString(readPage(page));
      for (const result of report.results) {
        for (const message of result.messages) problems.push(`${page}: ${message.ruleId}: ${message.message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
