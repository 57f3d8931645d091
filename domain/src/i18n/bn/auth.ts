import type { auth as en } from '../en/auth';

export const auth: typeof en = {
  field: { name: 'নাম', email: 'ইমেইল', password: 'পাসওয়ার্ড' },
  or: 'অথবা',
  accountType: {
    label: 'অ্যাকাউন্টের ধরন',
    hint: {
      Buyer: '{{type}}: পুরোনো বই খুঁজুন ও বুক করুন',
      Seller: '{{type}}: পড়া শেষ হওয়া বই বিক্রির জন্য দিন',
    },
  },
  login: { form: 'লগ ইন', submit: 'লগ ইন', forgotPassword: 'পাসওয়ার্ড ভুলে গেছেন?' },
  signUp: { form: 'সাইন আপ', submit: 'সাইন আপ', passwordHint: 'অন্তত ৬টি অক্ষর' },
  google: { continue: 'Google দিয়ে চালিয়ে যান' },
  googlePicker: {
    title: 'একটি Google অ্যাকাউন্ট বেছে নিন',
    intro:
      'Reshelf-এর এই কপিটি অফলাইনে চলছে, তাই Google-এর বদলে স্থানীয় সাইন-ইন সেবা কাজ করছে। যে অ্যাকাউন্ট দিয়ে চালিয়ে যেতে চান সেটি লিখুন।',
    email: 'Google ইমেইল',
    continue: 'চালিয়ে যান',
  },
  forgotPassword: {
    title: 'নতুন পাসওয়ার্ড বেছে নিন',
    emailHint: 'নতুন পাসওয়ার্ড বেছে নেওয়ার একটি লিংক আমরা আপনাকে ইমেইলে পাঠাব।',
    submit: 'লিংকটি পাঠান',
  },
  completeProfile: { title: 'সাইন আপ শেষ করুন', logOut: 'লগ আউট', submit: 'সংরক্ষণ করে এগিয়ে যান' },
};
