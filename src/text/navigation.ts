/** Dutch strings of the desktop frame: top bar, side menu and breadcrumb. */
export const navigationText = {
  mainMenu: 'Hoofdmenu',
  breadcrumb: 'Kruimelpad',
  /** The button that unfolds the side menu on a narrow desktop window. */
  menuButton: 'Menu',
  skipToContent: 'Naar de inhoud',
  customerNumber: (poc: string) => `Klantnummer ${poc}`,
} as const;
