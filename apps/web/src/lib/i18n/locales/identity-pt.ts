/** Portuguese strings of the identity feature (issue 3); identity-en.ts mirrors the shape. */
export const identityPt = {
  login: {
    title: 'Entrar',
    method: 'Forma de entrar',
    methods: { username: 'Usuário e senha', sms: 'Código por SMS' },
    switchLabel: 'Entrar ou cadastrar',
    username: 'Usuário',
    password: 'Senha',
    remember: 'Lembrar de mim',
    submit: 'Entrar',
    noAccount: 'Não tem conta?',
    registerNow: 'Cadastre-se agora',
    forgot: 'Esqueceu a senha?',
    freePlay: 'Jogar grátis',
    google: 'Entrar com Google',
    facebook: 'Entrar com Facebook',
    social: 'Ou entre com',
    captcha: 'Código da imagem',
    captchaImage: 'Código da imagem (clique para trocar)',
    captchaRefresh: 'Trocar a imagem do código',
    failed: 'Não foi possível entrar',
  },
  header: {
    form: 'Entrar',
    in_incorrect_password: 'Informe corretamente o usuário e a senha.',
  },
  member: {
    icon: 'Seu ícone',
    menu: 'Minha conta',
    account: 'Conta',
    balance: 'Saldo',
    showBalance: 'Mostrar saldo',
    hideBalance: 'Ocultar saldo',
    deposit: 'Depositar',
    memberCentre: 'Centro do membro',
    security: 'Segurança',
    logout: 'Sair',
    logoutConfirm: 'Tem certeza de que deseja sair?',
  },
  trial: {
    in_need_true_account: 'Cadastre uma conta primeiro',
    in_increase_submit: 'Confirmar',
  },
  loginError: 'Não foi possível entrar',
};

export type IdentityResources = typeof identityPt;
