// Two contracts a photographer can start from, in each language a client may read: a portrait
// session and a wedding. New studios get them in their language (local/seed, the template list's
// "start from a sample"); the studio edits them to its own terms.
import type { ClientField } from './contract';
import type { DocumentLanguage } from './invoice';

export type ContractSample = { name: string; body: string; clientFields: ClientField[] };
export const contractSampleKeys = ['portrait', 'wedding'] as const;
export type ContractSampleKey = (typeof contractSampleKeys)[number];

const portraitEn = `# Portrait session agreement

This agreement is between **{{studio.legalName}}** ({{studio.taxId}}), {{studio.address}}, trading as {{studio.name}} ("the photographer"), and **{{client.name}}** ("the client").

1. **The session.** A {{session.type}} session on {{session.date}} at {{session.time}}, at {{session.place}}.
2. **Fee and deposit.** The fee is {{invoice.total}}. A deposit of {{invoice.deposit}} reserves the date and is not refundable; the rest is due on the day of the session.
3. **Rescheduling.** The client may move the session once, at no cost, with at least 7 days' notice. Bad weather on an outdoor session is always a reason to move it.
4. **Delivery.** The edited photographs are delivered in an online gallery within 3 weeks of the session.
5. **Use of the photographs.** The photographer keeps the copyright. The client may print and share the photographs for personal use. The photographer may show them in their portfolio only with the client's consent, given below or later in writing.
6. **Liability.** If the photographer cannot attend for reasons beyond their control, they will offer a new date or refund every payment made, and nothing more.

Signed on {{today}}.
`;

const portraitEs = `# Contrato de sesión de retrato

Este contrato se firma entre **{{studio.legalName}}** ({{studio.taxId}}), {{studio.address}}, con el nombre comercial {{studio.name}} («el fotógrafo»), y **{{client.name}}** («el cliente»).

1. **La sesión.** Una sesión de {{session.type}} el {{session.date}} a las {{session.time}}, en {{session.place}}.
2. **Precio y señal.** El precio es {{invoice.total}}. Una señal de {{invoice.deposit}} reserva la fecha y no se devuelve; el resto se paga el día de la sesión.
3. **Cambio de fecha.** El cliente puede cambiar la sesión una vez, sin coste, con al menos 7 días de antelación. El mal tiempo en una sesión en exteriores siempre permite cambiarla.
4. **Entrega.** Las fotografías editadas se entregan en una galería en línea en un plazo de 3 semanas desde la sesión.
5. **Uso de las fotografías.** El fotógrafo conserva los derechos de autor. El cliente puede imprimir y compartir las fotografías para uso personal. El fotógrafo solo puede mostrarlas en su portfolio con el consentimiento del cliente, dado abajo o más adelante por escrito.
6. **Responsabilidad.** Si el fotógrafo no puede acudir por causas ajenas a su voluntad, ofrecerá una nueva fecha o devolverá todos los pagos recibidos, y nada más.

Firmado el {{today}}.
`;

const portraitCa = `# Contracte de sessió de retrat

Aquest contracte se signa entre **{{studio.legalName}}** ({{studio.taxId}}), {{studio.address}}, amb el nom comercial {{studio.name}} («el fotògraf»), i **{{client.name}}** («el client»).

1. **La sessió.** Una sessió de {{session.type}} el {{session.date}} a les {{session.time}}, a {{session.place}}.
2. **Preu i paga i senyal.** El preu és {{invoice.total}}. Una paga i senyal de {{invoice.deposit}} reserva la data i no es retorna; la resta es paga el dia de la sessió.
3. **Canvi de data.** El client pot canviar la sessió un cop, sense cost, amb almenys 7 dies d'antelació. El mal temps en una sessió a l'exterior sempre permet canviar-la.
4. **Lliurament.** Les fotografies editades es lliuren en una galeria en línia en un termini de 3 setmanes des de la sessió.
5. **Ús de les fotografies.** El fotògraf conserva els drets d'autor. El client pot imprimir i compartir les fotografies per a ús personal. El fotògraf només les pot mostrar al seu portfolio amb el consentiment del client, donat a sota o més endavant per escrit.
6. **Responsabilitat.** Si el fotògraf no hi pot anar per causes alienes a la seva voluntat, oferirà una data nova o retornarà tots els pagaments rebuts, i res més.

Signat el {{today}}.
`;

const weddingEn = `# Wedding photography agreement

This agreement is between **{{studio.legalName}}** ({{studio.taxId}}), {{studio.address}}, trading as {{studio.name}} ("the photographer"), and **{{client.name}}** ("the client"), who can be reached at {{client.email}} and {{client.phone}}.

1. **The wedding.** The photographer will cover the wedding on {{session.date}} from {{session.time}}, at {{session.place}}, as described in the quote.
2. **Fee and payments.** The fee is {{invoice.total}}. A deposit of {{invoice.deposit}} reserves the date and is not refundable; the rest is paid as the invoice's payment plan says.
3. **Cancellation.** If the client cancels, the deposit is kept. Cancelling less than 60 days before the wedding, the whole fee is due.
4. **On the day.** The client names a contact person who helps gather family and guests for group photographs. The photographer receives a meal and breaks when the guests eat.
5. **Delivery.** A preview within 2 weeks; the full edited collection in an online gallery within 10 weeks of the wedding.
6. **Use of the photographs.** The photographer keeps the copyright and grants the couple a licence for personal use. Showing the photographs in the photographer's portfolio needs the couple's consent.
7. **Liability.** If illness or an emergency keeps the photographer away, they will send a photographer of similar standing; if none can go, every payment is refunded, and nothing more.

Signed on {{today}}.
`;

const weddingEs = `# Contrato de fotografía de boda

Este contrato se firma entre **{{studio.legalName}}** ({{studio.taxId}}), {{studio.address}}, con el nombre comercial {{studio.name}} («el fotógrafo»), y **{{client.name}}** («el cliente»), localizable en {{client.email}} y {{client.phone}}.

1. **La boda.** El fotógrafo cubrirá la boda el {{session.date}} a partir de las {{session.time}}, en {{session.place}}, tal como describe el presupuesto.
2. **Precio y pagos.** El precio es {{invoice.total}}. Una señal de {{invoice.deposit}} reserva la fecha y no se devuelve; el resto se paga según el plan de pagos de la factura.
3. **Cancelación.** Si el cliente cancela, la señal no se devuelve. Si cancela a menos de 60 días de la boda, se debe el precio entero.
4. **El día de la boda.** El cliente nombra a una persona de contacto que ayuda a reunir a familia e invitados para las fotos de grupo. El fotógrafo recibe una comida y descansos cuando comen los invitados.
5. **Entrega.** Un avance en 2 semanas; la colección editada completa en una galería en línea en 10 semanas desde la boda.
6. **Uso de las fotografías.** El fotógrafo conserva los derechos de autor y concede a la pareja una licencia de uso personal. Mostrar las fotografías en el portfolio del fotógrafo requiere el consentimiento de la pareja.
7. **Responsabilidad.** Si una enfermedad o una urgencia impide acudir al fotógrafo, enviará a otro fotógrafo de nivel similar; si no puede ir ninguno, se devuelven todos los pagos, y nada más.

Firmado el {{today}}.
`;

const weddingCa = `# Contracte de fotografia de casament

Aquest contracte se signa entre **{{studio.legalName}}** ({{studio.taxId}}), {{studio.address}}, amb el nom comercial {{studio.name}} («el fotògraf»), i **{{client.name}}** («el client»), que es pot localitzar a {{client.email}} i {{client.phone}}.

1. **El casament.** El fotògraf cobrirà el casament el {{session.date}} a partir de les {{session.time}}, a {{session.place}}, tal com descriu el pressupost.
2. **Preu i pagaments.** El preu és {{invoice.total}}. Una paga i senyal de {{invoice.deposit}} reserva la data i no es retorna; la resta es paga segons el pla de pagaments de la factura.
3. **Cancel·lació.** Si el client cancel·la, la paga i senyal no es retorna. Si cancel·la a menys de 60 dies del casament, es deu el preu sencer.
4. **El dia del casament.** El client nomena una persona de contacte que ajuda a reunir la família i els convidats per a les fotos de grup. El fotògraf rep un àpat i descansos quan mengen els convidats.
5. **Lliurament.** Un avançament en 2 setmanes; la col·lecció editada completa en una galeria en línia en 10 setmanes des del casament.
6. **Ús de les fotografies.** El fotògraf conserva els drets d'autor i concedeix a la parella una llicència d'ús personal. Mostrar les fotografies al portfolio del fotògraf requereix el consentiment de la parella.
7. **Responsabilitat.** Si una malaltia o una urgència impedeix al fotògraf anar-hi, enviarà un altre fotògraf de nivell semblant; si no hi pot anar ningú, es retornen tots els pagaments, i res més.

Signat el {{today}}.
`;

const portraitFields = (address: string, consent: string): ClientField[] => [
  { key: 'address', label: address, required: true },
  { key: 'portfolioConsent', label: consent, required: false },
];
const weddingFields = (address: string, partner: string, contact: string): ClientField[] => [
  { key: 'address', label: address, required: true },
  { key: 'partnerName', label: partner, required: true },
  { key: 'dayContact', label: contact, required: false },
];

export const CONTRACT_SAMPLES: Record<ContractSampleKey, Record<DocumentLanguage, ContractSample>> = {
  portrait: {
    en: {
      name: 'Portrait session',
      body: portraitEn,
      clientFields: portraitFields('Your postal address', 'Portfolio use: write "yes" if you agree'),
    },
    es: {
      name: 'Sesión de retrato',
      body: portraitEs,
      clientFields: portraitFields('Tu dirección postal', 'Uso en el portfolio: escribe «sí» si estás de acuerdo'),
    },
    ca: {
      name: 'Sessió de retrat',
      body: portraitCa,
      clientFields: portraitFields('La teva adreça postal', "Ús al portfolio: escriu «sí» si hi estàs d'acord"),
    },
  },
  wedding: {
    en: {
      name: 'Wedding',
      body: weddingEn,
      clientFields: weddingFields(
        'Your postal address',
        "Your partner's full name",
        'Contact person on the day (name and phone)',
      ),
    },
    es: {
      name: 'Boda',
      body: weddingEs,
      clientFields: weddingFields(
        'Tu dirección postal',
        'Nombre completo de tu pareja',
        'Persona de contacto el día de la boda (nombre y teléfono)',
      ),
    },
    ca: {
      name: 'Casament',
      body: weddingCa,
      clientFields: weddingFields(
        'La teva adreça postal',
        'Nom complet de la teva parella',
        'Persona de contacte el dia del casament (nom i telèfon)',
      ),
    },
  },
};
