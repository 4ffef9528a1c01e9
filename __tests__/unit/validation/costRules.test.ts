import {
  checkLowCreditMinutes,
  checkMonthlyLimit,
  creditMinutes,
  lowCreditMinutes,
  monthlyLimit,
  parseEuroCents,
} from '../../../src/validation/costRules';

const outOfRange = 'Vul een bedrag in van €\u00a01,00 tot en met €\u00a010.000,00.';

describe('the monthly limit', () => {
  it('reads amounts as a Dutch customer types them', () => {
    expect(parseEuroCents('50')).toBe(5000);
    expect(parseEuroCents('50,5')).toBe(5050);
    expect(parseEuroCents('€ 1.250,50')).toBe(125_050);
    expect(parseEuroCents('10.000')).toBe(1_000_000);
    expect(parseEuroCents('7.5')).toBe(750);
    expect(parseEuroCents('1,234')).toBeNull();
    expect(parseEuroCents('vijftig')).toBeNull();
    expect(parseEuroCents('-5')).toBeNull();
  });

  it('takes € 1,00 to € 10.000,00 in whole cents, in the form and on the server', () => {
    expect(monthlyLimit('')).toBe('Veld is verplicht');
    expect(monthlyLimit('0,99')).toBe(outOfRange);
    expect(monthlyLimit('1')).toBeUndefined();
    expect(monthlyLimit('10.000,00')).toBeUndefined();
    expect(monthlyLimit('10.000,01')).toBe(outOfRange);
    expect(monthlyLimit('abc')).toBe(outOfRange);
    expect(checkMonthlyLimit(12.34)).toBeUndefined();
    expect(checkMonthlyLimit(0.5)).toBe(outOfRange);
    expect(checkMonthlyLimit(-5)).toBe(outOfRange);
  });

  it('takes at most two decimals, also when a third is tiny', () => {
    const twoDecimals = 'Vul een bedrag in met hoogstens twee cijfers achter de komma.';
    expect(checkMonthlyLimit(12.345)).toBe(twoDecimals);
    expect(checkMonthlyLimit(5.0000001)).toBe(twoDecimals);
    expect(checkMonthlyLimit(1.1 + 2.2)).toBe(twoDecimals);
    expect(checkMonthlyLimit(9999.99)).toBeUndefined();
    expect(checkMonthlyLimit(1.1)).toBeUndefined();
    expect(monthlyLimit('12,345')).toBe(twoDecimals);
    expect(monthlyLimit('€ 1.250,505')).toBe(twoDecimals);
    expect(monthlyLimit('12,34')).toBeUndefined();
  });
});

describe('the low-credit threshold', () => {
  it('takes whole minutes from 1 to 1000', () => {
    const message = 'Vul een aantal minuten in van 1 tot en met 1000.';
    expect(lowCreditMinutes('30')).toBeUndefined();
    expect(lowCreditMinutes('0')).toBe(message);
    expect(lowCreditMinutes('12,5')).toBe(message);
    expect(lowCreditMinutes('1001')).toBe(message);
    expect(checkLowCreditMinutes(1000)).toBeUndefined();
    expect(checkLowCreditMinutes(2.5)).toBe(message);
  });

  it('counts the minutes credit buys as credit / 0,05 in whole cents (requirements §9)', () => {
    expect(creditMinutes(15)).toBe(300);
    expect(creditMinutes(1.24)).toBe(24);
    expect(creditMinutes(-1)).toBe(0);
  });
});
