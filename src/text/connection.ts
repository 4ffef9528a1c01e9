/** The offline banner (frame/OfflineBanner.tsx, in the banners chunk). */
export const offline = 'Je bent offline. We proberen het opnieuw zodra er weer verbinding is.';
