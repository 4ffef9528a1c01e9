/** The offline banner (in the entry: its moment is when nothing loads). */
export const offline = 'Je bent offline. We proberen het opnieuw zodra er weer verbinding is.';
