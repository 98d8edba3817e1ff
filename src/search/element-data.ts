// The data attributes the search elements read (<site-search> in the header, <search-page> on the search
// page): where the names data, Pagefind and the search page are, and the messages in the page's language.
import { elementMessages, type Locale } from '../i18n';
import { localizedPath, sitePath } from '../i18n/urls';
import { GROUPS, SEARCH_KEYS, type GroupKey } from './types';

/** Every message the elements read: SEARCH_KEYS and each group's heading. */
const KEYS = [...SEARCH_KEYS, ...GROUPS.map((group): GroupKey => `search.group.${group}`)];

export function searchElementData(lang: Locale): Record<`data-${string}`, string> {
  return {
    'data-names': localizedPath(lang, 'search-names.json'),
    'data-bundle': sitePath('pagefind/pagefind.js'),
    'data-base': sitePath(),
    'data-page': localizedPath(lang, 'search/'),
    'data-root': localizedPath(lang),
    'data-lang': lang,
    'data-messages': elementMessages(lang, KEYS),
  };
}
