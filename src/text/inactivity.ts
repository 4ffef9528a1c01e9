/** Dutch strings of the warning before the inactivity logout (WCAG 2.2.1), fetched with the warning. */
export const inactivityWarningTexts = {
  title: 'Je sessie verloopt bijna',
  countdown: (seconds: number) =>
    `Je bent een tijdje niet actief geweest. Over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} word je uitgelogd.`,
  /** Read out politely at a few moments only, not every second. */
  remaining: (seconds: number) => `Nog ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'}.`,
  stay: 'Ingelogd blijven',
} as const;
