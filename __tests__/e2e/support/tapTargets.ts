import type { Page } from 'playwright-core';

/** The least height of a tap target on a phone (WCAG 2.5.5, Apple's and Android's guidelines). */
export const MIN_TAP_HEIGHT = 44;

/**
 * The tap targets on the page lower than MIN_TAP_HEIGHT, each as 'tag "name" (height px)'. Every
 * visible control counts: links, buttons, fields, selects, summaries. Excepted are links inside a
 * sentence (text around them in the same block), which the line's height decides, and a checkbox or
 * radio whose label, the thing one taps, is high enough. (No named functions inside: the page runs
 * the function's source as it is.)
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // Not shown, or shown to screen readers only (1 px, clipped).
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || control.closest('[hidden]')) continue;
      if (box.height >= min - 0.5) continue;
      const own = (control.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (control.tagName === 'A' && style.display === 'inline') {
        // A link within a sentence: text beside it on its line (a text node, or an inline element with
        // text), up to the block it sits in; a block beside it (a paragraph above) is no sentence.
        let inSentence = false;
        for (let node: HTMLElement | null = control; node && !inSentence; node = node.parentElement) {
          if (node !== control && !getComputedStyle(node).display.startsWith('inline')) break;
          for (const sibling of node.parentElement?.childNodes ?? []) {
            if (sibling === node || !(sibling.textContent ?? '').trim()) continue;
            if (sibling.nodeType === Node.TEXT_NODE) inSentence = true;
            else if (sibling instanceof HTMLElement && getComputedStyle(sibling).display.startsWith('inline'))
              inSentence = true;
          }
        }
        if (inSentence) continue;
      }
      if (
        control instanceof HTMLInputElement &&
        /^(checkbox|radio)$/.test(control.type) &&
        [...(control.labels ?? [])].some((label) => label.getBoundingClientRect().height >= min - 0.5)
      )
        continue;
      const name = (control.getAttribute('aria-label') ?? own).slice(0, 40);
      small.push(`${control.tagName.toLowerCase()} "${name}" (${Math.round(box.height)} px)`);
    }
    return small;
  }, MIN_TAP_HEIGHT);
}
