// The mails about a contract, in the contract's language (locales/<lng>/email.json), under the
// studio's logo and name: the client's "sign your contract" with its link; once both signed, the
// sealed PDF to the client and to the studio; and the studio's notice that the client signed.
import { linkMailBodies, linkMailWords, type MailBrand } from '../../mail/mail-layout';
import { mailStrings, type MailLanguage } from '../../mail/mail-strings';
import type { Mail, MailAttachment } from '../../mail/mailer';

type ContractMail = {
  to: string;
  lng: MailLanguage;
  brand: MailBrand;
  /** The client's name. */
  name: string;
  title: string;
  link: string;
  replyTo?: string | null;
};

type Group = 'contractMail' | 'contractSigned' | 'contractSignedStudio' | 'contractClientSigned';

function contractMail(
  input: ContractMail,
  group: Group,
  sealed?: { attachment: MailAttachment; sha256: string },
): Mail {
  const t = mailStrings(input.lng, group, {
    studio: input.brand.name,
    name: input.name,
    title: input.title,
    sha256: sealed?.sha256 ?? '',
  });
  const { text, html } = linkMailBodies(input.lng, linkMailWords(t), input.link, input.brand);
  return {
    to: input.to,
    subject: t('subject'),
    text,
    html,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    ...(sealed ? { attachments: [sealed.attachment] } : {}),
  };
}

const pdfAttachment = (pdf: { fileName: string; bytes: Buffer }): MailAttachment => ({
  filename: pdf.fileName,
  contentType: 'application/pdf',
  content: pdf.bytes.toString('base64'),
  encoding: 'base64',
});

/** To the client: the contract to read and sign, by its link. */
export const signContractMail = (input: ContractMail): Mail => contractMail(input, 'contractMail');

/** To the studio: the client signed, and the contract waits for its countersignature. */
export const clientSignedNotice = (input: ContractMail): Mail => contractMail(input, 'contractClientSigned');

/** To each party once both signed: the sealed PDF attached, and its hash as sealed. */
export const signedContractMail = (
  input: ContractMail & { party: 'client' | 'studio'; pdf: { fileName: string; bytes: Buffer; sha256: string } },
): Mail =>
  contractMail(input, input.party === 'client' ? 'contractSigned' : 'contractSignedStudio', {
    attachment: pdfAttachment(input.pdf),
    sha256: input.pdf.sha256,
  });
