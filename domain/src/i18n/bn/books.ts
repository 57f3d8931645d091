import type { books as en } from '../en/books';

export const books: typeof en = {
  card: {
    cover: '{{name}}-এর প্রচ্ছদ',
    by: 'লেখক: {{author}}',
    condition: 'অবস্থা',
    usedFor: 'ব্যবহৃত',
    seller: 'বিক্রেতা',
    location: 'অবস্থান',
    posted: 'পোস্টের তারিখ',
    orderNow: 'এখনই অর্ডার করুন',
    orderNowLabel: 'এখনই অর্ডার করুন: {{name}}',
    yourListing: 'আপনার পোস্ট',
  },
  usedFor: {
    lessThanYear: 'এক বছরের কম',
    oneYear: '১ বছর',
    years: '{{years}} বছর',
  },
  prices: {
    resale: 'বিক্রয়মূল্য',
    original: 'আসল দাম',
  },
  seller: { verified: 'যাচাইকৃত' },
  details: {
    home: 'হোম',
    boughtIn: 'কেনার বছর',
    category: 'ক্যাটাগরি',
    about: 'এই কপি সম্পর্কে',
    booked: 'বুক করা: একজন পাঠক এই কপিটি বুক করেছেন। বিক্রি ছাড়াই বুকিং শেষ হলে এটি আবার পাওয়া যাবে।',
    sold: 'বিক্রি হয়েছে: এই কপিটি তার পাঠক পেয়ে গেছে।',
    ownListing: 'এটি আপনার পোস্ট: পাঠকেরা এখান থেকে এটি অর্ডার করেন।',
    myProducts: 'আমার পণ্য',
  },
  loadMore: 'বই',
  categoryWhat: 'বইগুলো',
  search: {
    box: {
      placeholder: 'বইয়ের নাম বা লেখক দিয়ে খুঁজুন',
      input: 'বইয়ের নাম বা লেখক',
      submit: 'খুঁজুন',
    },
    what: 'খোঁজার ফলাফল',
    foundOne: '১টি বই পাওয়া গেছে',
    found: '{{number}}টি বই পাওয়া গেছে',
    moreThan: '{{number}}টির বেশি বই পাওয়া গেছে',
  },
  controls: {
    label: 'সাজানো ও ফিল্টার',
    sortBy: 'সাজান',
    sort: {
      newest: 'নতুন আগে',
      'price-asc': 'দাম: কম থেকে বেশি',
      'price-desc': 'দাম: বেশি থেকে কম',
    },
    rangeSorts: 'দামের সীমা দিলে দাম অনুযায়ী সাজানো হয়',
    condition: 'অবস্থা',
    any: 'যেকোনো',
    clear: 'ফিল্টার মুছুন',
    range: {
      label: 'দামের সীমা',
      min: 'সর্বনিম্ন দাম',
      max: 'সর্বোচ্চ দাম',
      apply: 'প্রয়োগ করুন',
    },
  },
};
