import type { NewHelpTopic } from '../modules/content';

const html = (...parts: string[]) => parts.join('');
const p = (text: string) => `<p>${text}</p>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/**
 * The demo help centre (spec §2 "/help"): the topics the footer's help links name, plus
 * deposits, withdrawals and account security. Operators replace them with `help add`.
 */
export const demoHelpTopics: NewHelpTopic[] = [
  {
    tag: 'about',
    titlePt: 'Sobre nós',
    titleEn: 'About us',
    contentPt: p(
      'O OpenLobby reúne cassino ao vivo, caça-níqueis, esportes e loteria em um só lugar, com jogos da casa comprovadamente justos.',
    ),
    contentEn: p(
      'OpenLobby brings live casino, slots, sports and lottery together in one place, with provably fair in-house games.',
    ),
  },
  {
    tag: 'deposits',
    titlePt: 'Depósitos',
    titleEn: 'Deposits',
    contentPt: html(
      p('Deposite pelo centro do membro, na opção <strong>Depósito</strong>.'),
      ul(
        'PIX: creditado em poucos minutos, 24 horas por dia.',
        'Boleto: creditado em até 1 dia útil após o pagamento.',
        'O valor mínimo aparece na tela de depósito de cada método.',
      ),
      p(
        'Se o valor não aparecer no saldo após 30 minutos, fale com o atendimento e envie o comprovante.',
      ),
    ),
    contentEn: html(
      p('Deposit from the member centre, under <strong>Deposit</strong>.'),
      ul(
        'PIX: credited within minutes, around the clock.',
        'Bank slip (boleto): credited within 1 business day of payment.',
        'Each method shows its minimum amount on the deposit screen.',
      ),
      p('If the amount is not in your balance after 30 minutes, contact support with the receipt.'),
    ),
  },
  {
    tag: 'withdrawals',
    titlePt: 'Saques',
    titleEn: 'Withdrawals',
    contentPt: html(
      p(
        'Peça o saque no centro do membro, na opção <strong>Saque</strong>, para uma conta em seu nome.',
      ),
      ul(
        'O valor fica reservado até o pagamento ser confirmado ou recusado.',
        'Bônus podem exigir um volume de apostas antes do saque.',
        'Depois do pagamento, confirme o recebimento; sem confirmação, ele conta como recebido após o prazo indicado.',
      ),
    ),
    contentEn: html(
      p(
        'Request a withdrawal from the member centre, under <strong>Withdraw</strong>, to an account in your name.',
      ),
      ul(
        'The amount is held until the payment is confirmed or refused.',
        'Bonuses may require a betting volume before you can withdraw.',
        'After payment, confirm you received it; unconfirmed, it counts as received after the stated time.',
      ),
    ),
  },
  {
    tag: 'account-security',
    titlePt: 'Segurança da conta',
    titleEn: 'Account security',
    contentPt: html(
      ul(
        'Use uma senha longa que você não usa em outro site.',
        'Ative o aplicativo autenticador em Minha conta para confirmar entradas de novos endereços.',
        'Nunca informe sua senha ou códigos SMS a ninguém, nem ao atendimento.',
        'Saia da conta ao usar um computador compartilhado.',
      ),
    ),
    contentEn: html(
      ul(
        'Use a long password you do not use on any other site.',
        'Turn on the authenticator app in My account to confirm logins from new addresses.',
        'Never share your password or SMS codes with anyone, support included.',
        'Log out when you use a shared computer.',
      ),
    ),
  },
  {
    tag: 'responsible-gaming',
    titlePt: 'Jogo responsável',
    titleEn: 'Responsible gaming',
    contentPt: html(
      p(
        'Jogue por diversão, nunca para ganhar dinheiro ou recuperar perdas. Os jogos são proibidos para menores de 18 anos.',
      ),
      ul(
        'Defina antes quanto tempo e dinheiro vai usar.',
        'Faça pausas regulares.',
        'Se o jogo deixar de ser diversão, peça ao atendimento uma pausa ou a autoexclusão da conta.',
      ),
    ),
    contentEn: html(
      p(
        'Play for fun, never to earn money or win back losses. Games are forbidden to anyone under 18.',
      ),
      ul(
        'Decide beforehand how much time and money you will spend.',
        'Take regular breaks.',
        'If playing stops being fun, ask support for a break or to exclude your account.',
      ),
    ),
  },
  {
    tag: 'terms',
    titlePt: 'Termos e condições',
    titleEn: 'Terms and conditions',
    contentPt: html(
      ul(
        'É preciso ter 18 anos ou mais para abrir uma conta.',
        'Cada pessoa pode ter uma só conta; contas duplicadas podem ser encerradas.',
        'Saques são pagos apenas para contas em nome do titular.',
        'Promoções têm regras próprias, mostradas na página de cada uma.',
      ),
    ),
    contentEn: html(
      ul(
        'You must be 18 or older to open an account.',
        'One account per person; duplicate accounts may be closed.',
        'Withdrawals are paid only to accounts in the holder’s name.',
        'Promotions have their own rules, shown on each promotion’s page.',
      ),
    ),
  },
  {
    tag: 'privacy',
    titlePt: 'Política de privacidade',
    titleEn: 'Privacy policy',
    contentPt: p(
      'Guardamos apenas os dados necessários para a sua conta, os pagamentos e a segurança. Não vendemos dados pessoais. Você pode pedir uma cópia ou a exclusão dos seus dados ao atendimento.',
    ),
    contentEn: p(
      'We keep only the data your account, payments and security need. We do not sell personal data. You can ask support for a copy of your data or for its deletion.',
    ),
  },
  {
    tag: 'faq',
    titlePt: 'Perguntas frequentes',
    titleEn: 'Frequently asked questions',
    contentPt: html(
      p('<strong>Esqueci a senha.</strong> Use “Esqueceu a senha?” na janela de entrada.'),
      p(
        '<strong>Posso jogar de graça?</strong> Sim: jogos com o botão de demonstração e a conta de teste.',
      ),
      p('<strong>Como instalo o app?</strong> Veja a página de download.'),
    ),
    contentEn: html(
      p('<strong>I forgot my password.</strong> Use “Forgot password?” in the login popup.'),
      p(
        '<strong>Can I play for free?</strong> Yes: games with a demo button, and the trial account.',
      ),
      p('<strong>How do I install the app?</strong> See the download page.'),
    ),
  },
].map((topic, i) => ({ ...topic, sortOrder: (i + 1) * 10 }));
