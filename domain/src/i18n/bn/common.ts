import type { common as en } from '../en/common';

export const common: typeof en = {
  cancel: 'বাতিল',
  save: 'সংরক্ষণ করুন',
  close: 'বন্ধ করুন',
  loading: 'লোড হচ্ছে…',
  tryAgain: 'আবার চেষ্টা করুন',
  loadingWhat: '{{what}} লোড হচ্ছে',
  loadMore: { button: 'আরও দেখুন', label: 'আরও দেখুন: {{what}}' },
  safety: {
    title: 'নিরাপদে কেনাবেচা করুন',
    publicPlace: 'লোকজন আছে এমন জায়গায় দেখা করুন।',
    lookFirst: 'দাম দেওয়ার আগে বইটি দেখে নিন।',
    cash: 'দেখা হলে নগদে দাম দিন।',
    noAdvance: 'যাঁর সঙ্গে দেখা হয়নি তাঁকে বিকাশ বা নগদে কখনো আগাম টাকা পাঠাবেন না।',
  },
  verifyEmail: { resend: 'লিংকটি আবার পাঠান' },
  demoAccounts: {
    title: 'ডেমো অ্যাকাউন্ট',
    email: 'ইমেইল: <code>{{email}}</code>',
    password: 'পাসওয়ার্ড: <code>{{password}}</code>',
    adminHidden: 'অ্যাডমিনের তথ্য জানানো হয় না।',
  },
};
