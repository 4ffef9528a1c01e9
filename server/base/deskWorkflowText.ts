/** Dutch messages of the desk's working tools that only the server sends (docs/support.md). */
export const deskWorkflowText = {
  noteRequired: 'Interne notitie: Vul een notitie in.',
  staffUnknown: 'Deze medewerker bestaat niet of is uitgeschakeld.',
  staleAnswer:
    'Er is intussen een nieuw bericht in dit gesprek. Lees het eerst; je antwoord is bewaard. ' +
    'Verstuur daarna opnieuw.',
  templateTitleRequired: 'Titel: Veld is verplicht',
  templateBodyRequired: 'Tekst: Veld is verplicht',
  templateBodyField: (problem: string) => `Tekst: ${problem}`,
  mergeSelf: 'Een vraag kan niet met zichzelf worden samengevoegd.',
  mergeOtherCustomer: 'Alleen vragen van dezelfde klant kunnen worden samengevoegd.',
  mergeAlready: 'Een van deze vragen is al samengevoegd met een andere vraag.',
  mergeUnknown: 'Er is geen vraag met dit nummer.',
  mergeRequest: 'Een aanvraag voor een extra nummer kan niet worden samengevoegd.',
  mergedClosed: (into: number) => `Deze vraag is samengevoegd met vraag ${into}. Werk verder in die vraag.`,
  /** The merged ticket's question as an entry of the conversation it joins (the customer sees it). */
  mergedQuestion: (subject: string, message: string) => `${subject}\n\n${message}`,
  mergedAudit: (other: number) => `vraag ${other} samengevoegd`,
  assignedAudit: (name: string) => (name ? `toegewezen aan ${name}` : 'toewijzing ingetrokken'),
  targetSaved: 'De reactietijd is opgeslagen.',
  targetAudit: (hours: number) => `reactietijd ${hours} werkuren`,
} as const;
