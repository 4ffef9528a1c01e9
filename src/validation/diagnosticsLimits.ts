/** Limits of a support log ('Technische gegevens meesturen'), shared by the app and the server. */
export const diagnosticsLimits = {
  /** Actions the recorder keeps (the last ones of the tab). */
  maxActions: 200,
  /** Bytes of the log's JSON (UTF-8); a longer log loses its oldest actions. */
  maxBytes: 256 * 1024,
  /** How deep an action's payload, meta or error may nest. */
  maxDepth: 32,
} as const;
