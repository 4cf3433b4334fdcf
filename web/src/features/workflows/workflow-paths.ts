// Settings → Workflows, where the builder leads back to, and a new mail template: the settings
// feature's routes, spelt out here as no feature may import another.
export const WORKFLOW_SETTINGS_PATH = '/app/settings/workflows';
export const workflowBuilderPath = (id: string) => `${WORKFLOW_SETTINGS_PATH}/${encodeURIComponent(id)}`;
/** Settings → Mail templates (the mail templates' own screen). */
export const MAIL_TEMPLATE_SETTINGS_PATH = '/app/settings/mail-templates';
