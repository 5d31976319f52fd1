import type { IdentityResources } from './identity-pt';

/** English strings of the identity feature; typed by the Portuguese ones. */
export const identityEn: IdentityResources = {
  login: {
    title: 'Log in',
    method: 'Login method',
    methods: { username: 'Username and password', sms: 'SMS code' },
    switchLabel: 'Log in or register',
    username: 'Username',
    password: 'Password',
    remember: 'Remember me',
    submit: 'Log in',
    noAccount: 'No account?',
    registerNow: 'Register now',
    forgot: 'Forgot password?',
    freePlay: 'Free play',
    google: 'Sign in with Google',
    facebook: 'Sign in with Facebook',
    social: 'Or sign in with',
    captcha: 'Captcha',
    captchaImage: 'Captcha image (click to refresh)',
    captchaRefresh: 'Refresh the captcha image',
    failed: 'Login failed',
  },
  header: {
    form: 'Log in',
    in_incorrect_password: 'Please enter your username and password correctly.',
  },
  member: {
    icon: 'Your icon',
    menu: 'My account',
    account: 'Account',
    balance: 'Balance',
    showBalance: 'Show balance',
    hideBalance: 'Hide balance',
    deposit: 'Deposit',
    memberCentre: 'Member centre',
    security: 'Security',
    logout: 'Log out',
    logoutConfirm: 'Are you sure you want to logout?',
  },
  trial: {
    in_need_true_account: 'Please Register An Account First',
    in_increase_submit: 'Confirm',
  },
  loginError: 'Login failed',
};
