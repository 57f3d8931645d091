import type { common as en } from '../en/common';

export const common: typeof en = {
  cancel: 'বাতিল',
  save: 'সংরক্ষণ করুন',
  close: 'বন্ধ করুন',
  loading: 'লোড হচ্ছে…',
  tryAgain: 'আবার চেষ্টা করুন',
  loadingWhat: '{{what}} লোড হচ্ছে',
  loadMore: { button: 'আরও দেখুন', label: 'আরও দেখুন: {{what}}' },
  verifyEmail: { resend: 'লিংকটি আবার পাঠান' },
  demoAccounts: {
    title: 'ডেমো অ্যাকাউন্ট',
    email: 'ইমেইল: <code>{{email}}</code>',
    password: 'পাসওয়ার্ড: <code>{{password}}</code>',
    adminHidden: 'অ্যাডমিনের তথ্য জানানো হয় না।',
  },
};
