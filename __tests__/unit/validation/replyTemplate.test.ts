import {
  fillPlaceholders,
  placeholderRule,
  placeholderValues,
  unknownPlaceholders,
} from '../../../src/validation/replyTemplate';

const values = placeholderValues('Jan de Vries', '100001', 'Sanne Supportdesk');

describe('the placeholders of reply templates and answers', () => {
  it('fills the known ones, however spaced or capitalised', () => {
    expect(fillPlaceholders('Beste {{klantnaam}} ({{ Klantnummer }}), groet {{MEDEWERKER}}', values)).toBe(
      'Beste Jan de Vries (100001), groet Sanne Supportdesk',
    );
  });

  it("never looks a name up on an object's prototype", () => {
    expect(unknownPlaceholders('{{constructor}} {{__proto__}} {{toString}} {{hasOwnProperty}}')).toEqual([
      '{{constructor}}',
      '{{__proto__}}',
      '{{toString}}',
      '{{hasOwnProperty}}',
    ]);
    expect(fillPlaceholders('Test {{constructor}}', values)).toBe('Test {{constructor}}');
  });

  it("inserts a value as text, once: a customer's own {{…}} or $& is never read again", () => {
    const odd = placeholderValues('{{medewerker}} $& $1', '100001', 'Sanne');
    expect(fillPlaceholders('Beste {{klantnaam}}, groet {{medewerker}}', odd)).toBe(
      'Beste {{medewerker}} $& $1, groet Sanne',
    );
  });

  it('names each unknown one once and the known ones in the refusal', () => {
    expect(unknownPlaceholders('{{naam}} {{klantnaam}} {{naam}} {{}} {{ x y }}')).toEqual([
      '{{naam}}',
      '{{}}',
      '{{ x y }}',
    ]);
    expect(placeholderRule('Hallo {{naam}}')).toBe(
      'Onbekend invulveld {{naam}}. Gebruik alleen {{klantnaam}}, {{klantnummer}} en {{medewerker}}.',
    );
    expect(placeholderRule('Hallo {{klantnaam}}, geen {accolades} of {{ onvolledig')).toBeUndefined();
  });
});
