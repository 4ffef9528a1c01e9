/** Leaves the portal for another site (desktop logins go to the external account site, requirements §2). */
export function goToExternalSite(url: string): void {
  window.location.assign(url);
}
