import type { Language } from './language';
import { maintenanceMessage, regionBlockedMessage } from './status-messages';

/** Stable error codes; clients branch on these, never on the message text. */
export const errorCodes = [
  'NOT_FOUND',
  'VALIDATION_FAILED',
  // A request's text field held a control character (input.ts `text()`, S7).
  'TEXT_CONTROL_CHARACTERS',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'MAINTENANCE',
  'REGION_BLOCKED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
  'ENCRYPTION_REQUIRED',
  'DECRYPTION_FAILED',
  'LOGIN_VERIFICATION_REQUIRED',
  'VERIFICATION_FAILED',
  'VERIFICATION_EXPIRED',
  'TOTP_ALREADY_ENABLED',
  'OAUTH_FAILED',
  'OAUTH_PROVIDER_DISABLED',
  'INVALID_CREDENTIALS',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'SLIDER_FAILED',
  'FIELD_INVALID',
  'ACCOUNT_EXISTS',
  'AFFILIATE_INVALID',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'SMS_TOO_MANY_REQUESTS',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_MISMATCH',
  'TRIAL_NOT_ALLOWED',
  'AGENT_ONLY',
  'NON_MEMBER',
  'PASSWORD_CHANGE_REQUIRED',
  'STEP_UP_FAILED',
  // My account (issue 15: profile, icon, sessions).
  'PROFILE_FIELD_LOCKED',
  'ICON_NOT_IMAGE',
  'ICON_TOO_LARGE',
  'SESSION_NOT_FOUND',
  // Wallet (docs/provider-wallet-api.md)
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'TRANSACTION_NOT_FOUND',
  'TRANSACTION_ROLLED_BACK',
  'BALANCE_LIMIT_EXCEEDED',
  'WIN_LIMIT_EXCEEDED',
  'GAME_SESSION_INVALID',
  'GAME_SESSION_EXPIRED',
  'SIGNATURE_INVALID',
  // In-house and sandbox games (docs/provider-wallet-api.md "Built-in providers")
  'GAME_STAKE_INVALID',
  'GAME_SEED_INVALID',
  'GAME_DIRECTION_INVALID',
  'GAME_TARGET_OUT_OF_RANGE',
  'GAME_MINES_OUT_OF_RANGE',
  'GAME_TILE_INVALID',
  'GAME_TILE_ALREADY_REVEALED',
  'GAME_ROUND_OVER',
  'GAME_NOTHING_REVEALED',
  'GAME_ROUND_IN_PROGRESS',
  'GAME_ROUND_NOT_FOUND',
  'GAME_PROVIDER_UNAVAILABLE',
  // Game catalogue and launching (packages/contract/src/games)
  'GAME_NOT_FOUND',
  'GAME_OPENS_LOTTERY_PAGE',
  'DEMO_NOT_AVAILABLE',
  // Feedback and live chat (packages/contract/src/content/support.ts, S5)
  'FEEDBACK_WORD_COUNT',
  'FEEDBACK_TOO_MANY_IMAGES',
  'FEEDBACK_IMAGE_TOO_LARGE',
  'FEEDBACK_IMAGE_TYPE',
  'CHAT_NOT_AVAILABLE',
  // Sponsorships and the site's description (packages/contract/src/content/site-pages.ts).
  'SPONSOR_LINK_INVALID',
  'SPONSOR_IMAGE_INVALID',
  // Deposits (packages/contract/src/deposit, ADR 016)
  'DEPOSIT_CHANNEL_UNAVAILABLE',
  'DEPOSIT_AMOUNT_OUT_OF_RANGE',
  'DEPOSIT_AMOUNT_MISMATCH',
  // Withdrawals (packages/contract/src/withdrawal, ADR 017)
  'PIX_KEY_INVALID',
  'PAYEE_NAME_INVALID',
  'PAYOUT_ACCOUNT_EXISTS',
  'PAYOUT_ACCOUNT_LIMIT',
  'PAYOUT_ACCOUNT_NOT_FOUND',
  'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
  'WITHDRAWAL_PASSWORD_INCORRECT',
  'WITHDRAWAL_NOT_FOUND',
  'WITHDRAWAL_NOT_PENDING',
  // Points mall (packages/contract/src/points, ADR 036)
  'POINT_REWARD_NOT_FOUND',
  'POINT_REWARD_OUT_OF_STOCK',
  'POINT_REWARD_LIMIT_REACHED',
  'POINTS_INSUFFICIENT',
  'POINTS_CONVERT_TOO_FEW',
  'POINT_REDEMPTION_NOT_FOUND',
  'POINT_REDEMPTION_DECIDED',
  // Reward centre and missions (packages/contract/src/rewards, ADR 018)
  'PROMOTION_NOT_STARTED',
  'PROMOTION_ENDED',
  'PROMOTION_NOT_JOINED',
  'REWARD_NOT_AVAILABLE',
  'APPLICATION_ALREADY_DECIDED',
  'PROMOTION_TYPE_TAKEN',
  'MISSION_NOT_COMPLETED',
  // Red envelopes (issue 18, ADR 038).
  'RED_ENVELOPE_NOT_STARTED',
  'RED_ENVELOPE_ENDED',
  'RED_ENVELOPE_ALREADY_OPENED',
  'RED_ENVELOPE_NOT_ELIGIBLE',
  'RED_ENVELOPE_EXHAUSTED',
  'RED_ENVELOPE_EXCLUDED',
  // Raffle (ADR 039).
  'RAFFLE_NOT_STARTED',
  'RAFFLE_ENDED',
  'RAFFLE_ALREADY_JOINED',
  'RAFFLE_CODE_TAKEN',
  // Agent centre and contracts (issue 13, ADR 023).
  'CONTRACT_TIERS_INVALID',
  'CONTRACT_TERMS_INVALID',
  'NOT_IN_TEAM',
  'NOT_DIRECT_DOWNLINE',
  'RATE_ABOVE_UPLINE',
  'CONTRACT_NOT_HELD',
  'CONTRACT_REQUEST_OPEN',
  'CONTRACT_REQUEST_NOT_FOUND',
  'CONTRACT_NOT_FOUND',
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_WRONG',
  'TRANSFER_NOT_ALLOWED',
  'TRANSFER_OUT_OF_RANGE',
  'NO_UPLINE',
  'SUB_AGENT_NOT_ALLOWED',
  'REPORT_PERIOD_INVALID',
  'BILL_NOT_FOUND',
  'BILL_ALREADY_DECIDED',
  'PERIOD_NOT_ENDED',
  'PAYEE_INACTIVE',
  // Agent settlement, operators (issue 13).
  'PERIOD_KEY_INVALID',
  'TRANSFER_LIMITS_INVALID',
  // Lottery (issue 14, ADR 024).
  'LOTTERY_GAME_UNKNOWN',
  'LOTTERY_GAME_CLOSED',
  'LOTTERY_DRAW_UNKNOWN',
  'LOTTERY_DRAW_CLOSED',
  'LOTTERY_DRAW_NOT_OPEN',
  'LOTTERY_BET_TYPE_UNKNOWN',
  'LOTTERY_SELECTION_INVALID',
  'LOTTERY_TOO_MANY_UNITS',
  'LOTTERY_STAKE_TOO_HIGH',
  'LOTTERY_LIABILITY_CAP',
  'LOTTERY_BET_NOT_FOUND',
  'LOTTERY_BET_NOT_CANCELLABLE',
  'LOTTERY_CHASE_NOT_FOUND',
  'LOTTERY_CHASE_DRAWS_OUT_OF_RANGE',
  'LOTTERY_DRAW_NOT_VOIDABLE',
  'LOTTERY_SCHEDULE_INVALID',
  // Member centre: wallet transfers and referrals (issue 15).
  'PROVIDER_WALLET_UNKNOWN',
  'PROVIDER_WALLET_INSUFFICIENT',
  'PROVIDER_WALLET_NOT_TRANSFER',
  'UPLINE_DAILY_LIMIT',
  'REFERRAL_RULES_INVALID',
  // Member records and rebates (issue 15, ADR 026).
  'RECORD_PERIOD_INVALID',
  'REBATE_DAY_NOT_OVER',
  // VIP levels (issue 18, packages/contract/src/vip, ADR 037).
  'VIP_TIERS_INVALID',
  'VIP_MONTH_NOT_OVER',
  // Platform messages and withdrawal receipts (packages/contract/src/messages, ADR 027).
  'MESSAGE_NOT_FOUND',
  'MESSAGE_RECIPIENT_NOT_FOUND',
  'RECEIPT_NOT_OPEN',
  'RECEIPT_PROOF_REQUIRED',
  'DISPUTE_NOT_OPEN',
  // Player protection (issue 17, packages/contract/src/protection, ADR 032).
  'PROTECTION_LIMIT_INVALID',
  'PROTECTION_SESSION_LIMIT_INVALID',
  'PROTECTION_LIMIT_NOT_PENDING',
  'PROTECTION_COOLING_OFF',
  'PROTECTION_EXCLUSION_LENGTH_INVALID',
  'PROTECTION_EXCLUDED',
  'PROTECTION_EXCLUSION_NOT_SHORTENED',
  'PROTECTION_LIMIT_NOT_LOWERED',
  'PROTECTION_DEPOSIT_LIMIT',
  'PROTECTION_LOSS_LIMIT',
  'PROTECTION_WAGER_LIMIT',
  'PROTECTION_SESSION_LIMIT',
  'PROTECTION_SPIN_TOO_SOON',
  'WITHDRAWAL_NOT_REVERSIBLE',
  // Player protection: the reality check (issue 17, ADR 033).
  'REALITY_CHECK_DUE',
  'REALITY_CHECK_INTERVAL_INVALID',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** User-facing message for each code, in every supported language. */
export const errorMessages: Record<ErrorCode, Record<Language, string>> = {
  NOT_FOUND: {
    en: 'The requested resource does not exist.',
    pt: 'O recurso solicitado não existe.',
  },
  VALIDATION_FAILED: {
    en: 'Some of the information sent is not valid.',
    pt: 'Algumas das informações enviadas não são válidas.',
  },
  TEXT_CONTROL_CHARACTERS: {
    en: 'The text contains control characters (such as a NUL byte or a line break where none is allowed). Please remove them and try again.',
    pt: 'O texto contém caracteres de controle (como um byte NUL ou uma quebra de linha onde não é permitida). Remova-os e tente novamente.',
  },
  UNAUTHORIZED: {
    en: 'Please log in to continue.',
    pt: 'Faça login para continuar.',
  },
  FORBIDDEN: {
    en: 'You do not have permission to do this.',
    pt: 'Você não tem permissão para fazer isso.',
  },
  RATE_LIMITED: {
    en: 'Too many requests. Please wait a moment and try again.',
    pt: 'Muitas solicitações. Aguarde um momento e tente novamente.',
  },
  MAINTENANCE: maintenanceMessage,
  REGION_BLOCKED: regionBlockedMessage,
  PAYLOAD_TOO_LARGE: {
    en: 'The data sent is too large.',
    pt: 'Os dados enviados são grandes demais.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'This type of content is not accepted.',
    pt: 'Este tipo de conteúdo não é aceito.',
  },
  INTERNAL_ERROR: {
    en: 'Something went wrong on our side. Please try again later.',
    pt: 'Algo deu errado do nosso lado. Tente novamente mais tarde.',
  },
  ENCRYPTION_REQUIRED: {
    en: 'This request must be sent encrypted. Please reload the page and try again.',
    pt: 'Esta solicitação deve ser enviada criptografada. Recarregue a página e tente novamente.',
  },
  DECRYPTION_FAILED: {
    en: 'The request could not be read. Please reload the page and try again.',
    pt: 'Não foi possível ler a solicitação. Recarregue a página e tente novamente.',
  },
  LOGIN_VERIFICATION_REQUIRED: {
    en: 'You are logging in from a new location. Please verify it is you.',
    pt: 'Você está entrando de um novo local. Confirme que é você.',
  },
  VERIFICATION_FAILED: {
    en: 'The verification answer is not correct.',
    pt: 'A resposta de verificação não está correta.',
  },
  VERIFICATION_EXPIRED: {
    en: 'This verification has expired. Please log in again.',
    pt: 'Esta verificação expirou. Faça login novamente.',
  },
  TOTP_ALREADY_ENABLED: {
    en: 'An authenticator app is already enabled for this account.',
    pt: 'Um aplicativo autenticador já está ativado para esta conta.',
  },
  OAUTH_FAILED: {
    en: 'Signing in with this provider failed. Please try again.',
    pt: 'Não foi possível entrar com este provedor. Tente novamente.',
  },
  OAUTH_PROVIDER_DISABLED: {
    en: 'Signing in with this provider is not available.',
    pt: 'Entrar com este provedor não está disponível.',
  },
  INVALID_CREDENTIALS: {
    en: 'Incorrect username or password.',
    pt: 'Usuário ou senha incorretos.',
  },
  CAPTCHA_REQUIRED: {
    en: 'Please enter the captcha.',
    pt: 'Digite o captcha.',
  },
  CAPTCHA_INVALID: {
    en: 'The captcha is not correct. Please try the new one.',
    pt: 'O captcha não está correto. Tente o novo.',
  },
  SLIDER_FAILED: {
    en: 'The slider verification failed. Please try again.',
    pt: 'A verificação deslizante falhou. Tente novamente.',
  },
  FIELD_INVALID: {
    en: 'Some of the information is not valid.',
    pt: 'Algumas informações não são válidas.',
  },
  ACCOUNT_EXISTS: {
    en: 'This username or mobile number is already registered.',
    pt: 'Este usuário ou número de celular já está cadastrado.',
  },
  AFFILIATE_INVALID: {
    en: 'Invalid invitation code',
    pt: 'Código de convite inválido',
  },
  CODE_INVALID: {
    en: 'Please enter a valid verification code',
    pt: 'Digite um código de verificação válido',
  },
  CODE_EXPIRED: {
    en: 'The code has expired. Please send it again.',
    pt: 'O código expirou. Envie novamente.',
  },
  SMS_TOO_MANY_REQUESTS: {
    en: 'Too many requests. Please try again after 5 minutes.',
    pt: 'Muitas solicitações. Tente novamente após 5 minutos.',
  },
  PASSWORD_TOO_COMMON: {
    en: 'This password is too common. Please choose another one.',
    pt: 'Esta senha é muito comum. Escolha outra.',
  },
  PASSWORD_MISMATCH: {
    en: 'Incorrect confirmation input',
    pt: 'A confirmação não confere',
  },
  TRIAL_NOT_ALLOWED: {
    en: 'Please Register An Account First',
    pt: 'Por favor, cadastre uma conta primeiro',
  },
  AGENT_ONLY: {
    en: 'Non-agents cannot log in',
    pt: 'Não agentes não podem entrar',
  },
  NON_MEMBER: {
    en: 'Non-member accounts cannot log in',
    pt: 'Contas que não são de membros não podem entrar',
  },
  PASSWORD_CHANGE_REQUIRED: {
    en: 'Please change your password before you continue.',
    pt: 'Altere sua senha antes de continuar.',
  },
  STEP_UP_FAILED: {
    en: 'The current password or authenticator code is not correct. Nothing was changed.',
    pt: 'A senha atual ou o código do autenticador não está correto. Nada foi alterado.',
  },
  PROFILE_FIELD_LOCKED: {
    en: 'This detail is already set and can no longer be changed. Contact support to correct it.',
    pt: 'Este dado já foi definido e não pode mais ser alterado. Fale com o suporte para corrigi-lo.',
  },
  ICON_NOT_IMAGE: {
    en: 'The icon must be a PNG or JPEG picture. Nothing was changed.',
    pt: 'O ícone precisa ser uma imagem PNG ou JPEG. Nada foi alterado.',
  },
  ICON_TOO_LARGE: {
    en: 'The picture is too large: at most 5 MB and 4096 × 4096 pixels. Nothing was changed.',
    pt: 'A imagem é grande demais: no máximo 5 MB e 4096 × 4096 pixels. Nada foi alterado.',
  },
  SESSION_NOT_FOUND: {
    en: 'That session does not exist or has already ended.',
    pt: 'Essa sessão não existe ou já foi encerrada.',
  },
  INSUFFICIENT_FUNDS: {
    en: 'Insufficient balance.',
    pt: 'Saldo insuficiente.',
  },
  IDEMPOTENCY_CONFLICT: {
    en: 'This transaction id was already used with different details.',
    pt: 'Este ID de transação já foi usado com outros dados.',
  },
  TRANSACTION_NOT_FOUND: {
    en: 'The referenced transaction does not exist.',
    pt: 'A transação referenciada não existe.',
  },
  TRANSACTION_ROLLED_BACK: {
    en: 'The referenced transaction was rolled back.',
    pt: 'A transação referenciada foi estornada.',
  },
  BALANCE_LIMIT_EXCEEDED: {
    en: 'This would take the balance above the maximum a wallet can hold. Nothing was changed.',
    pt: 'Isso levaria o saldo acima do máximo que uma carteira pode ter. Nada foi alterado.',
  },
  WIN_LIMIT_EXCEEDED: {
    en: 'This win is above the maximum allowed for one round. Nothing was paid.',
    pt: 'Este ganho está acima do máximo permitido por rodada. Nada foi pago.',
  },
  GAME_SESSION_INVALID: {
    en: 'The game session is not valid.',
    pt: 'A sessão de jogo não é válida.',
  },
  GAME_SESSION_EXPIRED: {
    en: 'The game session has expired. Please open the game again.',
    pt: 'A sessão de jogo expirou. Abra o jogo novamente.',
  },
  SIGNATURE_INVALID: {
    en: 'The request signature is not valid.',
    pt: 'A assinatura da solicitação não é válida.',
  },
  GAME_STAKE_INVALID: {
    en: 'Choose a stake between the minimum and the maximum of this game.',
    pt: 'Escolha uma aposta entre o mínimo e o máximo deste jogo.',
  },
  GAME_SEED_INVALID: {
    en: 'The client seed must have 1 to 64 letters, digits or symbols.',
    pt: 'A semente do cliente deve ter de 1 a 64 letras, números ou símbolos.',
  },
  GAME_DIRECTION_INVALID: {
    en: 'Choose to roll over or under the target.',
    pt: 'Escolha rolar acima ou abaixo do alvo.',
  },
  GAME_TARGET_OUT_OF_RANGE: {
    en: 'Choose a target that gives a win chance between 1% and 98%.',
    pt: 'Escolha um alvo com chance de vitória entre 1% e 98%.',
  },
  GAME_MINES_OUT_OF_RANGE: {
    en: 'Choose between 1 and 24 mines.',
    pt: 'Escolha entre 1 e 24 minas.',
  },
  GAME_TILE_INVALID: {
    en: 'Choose one of the 25 tiles of the board.',
    pt: 'Escolha uma das 25 casas do tabuleiro.',
  },
  GAME_TILE_ALREADY_REVEALED: {
    en: 'This tile is already open.',
    pt: 'Esta casa já está aberta.',
  },
  GAME_ROUND_OVER: {
    en: 'This round is over. Start a new one.',
    pt: 'Esta rodada terminou. Comece uma nova.',
  },
  GAME_NOTHING_REVEALED: {
    en: 'Open at least one tile before cashing out.',
    pt: 'Abra pelo menos uma casa antes de retirar.',
  },
  GAME_ROUND_IN_PROGRESS: {
    en: 'Finish the round in play first.',
    pt: 'Termine primeiro a rodada em andamento.',
  },
  GAME_ROUND_NOT_FOUND: {
    en: 'This round is not one of your in-house game rounds.',
    pt: 'Esta rodada não é uma das suas rodadas dos jogos da casa.',
  },
  GAME_PROVIDER_UNAVAILABLE: {
    en: 'The game could not complete the round. It is settled automatically: please check your balance.',
    pt: 'O jogo não conseguiu concluir a rodada. Ela é acertada automaticamente: confira seu saldo.',
  },
  GAME_NOT_FOUND: {
    en: 'This game is not available.',
    pt: 'Este jogo não está disponível.',
  },
  GAME_OPENS_LOTTERY_PAGE: {
    en: 'This lottery opens on its own page.',
    pt: 'Esta loteria abre em sua própria página.',
  },
  DEMO_NOT_AVAILABLE: {
    en: 'This game has no free demo.',
    pt: 'Este jogo não tem demonstração gratuita.',
  },
  FEEDBACK_WORD_COUNT: {
    en: 'The feedback must have between the minimum and maximum number of words shown.',
    pt: 'O feedback deve ter entre o número mínimo e máximo de palavras indicado.',
  },
  FEEDBACK_TOO_MANY_IMAGES: {
    en: 'You can attach at most 3 images.',
    pt: 'Você pode anexar no máximo 3 imagens.',
  },
  FEEDBACK_IMAGE_TOO_LARGE: {
    en: 'Each image must be at most 5 MB.',
    pt: 'Cada imagem deve ter no máximo 5 MB.',
  },
  FEEDBACK_IMAGE_TYPE: {
    en: 'Only PNG or JPG images are accepted.',
    pt: 'Somente imagens PNG ou JPG são aceitas.',
  },
  CHAT_NOT_AVAILABLE: {
    en: 'Live chat is not available at the moment. Please try another contact.',
    pt: 'O chat ao vivo não está disponível no momento. Tente outro contato.',
  },
  SPONSOR_LINK_INVALID: {
    en: 'The link must be a full http(s) address, such as https://example.org.',
    pt: 'O link deve ser um endereço http(s) completo, como https://example.org.',
  },
  SPONSOR_IMAGE_INVALID: {
    en: 'The image must be a path on this site, such as /img/sponsor.png.',
    pt: 'A imagem deve ser um caminho deste site, como /img/sponsor.png.',
  },
  DEPOSIT_CHANNEL_UNAVAILABLE: {
    en: 'This deposit method is not available. Please choose another one.',
    pt: 'Este método de depósito não está disponível. Escolha outro.',
  },
  DEPOSIT_AMOUNT_OUT_OF_RANGE: {
    en: 'Enter an amount between the minimum and the maximum of this deposit method.',
    pt: 'Digite um valor entre o mínimo e o máximo deste método de depósito.',
  },
  DEPOSIT_AMOUNT_MISMATCH: {
    en: 'The amount notified does not match the order.',
    pt: 'O valor notificado não corresponde ao pedido.',
  },
  PIX_KEY_INVALID: {
    en: 'The PIX key is not valid for the key type chosen.',
    pt: 'A chave PIX não é válida para o tipo de chave escolhido.',
  },
  PAYEE_NAME_INVALID: {
    en: "Enter the payee's full name (first and last name, letters only).",
    pt: 'Digite o nome completo do favorecido (nome e sobrenome, apenas letras).',
  },
  PAYOUT_ACCOUNT_EXISTS: {
    en: 'This PIX key is already saved.',
    pt: 'Esta chave PIX já está salva.',
  },
  PAYOUT_ACCOUNT_LIMIT: {
    en: 'You have saved the most payout accounts allowed. Remove one to add another.',
    pt: 'Você já salvou o máximo de contas de saque. Remova uma para adicionar outra.',
  },
  PAYOUT_ACCOUNT_NOT_FOUND: {
    en: 'This payout account does not exist.',
    pt: 'Esta conta de saque não existe.',
  },
  WITHDRAWAL_AMOUNT_OUT_OF_RANGE: {
    en: 'The amount must be between the minimum and the maximum withdrawal.',
    pt: 'O valor deve estar entre o saque mínimo e o máximo.',
  },
  WITHDRAWAL_PASSWORD_INCORRECT: {
    en: 'The password is not correct.',
    pt: 'A senha não está correta.',
  },
  WITHDRAWAL_NOT_FOUND: {
    en: 'This withdrawal does not exist.',
    pt: 'Este saque não existe.',
  },
  WITHDRAWAL_NOT_PENDING: {
    en: 'This withdrawal has already been settled.',
    pt: 'Este saque já foi finalizado.',
  },
  POINT_REWARD_NOT_FOUND: {
    en: 'This reward does not exist or is no longer offered.',
    pt: 'Esta recompensa não existe ou não é mais oferecida.',
  },
  POINT_REWARD_OUT_OF_STOCK: {
    en: 'This reward is out of stock.',
    pt: 'Esta recompensa está esgotada.',
  },
  POINT_REWARD_LIMIT_REACHED: {
    en: 'You have already redeemed this reward as many times as allowed.',
    pt: 'Você já resgatou esta recompensa o máximo de vezes permitido.',
  },
  POINTS_INSUFFICIENT: {
    en: 'You do not have enough points.',
    pt: 'Você não tem pontos suficientes.',
  },
  POINTS_CONVERT_TOO_FEW: {
    en: 'Too few points to convert: they would be worth less than one cent.',
    pt: 'Poucos pontos para converter: valeriam menos de um centavo.',
  },
  POINT_REDEMPTION_NOT_FOUND: {
    en: 'This redemption does not exist.',
    pt: 'Este resgate não existe.',
  },
  POINT_REDEMPTION_DECIDED: {
    en: 'This redemption has already been decided.',
    pt: 'Este resgate já foi decidido.',
  },
  PROMOTION_NOT_STARTED: {
    en: 'This promotion has not started yet.',
    pt: 'Esta promoção ainda não começou.',
  },
  PROMOTION_ENDED: {
    en: 'This promotion has ended.',
    pt: 'Esta promoção já terminou.',
  },
  PROMOTION_NOT_JOINED: {
    en: 'Join the promotion before requesting its reward.',
    pt: 'Participe da promoção antes de solicitar a recompensa.',
  },
  REWARD_NOT_AVAILABLE: {
    en: 'This reward cannot be requested any more.',
    pt: 'Esta recompensa não pode mais ser solicitada.',
  },
  APPLICATION_ALREADY_DECIDED: {
    en: 'This application was already decided.',
    pt: 'Esta solicitação já foi decidida.',
  },
  PROMOTION_TYPE_TAKEN: {
    en: 'Another promotion already uses this promotion type.',
    pt: 'Outra promoção já usa este tipo de promoção.',
  },
  RAFFLE_NOT_STARTED: {
    en: 'This raffle has not started yet. Nothing was changed.',
    pt: 'Este sorteio ainda não começou. Nada foi alterado.',
  },
  RAFFLE_ENDED: {
    en: 'This raffle has ended: entries are closed. Nothing was changed.',
    pt: 'Este sorteio já terminou: as inscrições estão encerradas. Nada foi alterado.',
  },
  RAFFLE_ALREADY_JOINED: {
    en: 'You have already joined this raffle. Your tickets keep counting.',
    pt: 'Você já participa deste sorteio. Seus bilhetes continuam contando.',
  },
  RAFFLE_CODE_TAKEN: {
    en: 'Another raffle already uses this code.',
    pt: 'Outro sorteio já usa este código.',
  },
  MISSION_NOT_COMPLETED: {
    en: 'Complete the mission before claiming its reward.',
    pt: 'Conclua a missão antes de resgatar a recompensa.',
  },
  RED_ENVELOPE_NOT_STARTED: {
    en: 'This red envelope round has not started yet. Nothing was paid.',
    pt: 'Esta rodada de envelope vermelho ainda não começou. Nada foi pago.',
  },
  RED_ENVELOPE_ENDED: {
    en: 'This red envelope round has ended. Nothing was paid.',
    pt: 'Esta rodada de envelope vermelho já terminou. Nada foi pago.',
  },
  RED_ENVELOPE_ALREADY_OPENED: {
    en: 'You have already opened your red envelope in this round: one per round. Nothing more was paid.',
    pt: 'Você já abriu seu envelope vermelho nesta rodada: um por rodada. Nada mais foi pago.',
  },
  RED_ENVELOPE_NOT_ELIGIBLE: {
    en: 'This round is for members with a recent deposit or bet, as its rules say. Nothing was paid.',
    pt: 'Esta rodada é para membros com depósito ou aposta recente, conforme as regras. Nada foi pago.',
  },
  RED_ENVELOPE_EXHAUSTED: {
    en: 'All red envelopes of this round have been taken. Nothing was paid.',
    pt: 'Todos os envelopes vermelhos desta rodada já foram abertos. Nada foi pago.',
  },
  RED_ENVELOPE_EXCLUDED: {
    en: 'Red envelopes are not offered while your account is on a break or self-excluded. Nothing was paid.',
    pt: 'Envelopes vermelhos não são oferecidos enquanto sua conta está em pausa ou autoexclusão. Nada foi pago.',
  },
  CONTRACT_TIERS_INVALID: {
    en: 'Tiers must start at 0 and rise with the valid bet.',
    pt: 'As faixas devem começar em 0 e subir com a aposta válida.',
  },
  CONTRACT_TERMS_INVALID: {
    en: 'These terms do not fit this kind of contract.',
    pt: 'Estes termos não servem para este tipo de contrato.',
  },
  NOT_IN_TEAM: {
    en: 'This member is not in your team.',
    pt: 'Este membro não está na sua equipe.',
  },
  NOT_DIRECT_DOWNLINE: {
    en: 'Contracts are made only with your direct downlines.',
    pt: 'Contratos são feitos apenas com seus subordinados diretos.',
  },
  RATE_ABOVE_UPLINE: {
    en: "A downline's rate cannot exceed your own.",
    pt: 'A taxa de um subordinado não pode ser maior que a sua.',
  },
  CONTRACT_NOT_HELD: {
    en: 'You hold no contract of this kind to offer.',
    pt: 'Você não tem um contrato deste tipo para oferecer.',
  },
  CONTRACT_REQUEST_OPEN: {
    en: 'A request of this kind is already waiting for this downline.',
    pt: 'Já existe uma solicitação deste tipo aguardando este subordinado.',
  },
  CONTRACT_REQUEST_NOT_FOUND: {
    en: 'This contract request is no longer open.',
    pt: 'Esta solicitação de contrato não está mais aberta.',
  },
  CONTRACT_NOT_FOUND: {
    en: 'There is no contract of this kind to end.',
    pt: 'Não há contrato deste tipo para encerrar.',
  },
  PAYMENT_PASSWORD_NOT_SET: {
    en: 'Set a payment password in the security centre first.',
    pt: 'Defina primeiro uma senha de pagamento na central de segurança.',
  },
  PAYMENT_PASSWORD_WRONG: {
    en: 'The payment password is incorrect.',
    pt: 'A senha de pagamento está incorreta.',
  },
  TRANSFER_NOT_ALLOWED: {
    en: 'Transfers to your upline are not available.',
    pt: 'Transferências para o seu superior não estão disponíveis.',
  },
  TRANSFER_OUT_OF_RANGE: {
    en: 'The amount is outside the transfer limits.',
    pt: 'O valor está fora dos limites de transferência.',
  },
  NO_UPLINE: {
    en: 'Your account has no upline.',
    pt: 'Sua conta não tem um superior.',
  },
  SUB_AGENT_NOT_ALLOWED: {
    en: 'Registering sub-agents is not allowed.',
    pt: 'Não é permitido cadastrar subagentes.',
  },
  REPORT_PERIOD_INVALID: {
    en: 'Choose a period that has started and spans at most 92 days.',
    pt: 'Escolha um período já iniciado e de no máximo 92 dias.',
  },
  BILL_NOT_FOUND: {
    en: 'There is no such bill.',
    pt: 'Essa fatura não existe.',
  },
  BILL_ALREADY_DECIDED: {
    en: 'This bill has already been decided.',
    pt: 'Esta fatura já foi decidida.',
  },
  PERIOD_NOT_ENDED: {
    en: 'This period has not ended yet.',
    pt: 'Este período ainda não terminou.',
  },
  PERIOD_KEY_INVALID: {
    en: 'That is not a period of this contract kind (e.g. D:2026-11-24, H:2026-11-24T13, R:2026-11-24T13:05, W:2026-11-16, S:2026-11-16, M:2026-11).',
    pt: 'Isso não é um período deste tipo de contrato (ex.: D:2026-11-24, H:2026-11-24T13, R:2026-11-24T13:05, W:2026-11-16, S:2026-11-16, M:2026-11).',
  },
  TRANSFER_LIMITS_INVALID: {
    en: 'The minimum transfer must not be above the maximum transfer.',
    pt: 'A transferência mínima não pode ser maior que a máxima.',
  },
  PAYEE_INACTIVE: {
    en: 'This account cannot receive transfers.',
    pt: 'Esta conta não pode receber transferências.',
  },
  LOTTERY_GAME_UNKNOWN: {
    en: 'There is no such lottery game.',
    pt: 'Esse jogo de loteria não existe.',
  },
  LOTTERY_GAME_CLOSED: {
    en: 'This lottery game is not taking bets now.',
    pt: 'Este jogo de loteria não está aceitando apostas agora.',
  },
  LOTTERY_DRAW_UNKNOWN: {
    en: 'There is no such draw.',
    pt: 'Esse sorteio não existe.',
  },
  LOTTERY_DRAW_CLOSED: {
    en: 'Betting on this draw has closed. Please bet on the next draw.',
    pt: 'As apostas neste sorteio estão encerradas. Aposte no próximo sorteio.',
  },
  LOTTERY_DRAW_NOT_OPEN: {
    en: 'Betting on this draw has not opened yet.',
    pt: 'As apostas neste sorteio ainda não foram abertas.',
  },
  LOTTERY_BET_TYPE_UNKNOWN: {
    en: 'This game does not offer that bet type.',
    pt: 'Este jogo não oferece esse tipo de aposta.',
  },
  LOTTERY_SELECTION_INVALID: {
    en: 'The numbers picked are not valid for this bet type.',
    pt: 'Os números escolhidos não são válidos para este tipo de aposta.',
  },
  LOTTERY_TOO_MANY_UNITS: {
    en: 'This selection makes too many tickets. Pick fewer numbers.',
    pt: 'Esta seleção gera bilhetes demais. Escolha menos números.',
  },
  LOTTERY_STAKE_TOO_HIGH: {
    en: 'The stake of this bet is above the maximum allowed.',
    pt: 'O valor desta aposta está acima do máximo permitido.',
  },
  LOTTERY_LIABILITY_CAP: {
    en: 'This draw is not taking more bets on these numbers. Please choose others or a smaller stake.',
    pt: 'Este sorteio não aceita mais apostas nestes números. Escolha outros ou um valor menor.',
  },
  LOTTERY_BET_NOT_FOUND: {
    en: 'There is no such bet.',
    pt: 'Essa aposta não existe.',
  },
  LOTTERY_BET_NOT_CANCELLABLE: {
    en: 'This bet can no longer be cancelled.',
    pt: 'Esta aposta não pode mais ser cancelada.',
  },
  LOTTERY_CHASE_NOT_FOUND: {
    en: 'There is no such chase.',
    pt: 'Essa sequência de apostas não existe.',
  },
  LOTTERY_CHASE_DRAWS_OUT_OF_RANGE: {
    en: 'A chase covers 2 to 30 draws.',
    pt: 'Uma sequência cobre de 2 a 30 sorteios.',
  },
  LOTTERY_DRAW_NOT_VOIDABLE: {
    en: 'This draw can no longer be voided: its bets are being settled or settled.',
    pt: 'Este sorteio não pode mais ser anulado: suas apostas estão sendo liquidadas ou já foram.',
  },
  LOTTERY_SCHEDULE_INVALID: {
    en: 'That schedule cannot be followed.',
    pt: 'Essa programação não pode ser seguida.',
  },
  PROVIDER_WALLET_UNKNOWN: {
    en: 'This game provider keeps no wallet of its own. Nothing was moved.',
    pt: 'Este provedor de jogos não tem carteira própria. Nada foi movido.',
  },
  PROVIDER_WALLET_INSUFFICIENT: {
    en: "The game provider's wallet does not hold that much. Nothing was moved.",
    pt: 'A carteira do provedor de jogos não tem esse valor. Nada foi movido.',
  },
  PROVIDER_WALLET_NOT_TRANSFER: {
    en: 'This provider no longer takes transfers in; you can only move your money out. Nothing was moved.',
    pt: 'Este provedor não aceita mais transferências de entrada; você só pode retirar seu dinheiro. Nada foi movido.',
  },
  UPLINE_DAILY_LIMIT: {
    en: "This transfer would go over today's transfer limit to your upline. Nothing was moved.",
    pt: 'Esta transferência ultrapassaria o limite diário de transferências ao seu superior. Nada foi movido.',
  },
  REFERRAL_RULES_INVALID: {
    en: 'The referral rules are not valid: give a percentage from 0.01 to 100, or a fixed amount.',
    pt: 'As regras de indicação não são válidas: informe uma porcentagem de 0,01 a 100 ou um valor fixo.',
  },
  RECORD_PERIOD_INVALID: {
    en: 'Choose real days, starting no later than today, spanning at most 92 days.',
    pt: 'Escolha dias válidos, a partir de no máximo hoje, cobrindo até 92 dias.',
  },
  REBATE_DAY_NOT_OVER: {
    en: 'Rebates are paid for days that have ended (UTC).',
    pt: 'O rebate é pago apenas para dias já encerrados (UTC).',
  },
  VIP_TIERS_INVALID: {
    en: 'The VIP tiers are not valid: thresholds must rise from tier to tier, and a tier members have reached cannot be removed. Nothing was changed.',
    pt: 'Os níveis VIP não são válidos: os limites devem subir de nível para nível, e um nível já alcançado por membros não pode ser removido. Nada foi alterado.',
  },
  VIP_MONTH_NOT_OVER: {
    en: 'The monthly VIP bonus is paid for months that have ended (UTC).',
    pt: 'O bônus VIP mensal é pago apenas para meses já encerrados (UTC).',
  },
  MESSAGE_NOT_FOUND: {
    en: 'There is no such message in your inbox.',
    pt: 'Essa mensagem não existe na sua caixa de entrada.',
  },
  MESSAGE_RECIPIENT_NOT_FOUND: {
    en: 'There is no member with that account name.',
    pt: 'Não existe membro com esse nome de conta.',
  },
  RECEIPT_NOT_OPEN: {
    en: 'This withdrawal can no longer be confirmed: it was not paid out yet, or its answer is already given or its time is over.',
    pt: 'Este saque não pode mais ser confirmado: ainda não foi pago, ou a resposta já foi dada ou o prazo acabou.',
  },
  RECEIPT_PROOF_REQUIRED: {
    en: 'Attach at least one image proving the payment was not received.',
    pt: 'Anexe ao menos uma imagem que comprove que o pagamento não foi recebido.',
  },
  DISPUTE_NOT_OPEN: {
    en: 'There is no open dispute for this withdrawal.',
    pt: 'Não há contestação aberta para este saque.',
  },
  PROTECTION_LIMIT_INVALID: {
    en: 'A money limit must be an amount greater than zero, such as 100.00. Nothing was changed.',
    pt: 'Um limite de valor deve ser um valor maior que zero, como 100,00. Nada foi alterado.',
  },
  PROTECTION_SESSION_LIMIT_INVALID: {
    en: 'A session-time limit must be a whole number of minutes, from 1 to 1,440. Nothing was changed.',
    pt: 'O limite de tempo de sessão deve ser um número inteiro de minutos, de 1 a 1.440. Nada foi alterado.',
  },
  PROTECTION_LIMIT_NOT_PENDING: {
    en: 'There is no pending change of this limit. Nothing was changed.',
    pt: 'Não há alteração pendente deste limite. Nada foi alterado.',
  },
  PROTECTION_COOLING_OFF: {
    en: 'This change can be confirmed only after the cooling-off period.',
    pt: 'Esta alteração só pode ser confirmada após o período de reflexão.',
  },
  PROTECTION_EXCLUSION_LENGTH_INVALID: {
    en: 'A time-out lasts from 24 hours to 6 weeks, a self-exclusion from 6 months to 5 years or with no end. Nothing was changed.',
    pt: 'Uma pausa dura de 24 horas a 6 semanas, uma autoexclusão de 6 meses a 5 anos ou sem data de término. Nada foi alterado.',
  },
  PROTECTION_EXCLUDED: {
    en: 'Your account is on a break or self-excluded. You cannot log in or play until it ends.',
    pt: 'Sua conta está em pausa ou autoexclusão. Você não pode entrar nem jogar até o fim dela.',
  },
  PROTECTION_EXCLUSION_NOT_SHORTENED: {
    en: 'A time-out or self-exclusion cannot be lifted or shortened, only lengthened. Nothing was changed.',
    pt: 'Uma pausa ou autoexclusão não pode ser suspensa nem encurtada, apenas prolongada. Nada foi alterado.',
  },
  PROTECTION_LIMIT_NOT_LOWERED: {
    en: 'An operator may only create a limit or lower it. Nothing was changed.',
    pt: 'Um operador só pode criar um limite ou reduzi-lo. Nada foi alterado.',
  },
  PROTECTION_DEPOSIT_LIMIT: {
    en: 'This deposit would pass your deposit limit.',
    pt: 'Este depósito ultrapassaria seu limite de depósito.',
  },
  PROTECTION_LOSS_LIMIT: {
    en: 'This bet could pass your loss limit.',
    pt: 'Esta aposta poderia ultrapassar seu limite de perdas.',
  },
  PROTECTION_WAGER_LIMIT: {
    en: 'This bet would pass your wager limit.',
    pt: 'Esta aposta ultrapassaria seu limite de apostas.',
  },
  PROTECTION_SESSION_LIMIT: {
    en: 'You have reached your session-time limit. Play stops until you log in again.',
    pt: 'Você atingiu seu limite de tempo de sessão. O jogo para até você entrar novamente.',
  },
  PROTECTION_SPIN_TOO_SOON: {
    en: 'Please wait a moment before the next spin.',
    pt: 'Aguarde um momento antes da próxima rodada.',
  },
  WITHDRAWAL_NOT_REVERSIBLE: {
    en: 'A requested withdrawal cannot be cancelled here. Nothing was changed.',
    pt: 'Um saque solicitado não pode ser cancelado aqui. Nada foi alterado.',
  },
  REALITY_CHECK_DUE: {
    en: 'Time for your reality check: look at your time and results and press Continue before you bet again. Nothing was staked.',
    pt: 'Hora da sua verificação de realidade: veja seu tempo e resultados e toque em Continuar antes de apostar de novo. Nada foi apostado.',
  },
  REALITY_CHECK_INTERVAL_INVALID: {
    en: 'Choose one of the offered reality-check intervals (or off). Nothing was changed.',
    pt: 'Escolha um dos intervalos de verificação de realidade oferecidos (ou desligado). Nada foi alterado.',
  },
};
