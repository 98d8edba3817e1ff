// The data attributes the search elements read (<site-search> in the header, <search-page> on the search
// page): where the names data, Pagefind and the search page are, and the messages in the page's language.
import { template, type Locale } from '../i18n';
import { localizedPath, sitePath } from '../i18n/urls';
import { GROUPS, type SearchMessageName } from './types';

export function searchElementData(lang: Locale): Record<`data-${string}`, string> {
  const messages = {
    loading: template(lang, 'search.loading'),
    none: template(lang, 'search.none'),
    count: template(lang, 'search.count'),
    summary: template(lang, 'search.summary'),
    error: template(lang, 'search.error'),
    didYouMean: template(lang, 'search.didYouMean'),
    openInBuilder: template(lang, 'search.openInBuilder'),
    ...Object.fromEntries(GROUPS.map((group) => [`group.${group}`, template(lang, `search.group.${group}`)])),
  } satisfies Partial<Record<SearchMessageName, string>>;
  return {
    'data-names': localizedPath(lang, 'search-names.json'),
    'data-bundle': sitePath('pagefind/pagefind.js'),
    'data-base': sitePath(),
    'data-page': localizedPath(lang, 'search/'),
    'data-root': localizedPath(lang),
    'data-lang': lang,
    'data-messages': JSON.stringify(messages),
  };
}
