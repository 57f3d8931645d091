// The "Verify your phone" dialog (booking, listing, the dashboard) and signing in by phone.
export const phone = {
  verify: {
    title: 'Verify your phone',
    intro:
      'Booking and listing need a verified mobile number: the other side of a trade calls you on it. We text you a 6-digit code.',
    changeTitle: 'Change your phone number',
    current: 'Your verified number: {{phone}}',
    change: 'Change number',
  },
  signIn: {
    open: 'Sign in with phone',
    title: 'Sign in with your phone',
    intro: 'For an account that has verified this number. We text you a 6-digit code.',
  },
  number: 'Mobile number',
  numberHint: 'A Bangladesh mobile number, like 01712-345678',
  send: 'Send code',
  code: '6-digit code',
  codeSentTo: 'We sent a code by SMS to {{phone}}.',
  confirm: 'Verify',
  confirmSignIn: 'Sign in',
  resend: 'Resend code',
  resendIn: 'Resend code in {{seconds}} s',
  otherNumber: 'Use another number',
  cancel: 'Cancel',
};
