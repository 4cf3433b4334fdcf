// A studio's mail template: a subject and body per language, with merge fields written as in
// contracts (`{{client.name}}`). A workflow sends the version in its client's language.
import type { DocumentLanguage } from './invoice';

export type MailTemplateVersion = { readonly subject: string; readonly body: string };

/** The versions a template is written in, by language (mail_templates.versions). */
export type MailTemplateVersions = { readonly [Language in DocumentLanguage]?: MailTemplateVersion };
