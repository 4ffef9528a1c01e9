import { keepEarlyInput, takeEarlyInput } from '../../../src/ui/prerendered/earlyInput';
import { EARLY_SUBMIT_ATTRIBUTE } from '../../../src/ui/prerendered/markers';

const root = document.documentElement;
afterEach(() => root.removeAttribute(EARLY_SUBMIT_ATTRIBUTE));

describe('what was done in the login form before the app took it over', () => {
  it("counts a 'Login' pressed while React was still hydrating, not only one pressed before", () => {
    const container = document.createElement('div');
    container.innerHTML = '<input name="email" value="iemand@voorbeeld.nl"><input name="password" value="">';
    keepEarlyInput(container);
    // The start script holds the press until the commit that attaches the form's handler.
    root.setAttribute(EARLY_SUBMIT_ATTRIBUTE, '');
    expect(takeEarlyInput()).toEqual({ values: { email: 'iemand@voorbeeld.nl' }, submitted: true });
    expect(root.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(false);
    expect(takeEarlyInput()).toBeNull();
  });

  it('is nothing when nothing was typed or pressed', () => {
    keepEarlyInput(document.createElement('div'));
    expect(takeEarlyInput()).toBeNull();
  });
});
