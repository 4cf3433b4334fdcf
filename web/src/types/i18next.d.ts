// Translation keys are typed from the English files: a missing or misspelt key is a compile
// error, and `t` only accepts keys of the namespaces a component asked for.
import type auth from '@locales/en/auth.json';
import type backoffice from '@locales/en/backoffice.json';
import type clients from '@locales/en/clients.json';
import type common from '@locales/en/common.json';
import type contractDocument from '@locales/en/contractDocument.json';
import type contractFields from '@locales/en/contractFields.json';
import type contracts from '@locales/en/contracts.json';
import type customers from '@locales/en/customers.json';
import type documents from '@locales/en/documents.json';
import type errors from '@locales/en/errors.json';
import type galleries from '@locales/en/galleries.json';
import type home from '@locales/en/home.json';
import type invoiceDocument from '@locales/en/invoiceDocument.json';
import type landing from '@locales/en/landing.json';
import type locations from '@locales/en/locations.json';
import type mailTemplates from '@locales/en/mailTemplates.json';
import type shopSetup from '@locales/en/shopSetup.json';
import type payments from '@locales/en/payments.json';
import type portal from '@locales/en/portal.json';
import type questionnaireAdmin from '@locales/en/questionnaireAdmin.json';
import type questionnaires from '@locales/en/questionnaires.json';
import type reviews from '@locales/en/reviews.json';
import type sales from '@locales/en/sales.json';
import type publicPages from '@locales/en/public.json';
import type schedulePlans from '@locales/en/schedulePlans.json';
import type scheduling from '@locales/en/scheduling.json';
import type sessionTypes from '@locales/en/sessionTypes.json';
import type sessions from '@locales/en/sessions.json';
import type settings from '@locales/en/settings.json';
import type shop from '@locales/en/shop.json';
import type tasks from '@locales/en/tasks.json';
import type upload from '@locales/en/upload.json';
import type usage from '@locales/en/usage.json';
import type validation from '@locales/en/validation.json';
import type website from '@locales/en/website.json';
import type workflows from '@locales/en/workflows.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      backoffice: typeof backoffice;
      clients: typeof clients;
      common: typeof common;
      contractDocument: typeof contractDocument;
      contractFields: typeof contractFields;
      contracts: typeof contracts;
      customers: typeof customers;
      documents: typeof documents;
      errors: typeof errors;
      galleries: typeof galleries;
      home: typeof home;
      invoiceDocument: typeof invoiceDocument;
      landing: typeof landing;
      locations: typeof locations;
      mailTemplates: typeof mailTemplates;
      shopSetup: typeof shopSetup;
      payments: typeof payments;
      portal: typeof portal;
      questionnaireAdmin: typeof questionnaireAdmin;
      questionnaires: typeof questionnaires;
      reviews: typeof reviews;
      sales: typeof sales;
      public: typeof publicPages;
      schedulePlans: typeof schedulePlans;
      scheduling: typeof scheduling;
      sessions: typeof sessions;
      sessionTypes: typeof sessionTypes;
      settings: typeof settings;
      shop: typeof shop;
      tasks: typeof tasks;
      upload: typeof upload;
      usage: typeof usage;
      validation: typeof validation;
      website: typeof website;
      workflows: typeof workflows;
    };
  }
}
