/** Dutch texts of the desk's invoices and credit notes. */
export const deskInvoiceText = {
  reasonRequired: 'Reden: vul in waarom je crediteert (dit staat op de creditnota).',
  reasonTooShort: 'Reden: schrijf in een paar woorden waarom je crediteert (minstens 5 tekens).',
  notAnInvoice: 'Een creditnota kun je niet crediteren; kies de factuur.',
  nothingLeft: 'Deze factuur is al helemaal gecrediteerd.',
  unknownLine: 'Een gekozen regel hoort niet bij deze factuur.',
  lineCredited: 'Een gekozen regel is al gecrediteerd. Vernieuw de pagina en kies opnieuw.',
  credited: (creditNumber: string, invoiceNumber: string) =>
    `Creditnota ${creditNumber} bij factuur ${invoiceNumber} is gemaakt en naar de klant gemaild.`,
} as const;
