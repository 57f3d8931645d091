// The sign-in screens: the login and sign-up forms, their dialogs and the Google account picker.

export const auth = {
  field: { name: 'Name', email: 'Email', password: 'Password' },
  /** Between the email form and the Google button. */
  or: 'or',
  accountType: {
    label: 'Account type',
    /** `type` is terms.accountType.Buyer / .Seller. */
    hint: {
      Buyer: '{{type}}: find and book used books',
      Seller: '{{type}}: list the books you have finished',
    },
  },
  login: { form: 'Log in', submit: 'Log in', forgotPassword: 'Forgot password?' },
  signUp: { form: 'Sign up', submit: 'Sign up', passwordHint: 'At least 6 characters' },
  google: { continue: 'Continue with Google' },
  googlePicker: {
    title: 'Choose a Google account',
    intro:
      'This copy of Reshelf runs offline, so the local sign-in service stands in for Google. Enter the account to continue with.',
    email: 'Google email',
    continue: 'Continue',
  },
  forgotPassword: {
    title: 'Choose a new password',
    emailHint: 'We email you a link to choose a new password.',
    submit: 'Send the link',
  },
  completeProfile: { title: 'Finish signing up', logOut: 'Log out', submit: 'Save and continue' },
};
