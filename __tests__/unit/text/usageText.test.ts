import { usageText } from '../../../src/text/usage';

describe('the usage texts', () => {
  it('write every share with one decimal, so shares side by side read alike', () => {
    expect([17, 32.26, 0, 100].map(usageText.percentage)).toEqual(['17,0%', '32,3%', '0,0%', '100,0%']);
  });

  it("say on 'Meer laden' how many calls are not loaded yet", () => {
    expect(usageText.loadMore(1)).toBe('Meer laden (nog 1 gesprek)');
    expect(usageText.loadMore(1950)).toBe('Meer laden (nog 1.950 gesprekken)');
  });
});
