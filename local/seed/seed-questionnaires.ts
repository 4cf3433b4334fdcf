// The demo studio's questionnaires: a wedding-planning form in each language it may send one in,
// using every kind of question, so the builder, the client's page and the answers on a session
// have something to show. Only for a studio without questionnaires of its own.
import type postgres from 'postgres';
import { newId } from '../../core/domain/ids';
import type { QuestionnaireField } from '../../core/domain/questionnaire-answers';

type Language = 'en' | 'es' | 'ca';
type Sample = { title: string; intro: string; fields: QuestionnaireField[] };

const field = (
  id: string,
  kind: QuestionnaireField['kind'],
  label: string,
  required: boolean,
  extra: Pick<QuestionnaireField, 'help' | 'options'> = {},
): QuestionnaireField => ({ id, kind, label, required, ...extra });

const WEDDING_PLANNING: Record<Language, Sample> = {
  en: {
    title: 'Wedding planning',
    intro: 'A few questions so we can plan your day with you. Your answers are saved as you type.',
    fields: [
      field('partner', 'short', 'Your partner’s name', true),
      field('ceremony', 'date', 'Date of the ceremony', true),
      field('guests', 'number', 'How many guests do you expect?', false),
      field('style', 'choice', 'Which style suits you best?', true, {
        options: ['Documentary', 'Classic and posed', 'A mix of both'],
      }),
      field('moments', 'multi', 'Moments you want covered', false, {
        options: ['Getting ready', 'Ceremony', 'Family portraits', 'Dinner', 'First dance'],
      }),
      field('drone', 'yesno', 'May we use a drone outdoors?', false),
      field('notes', 'long', 'Anything else we should know?', false, {
        help: 'People we should not miss, surprises, family matters.',
      }),
    ],
  },
  es: {
    title: 'Planificación de la boda',
    intro: 'Unas preguntas para planificar vuestro día con vosotros. Las respuestas se guardan mientras escribís.',
    fields: [
      field('partner', 'short', 'Nombre de tu pareja', true),
      field('ceremony', 'date', 'Fecha de la ceremonia', true),
      field('guests', 'number', '¿Cuántos invitados esperáis?', false),
      field('style', 'choice', '¿Qué estilo os va más?', true, {
        options: ['Documental', 'Clásico y posado', 'Una mezcla de ambos'],
      }),
      field('moments', 'multi', 'Momentos que queréis cubrir', false, {
        options: ['Preparativos', 'Ceremonia', 'Retratos de familia', 'Cena', 'Primer baile'],
      }),
      field('drone', 'yesno', '¿Podemos usar un dron en exteriores?', false),
      field('notes', 'long', '¿Algo más que debamos saber?', false, {
        help: 'Personas que no nos podemos perder, sorpresas, asuntos de familia.',
      }),
    ],
  },
  ca: {
    title: 'Planificació del casament',
    intro: 'Unes preguntes per planificar el vostre dia amb vosaltres. Les respostes es desen mentre escriviu.',
    fields: [
      field('partner', 'short', 'Nom de la teva parella', true),
      field('ceremony', 'date', 'Data de la cerimònia', true),
      field('guests', 'number', 'Quants convidats espereu?', false),
      field('style', 'choice', 'Quin estil us escau més?', true, {
        options: ['Documental', 'Clàssic i posat', 'Una barreja de tots dos'],
      }),
      field('moments', 'multi', 'Moments que voleu cobrir', false, {
        options: ['Preparatius', 'Cerimònia', 'Retrats de família', 'Sopar', 'Primer ball'],
      }),
      field('drone', 'yesno', 'Podem fer servir un dron a l’exterior?', false),
      field('notes', 'long', 'Alguna cosa més que hàgim de saber?', false, {
        help: 'Persones que no ens podem perdre, sorpreses, qüestions de família.',
      }),
    ],
  },
};

export async function seedQuestionnaires(sql: postgres.Sql, accountId: string, userId: string): Promise<void> {
  await sql.begin(async (tx) => {
    const [existing] = await tx`select 1 from questionnaires where account_id = ${accountId} limit 1`;
    if (existing) return;
    for (const [language, sample] of Object.entries(WEDDING_PLANNING)) {
      await tx`insert into questionnaires (id, account_id, author_id, title, language, intro, fields)
               values (${newId()}, ${accountId}, ${userId}, ${sample.title}, ${language}, ${sample.intro},
                       ${tx.json(sample.fields)})`;
    }
  });
}
