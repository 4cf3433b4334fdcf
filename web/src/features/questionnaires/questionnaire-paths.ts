// Where the questionnaire screens open. Settings → Questionnaires is the settings feature's; its
// address is spelt out here, as no feature may import another.
export const builderPath = (id: string) => `/app/settings/questionnaires/${encodeURIComponent(id)}`;
export const QUESTIONNAIRE_SETTINGS_PATH = '/app/settings/questionnaires';
