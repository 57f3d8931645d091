import type { users as en } from '../en/users';

export const users: typeof en = {
  column: {
    name: 'নাম',
    email: 'ইমেইল',
    account: 'অ্যাকাউন্ট',
    status: 'অবস্থা',
    admin: 'অ্যাডমিন',
    verification: 'যাচাই',
    delete: 'মুছুন',
  },
  adminChip: 'অ্যাডমিন',
  verified: 'যাচাইকৃত',
  notVerified: 'যাচাই হয়নি',
  noStatus: '—',
  delete: 'মুছে ফেলুন',
  allUsers: {
    label: 'সব ব্যবহারকারী',
    what: 'ব্যবহারকারীদের তালিকা',
    loadMore: 'ব্যবহারকারী',
    makeAdmin: 'অ্যাডমিন করুন',
    makeAdminLabel: '{{name}}-কে অ্যাডমিন করুন',
    removeAdmin: 'অ্যাডমিন ভূমিকা সরান',
    removeAdminLabel: '{{name}}-এর অ্যাডমিন ভূমিকা সরান',
    removeAdminTitle: '{{name}}-এর অ্যাডমিন ভূমিকা সরাবেন?',
    removeAdminMessage:
      '{{name}}-এর অ্যাকাউন্ট থাকবে, কিন্তু তিনি আর ব্যবহারকারী, বিক্রেতা ও অর্ডার সামলাতে পারবেন না। API থেকে তাঁকে সঙ্গে সঙ্গে সাইন আউট করা হবে।',
    emptyTitle: 'এখনো কোনো ব্যবহারকারী নেই',
    emptyHint: 'কেউ সাইন আপ করলেই এখানে দেখা যাবে।',
  },
  buyers: {
    label: 'ক্রেতারা',
    what: 'ক্রেতাদের তালিকা',
    loadMore: 'ক্রেতা',
    deleteLabel: 'ক্রেতা {{name}}-কে মুছে ফেলুন',
    deleteTitle: 'ক্রেতা {{name}}-কে মুছে ফেলবেন?',
    deleteMessage:
      '{{name}} ({{email}})-এর অ্যাকাউন্ট মুছে যাবে। তাঁর আগের অর্ডারগুলো রেকর্ডে থেকে যাবে। এটি আর ফেরানো যাবে না।',
    emptyTitle: 'এখনো কোনো ক্রেতা নেই',
    emptyHint: 'ক্রেতা অ্যাকাউন্ট নিয়ে যাঁরা সাইন আপ করেন, তাঁরা এখানে দেখা যাবেন।',
  },
  sellers: {
    label: 'বিক্রেতারা',
    what: 'বিক্রেতাদের তালিকা',
    loadMore: 'বিক্রেতা',
    verify: 'যাচাই করুন',
    verifyLabel: 'বিক্রেতা {{name}}-কে যাচাই করুন',
    deleteLabel: 'বিক্রেতা {{name}}-কে মুছে ফেলুন',
    deleteTitle: 'বিক্রেতা {{name}}-কে মুছে ফেলবেন?',
    deleteMessage:
      '{{name}} ({{email}})-এর অ্যাকাউন্ট মুছে যাবে, আর তাঁর বইয়ের বিজ্ঞপ্তি ও বিজ্ঞাপন সরিয়ে ফেলা হবে। তাঁর আগের অর্ডারগুলো রেকর্ডে থেকে যাবে। এটি আর ফেরানো যাবে না।',
    emptyTitle: 'এখনো কোনো বিক্রেতা নেই',
    emptyHint: 'বিক্রেতা অ্যাকাউন্ট নিয়ে যাঁরা সাইন আপ করেন, তাঁরা এখানে দেখা যাবেন।',
  },
};
