/** Texts of pages that are not yet available. */
export const placeholderTexts = {
  comingSoon: 'Deze pagina is binnenkort beschikbaar.',
  invoiceIncomplete: 'De weergave van deze factuur is nog niet beschikbaar.',
} as const;
