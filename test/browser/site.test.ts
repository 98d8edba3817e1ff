import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBuiltSite } from '../support/site-session';

const site = useBuiltSite();
let page: Page;

async function open(path: string) {
  page = await site.open(path);
  return page;
}

describe('the site in a browser', () => {
  it('goes from the landing page into Japanese, then to the same page in English', async () => {
    await open('/');
    await page.getByRole('link', { name: /日本語/ }).click();
    await page.waitForURL(/\/ja\/$/);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');

    await page.getByRole('link', { name: 'このサイトについて' }).click();
    await page.waitForURL(/\/ja\/about\/$/);
    await page.getByRole('link', { name: 'This page in English' }).click();
    await page.waitForURL(/\/en\/about\/$/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About this site');
  });
});
