import type { pages as en } from '../en/pages';

export const pages: typeof en = {
  titled: '{{name}} · Reshelf',
  home: { title: 'Reshelf: পুরোনো বই, নতুন সুযোগ', description: 'Reshelf: আপনার কাছাকাছি পুরোনো বই কিনুন ও বিক্রি করুন।' },
  blog: {
    title: 'প্রশ্ন ও উত্তর · Reshelf',
    description: 'ফ্রন্ট-এন্ড ডেভেলপমেন্টে নতুনদের সবচেয়ে বেশি জিজ্ঞেস করা চারটি প্রশ্ন, উত্তর দিয়েছে Reshelf-এর নির্মাতা দল।',
  },
  premium: {
    title: 'প্রিমিয়াম নিন · Reshelf',
    description: 'প্রিমিয়াম প্ল্যান আসছে: অডিও বই, নতুন বিজ্ঞপ্তি আগে দেখা এবং বিক্রেতাদের জন্য বেশি প্রচার।',
  },
  category: {
    title: 'ক্যাটাগরি · Reshelf',
    description: 'এই তাকের প্রতিটি বই এখনই পাওয়া যাচ্ছে। একটি কপি বুক করুন আর দাম দিতে বিক্রেতার সঙ্গে দেখা করুন।',
  },
  login: { title: 'লগ ইন · Reshelf', description: 'পুরোনো বই বুক করতে ও আপনার অর্ডার দেখতে Reshelf-এ লগ ইন করুন।' },
  signUp: {
    title: 'সাইন আপ · Reshelf',
    description: 'আপনার কাছাকাছি পুরোনো বই কিনতে, বা নিজের বই বিক্রি করতে Reshelf-এ যোগ দিন।',
  },
  authAction: {
    title: 'ইমেইল লিংক · Reshelf',
    description: 'Reshelf-এর ইমেইলের লিংক থেকে আপনার পাসওয়ার্ড রিসেট বা ইমেইল যাচাই করুন।',
  },
  search: {
    title: 'বই খুঁজুন · Reshelf',
    description: 'শিরোনাম বা লেখকের একটি শব্দ দিয়ে পাওয়া যাচ্ছে এমন পুরোনো বই খুঁজুন।',
  },
  book: { title: 'বই · Reshelf', description: 'Reshelf-এ একটি পুরোনো বই: এর অবস্থা, দাম এবং বিক্রেতা।' },
  notFound: {
    title: 'পাতাটি পাওয়া যায়নি · Reshelf',
    description: 'এই পাতাটি আমাদের তাকে নেই: লিংকটি পুরোনো হতে পারে, বা পাতাটি সরে গেছে।',
  },
  error: {
    title: 'কিছু একটা ভুল হয়েছে · Reshelf',
    description: 'পাতাটি দেখানো গেল না। ফিরে গিয়ে আবার চেষ্টা করুন।',
  },
  dashboard: {
    title: 'ড্যাশবোর্ড · Reshelf',
    description: 'আপনার Reshelf ড্যাশবোর্ড: আপনার অর্ডার, আর বিক্রেতা হলে আপনার বই।',
  },
  allUsers: { title: 'সব ব্যবহারকারী · Reshelf', description: 'Reshelf-এর প্রতিটি অ্যাকাউন্ট, অ্যাডমিনদের জন্য।' },
  allOrders: { title: 'সব অর্ডার · Reshelf', description: 'Reshelf-এর প্রতিটি বুকিং, নতুনগুলো আগে, অ্যাডমিনদের জন্য।' },
  sellers: { title: 'বিক্রেতা · Reshelf', description: 'যাচাইয়ের জন্য Reshelf-এর বিক্রেতারা, অ্যাডমিনদের জন্য।' },
  buyers: { title: 'ক্রেতা · Reshelf', description: 'Reshelf-এর ক্রেতারা, অ্যাডমিনদের জন্য।' },
  myOrders: { title: 'আমার অর্ডার · Reshelf', description: 'Reshelf-এ আপনার বুক করা বই আর প্রতিটি অর্ডারের অবস্থা।' },
  addProduct: { title: 'পণ্য যোগ করুন · Reshelf', description: 'Reshelf-এ বিক্রির জন্য একটি পুরোনো বই তালিকাভুক্ত করুন।' },
  myProduct: {
    title: 'আমার পণ্য · Reshelf',
    description: 'Reshelf-এ আপনার তালিকাভুক্ত বই: সম্পাদনা, বিজ্ঞাপন বা সরিয়ে ফেলুন।',
  },
  sellerOrders: {
    title: 'আমার বইয়ের অর্ডার · Reshelf',
    description: 'আপনার বইয়ের বুকিং আর প্রতিটির অবস্থা।',
  },
  reports: { title: 'রিপোর্ট · Reshelf', description: 'পাঠকদের খোলা রিপোর্ট, অ্যাডমিনদের সিদ্ধান্তের জন্য।' },
  myReports: { title: 'আমার রিপোর্ট · Reshelf', description: 'Reshelf-এ আপনি যা রিপোর্ট করেছেন আর তার ফলাফল।' },
  saved: { title: 'সংরক্ষিত · Reshelf', description: 'Reshelf-এ আপনার সংরক্ষিত বই আর খোঁজ।' },
  messages: { title: 'বার্তা · Reshelf', description: 'ক্রেতা ও বিক্রেতাদের সঙ্গে আপনার কথোপকথন, নতুনগুলো আগে।' },
  conversation: { title: 'কথোপকথন · Reshelf', description: 'অর্ডারের অন্য পক্ষের সঙ্গে বার্তা।' },
  seller: {
    title: 'একজন সদস্য · Reshelf',
    description: 'Reshelf-এর একজন সদস্য: যাচাইয়ের ব্যাজ, বিক্রি করা বই, রিভিউ আর বিক্রির বই।',
  },
};
