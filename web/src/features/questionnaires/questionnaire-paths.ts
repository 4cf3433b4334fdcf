// Settings → Questionnaires, where the builder leads back to: the settings feature's route, spelt
// out here as no feature may import another.
export const QUESTIONNAIRE_SETTINGS_PATH = '/app/settings/questionnaires';
