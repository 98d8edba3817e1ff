// Generated hostile calculator links, shared by the unit test (test/lib/url-state-hostile.test.ts) and the
// browser sweep (test/browser/url-sweep.test.ts).
import fc from 'fast-check';
import { SITE_KEYS } from '../../src/lib/url-state';
import { BASE_ITEMS, RUNES } from '../../src/rules';

const HOSTILE_VALUES = [
  '',
  ',',
  ',,,',
  ' , ',
  'none',
  'None',
  '0',
  '00',
  '07',
  '1',
  '2',
  '3',
  '4',
  '99',
  '-1',
  '1.5',
  '1e1',
  '+1',
  ' 1',
  '２',
  'true',
  '__proto__',
  'constructor',
  'toString',
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  'javascript:alert(1)',
  '%00',
  '\u0000',
  '\u202e',
  'ロングソード',
  'a'.repeat(300),
  'flaming,,frost',
  'flaming,frost,',
  ',flaming',
  'flaming,flaming',
  'flaming,striking',
  'flaming,frost,shock,thundering,corrosive,holy,unholy',
  'swap',
  'move',
  'expert',
  'master',
];
const SLUGS = [...RUNES.map((r) => r.slug), ...BASE_ITEMS.slice(0, 20).map((b) => b.slug), 'longsword', 'chain-mail', 'steel-shield'];
const HOSTILE_KEYS = ['utm_source', '<b>', 'a b', '__proto__', 'constructor', 'POTENCY', 'base[]', '', 'x'.repeat(40)];

const value = fc.oneof(fc.constantFrom(...HOSTILE_VALUES), fc.constantFrom(...SLUGS), fc.string({ maxLength: 12 }), fc.nat(30).map(String));

function queryOf(pairs: [string, string][], raw: boolean): string {
  return pairs.map(([k, v]) => (raw ? `${k}=${v}` : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)).join('&');
}

export function hostileQueries(keys: readonly string[]) {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.constantFrom(...SITE_KEYS) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
  );
  return fc
    .tuple(fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 8 }), fc.boolean(), fc.boolean())
    .map(([pairs, raw, question]) => `${question ? '?' : ''}${queryOf(pairs, raw)}`);
}
