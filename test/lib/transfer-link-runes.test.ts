import { describe, expect, it } from 'vitest';
import '../../src/rules';
import { readTransferTool } from '../../src/lib/url-state-transfer';

// The transfer estimator moves etched runes only: a link naming an accessory or a mythic rune is read as in the
// browser, where no calculator chunk holds them, so the page and the oracle of the URL sweep agree.
describe('a transfer link that names a rune no calculator takes', () => {
  it('drops an accessory or mythic rune with a notice, and keeps an etched one', () => {
    for (const query of ['rune=spell-bastion', 'swap=catching', 'rune=mythic-striking']) {
      const read = readTransferTool(query);
      expect(
        read.notices.map((n) => n.param),
        query,
      ).toHaveLength(1);
      expect(read.state?.rune, query).toBeUndefined();
      expect(read.state?.swap, query).toBeUndefined();
    }
    expect(readTransferTool('rune=deflecting').state?.rune).toBe('deflecting');
  });
});
