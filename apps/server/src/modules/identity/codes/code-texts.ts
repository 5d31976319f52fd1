import { CODE_EXPIRED_MINUTES, type Language } from '@openlobby/contract';

/**
 * What the SMS and e-mail codes say, in the language of the request that asked for them
 * (its Accept-Language, which the web app sets to the site's language): a player on the
 * Portuguese site got "your code is …" in English. The code stays a lone 6-digit number in
 * every text, where a phone's autofill and the operator outbox's readers find it.
 */
const codeTexts = {
  code: {
    en: (code: string) =>
      `OpenLobby: your code is ${code}. It expires in ${CODE_EXPIRED_MINUTES} minutes.`,
    pt: (code: string) =>
      `OpenLobby: seu código é ${code}. Ele expira em ${CODE_EXPIRED_MINUTES} minutos.`,
  },
  verification: {
    en: (code: string) =>
      `Your OpenLobby verification code is ${code}. It expires in ${CODE_EXPIRED_MINUTES} minutes. Never share it.`,
    pt: (code: string) =>
      `Seu código de verificação OpenLobby é ${code}. Ele expira em ${CODE_EXPIRED_MINUTES} minutos. Nunca o compartilhe.`,
  },
} satisfies Record<string, Record<Language, (code: string) => string>>;

const mailSubjects = {
  contact: { en: 'OpenLobby: confirm your e-mail', pt: 'OpenLobby: confirme o seu e-mail' },
  verification: { en: 'Your verification code', pt: 'Seu código de verificação' },
} satisfies Record<string, Record<Language, string>>;

/** A registration, login, reset or contact-change code. */
export function codeText(code: string, language: Language): string {
  return codeTexts.code[language](code);
}

/** A new-IP login verification code. */
export function verificationCodeText(code: string, language: Language): string {
  return codeTexts.verification[language](code);
}

export function codeMailSubject(kind: keyof typeof mailSubjects, language: Language): string {
  return mailSubjects[kind][language];
}
