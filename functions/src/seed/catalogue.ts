import type { CategoryId, Condition } from '@reshelf/domain';
import type { SeedAccountKey } from './accounts';

/** A demo listing. Its id is also the slug of its cover, web/public/images/books/<id>.svg. */
export interface SeedBook {
  id: string;
  title: string;
  author: string;
  categoryId: CategoryId;
  seller: Extract<SeedAccountKey, 'seller' | 'newSeller'>;
  condition: Condition;
  price: number;
  originalPrice: number;
  purchaseDate: string;
  /** Only some sellers say how long they used a book; the others' is derived from the year. */
  useOnly?: string;
  location: string;
  /** ISO time of posting, in December 2022 as the spec's cards show. */
  postedAt: string;
  description: string;
}

export const coverOf = (book: Pick<SeedBook, 'id'>) => `/images/books/${book.id}.svg`;

export const SEED_BOOKS: SeedBook[] = [
  // Horror
  {
    id: 'dracula',
    title: 'Dracula',
    author: 'Bram Stoker',
    categoryId: 'horror',
    seller: 'seller',
    condition: 'Good',
    price: 250,
    originalPrice: 450,
    purchaseDate: '2020',
    useOnly: '2 years',
    location: 'Dhanmondi',
    postedAt: '2022-12-03T10:20:00Z',
    description:
      'Stoker’s novel told in letters and diaries, from Jonathan Harker’s journey to Transylvania to the hunt across England. The spine is lightly creased and there are no markings inside.',
  },
  {
    id: 'frankenstein',
    title: 'Frankenstein',
    author: 'Mary Shelley',
    categoryId: 'horror',
    seller: 'seller',
    condition: 'Excellent',
    price: 220,
    originalPrice: 380,
    purchaseDate: '2021',
    useOnly: '1 year',
    location: 'Uttara',
    postedAt: '2022-12-06T15:45:00Z',
    description:
      'The 1818 text of Mary Shelley’s tale of Victor Frankenstein and the creature he abandons. Read once; the pages are clean and crisp.',
  },
  {
    id: 'jekyll-and-hyde',
    title: 'The Strange Case of Dr Jekyll and Mr Hyde',
    author: 'Robert Louis Stevenson',
    categoryId: 'horror',
    seller: 'newSeller',
    condition: 'Fair',
    price: 120,
    originalPrice: 250,
    purchaseDate: '2018',
    location: 'Mirpur',
    postedAt: '2022-12-09T08:10:00Z',
    description:
      'Stevenson’s short, gripping novella of a respected London doctor and his darker self. The cover is worn at the corners and a few pages have pencil notes in the margin.',
  },
  {
    id: 'dorian-gray',
    title: 'The Picture of Dorian Gray',
    author: 'Oscar Wilde',
    categoryId: 'horror',
    seller: 'seller',
    condition: 'Good',
    price: 200,
    originalPrice: 350,
    purchaseDate: '2019',
    location: 'Banani',
    postedAt: '2022-12-12T19:30:00Z',
    description:
      'Wilde’s only novel, about a young man who stays beautiful while his portrait records every sin. Hardback with a faded dust jacket; the text block is in good shape.',
  },
  {
    id: 'turn-of-the-screw',
    title: 'The Turn of the Screw',
    author: 'Henry James',
    categoryId: 'horror',
    seller: 'newSeller',
    condition: 'Excellent',
    price: 180,
    originalPrice: 300,
    purchaseDate: '2022',
    location: 'Mohammadpur',
    postedAt: '2022-12-17T12:05:00Z',
    description:
      'A governess, two children in her care and the ghosts only she seems to see, in Henry James’s famously ambiguous ghost story. Bought this year and read once.',
  },
  {
    id: 'phantom-of-the-opera',
    title: 'The Phantom of the Opera',
    author: 'Gaston Leroux',
    categoryId: 'horror',
    seller: 'seller',
    condition: 'Good',
    price: 230,
    originalPrice: 420,
    purchaseDate: '2020',
    location: 'Gulshan',
    postedAt: '2022-12-21T17:40:00Z',
    description:
      'Leroux’s mystery of the masked figure who haunts the Paris Opera House, in a readable English translation. The pages have yellowed a little but the binding is tight.',
  },

  // Action & adventure
  {
    id: 'treasure-island',
    title: 'Treasure Island',
    author: 'Robert Louis Stevenson',
    categoryId: 'action-adventure',
    seller: 'seller',
    condition: 'Good',
    price: 180,
    originalPrice: 320,
    purchaseDate: '2019',
    useOnly: '3 years',
    location: 'Dhanmondi',
    postedAt: '2022-12-02T09:00:00Z',
    description:
      'Jim Hawkins, Long John Silver and a map marked with an X: the pirate adventure that set the pattern for all the others. Illustrated edition with a small tear on the back cover.',
  },
  {
    id: 'count-of-monte-cristo',
    title: 'The Count of Monte Cristo',
    author: 'Alexandre Dumas',
    categoryId: 'action-adventure',
    seller: 'seller',
    condition: 'Excellent',
    price: 480,
    originalPrice: 850,
    purchaseDate: '2021',
    location: 'Gulshan',
    postedAt: '2022-12-07T13:25:00Z',
    description:
      'The unabridged story of Edmond Dantès, wrongly imprisoned in the Château d’If, and his patient revenge. A thick paperback with an uncracked spine.',
  },
  {
    id: 'three-musketeers',
    title: 'The Three Musketeers',
    author: 'Alexandre Dumas',
    categoryId: 'action-adventure',
    seller: 'newSeller',
    condition: 'Good',
    price: 260,
    originalPrice: 450,
    purchaseDate: '2020',
    location: 'Bashundhara',
    postedAt: '2022-12-11T16:50:00Z',
    description:
      'D’Artagnan rides to Paris and falls in with Athos, Porthos and Aramis in Dumas’s tale of duels and court intrigue. A clean copy with a name written on the first page.',
  },
  {
    id: 'around-the-world-in-eighty-days',
    title: 'Around the World in Eighty Days',
    author: 'Jules Verne',
    categoryId: 'action-adventure',
    seller: 'seller',
    condition: 'Fair',
    price: 110,
    originalPrice: 240,
    purchaseDate: '2017',
    location: 'Farmgate',
    postedAt: '2022-12-14T10:35:00Z',
    description:
      'Phileas Fogg bets his fortune that he can circle the globe in eighty days, with Passepartout at his side. A well-loved copy with a creased spine and a tea stain on the cover.',
  },
  {
    id: 'call-of-the-wild',
    title: 'The Call of the Wild',
    author: 'Jack London',
    categoryId: 'action-adventure',
    seller: 'newSeller',
    condition: 'Excellent',
    price: 150,
    originalPrice: 260,
    purchaseDate: '2022',
    useOnly: '6 months',
    location: 'Uttara',
    postedAt: '2022-12-19T18:15:00Z',
    description:
      'Buck, a house dog stolen to pull sleds in the Klondike gold rush, slowly answers the call of the wild. Short, hard to put down and as good as new.',
  },
  {
    id: 'king-solomons-mines',
    title: 'King Solomon’s Mines',
    author: 'H. Rider Haggard',
    categoryId: 'action-adventure',
    seller: 'seller',
    condition: 'Good',
    price: 170,
    originalPrice: 300,
    purchaseDate: '2020',
    location: 'Khilgaon',
    postedAt: '2022-12-23T11:55:00Z',
    description:
      'Allan Quatermain leads an expedition across the desert and over the mountains in search of a lost diamond mine. Pocket edition; the pages are slightly yellowed.',
  },

  // Historical fiction
  {
    id: 'war-and-peace',
    title: 'War and Peace',
    author: 'Leo Tolstoy',
    categoryId: 'historical-fiction',
    seller: 'seller',
    condition: 'Good',
    price: 550,
    originalPrice: 1100,
    purchaseDate: '2018',
    useOnly: '4 years',
    location: 'Dhanmondi',
    postedAt: '2022-12-01T14:00:00Z',
    description:
      'Tolstoy’s epic of five aristocratic families through Napoleon’s invasion of Russia, in the Maude translation. A heavy volume: the cover has a few scuffs but every page is intact.',
  },
  {
    id: 'tale-of-two-cities',
    title: 'A Tale of Two Cities',
    author: 'Charles Dickens',
    categoryId: 'historical-fiction',
    seller: 'seller',
    condition: 'Excellent',
    price: 240,
    originalPrice: 400,
    purchaseDate: '2021',
    location: 'Banani',
    postedAt: '2022-12-05T12:30:00Z',
    description:
      'Dickens’s novel of London and Paris before and during the French Revolution, from “the best of times” to Sydney Carton’s sacrifice. Read once, no markings.',
  },
  {
    id: 'ivanhoe',
    title: 'Ivanhoe',
    author: 'Walter Scott',
    categoryId: 'historical-fiction',
    seller: 'newSeller',
    condition: 'Fair',
    price: 130,
    originalPrice: 280,
    purchaseDate: '2016',
    location: 'Lalbagh',
    postedAt: '2022-12-10T09:45:00Z',
    description:
      'A disinherited knight returns to twelfth-century England, where Richard the Lionheart and Robin Hood ride again. An older copy with a few loose pages at the back, but complete.',
  },
  {
    id: 'last-of-the-mohicans',
    title: 'The Last of the Mohicans',
    author: 'James Fenimore Cooper',
    categoryId: 'historical-fiction',
    seller: 'seller',
    condition: 'Good',
    price: 200,
    originalPrice: 360,
    purchaseDate: '2019',
    location: 'Mirpur',
    postedAt: '2022-12-15T15:20:00Z',
    description:
      'Hawkeye, Chingachgook and Uncas guide two sisters through the forests of New York during the French and Indian War. Light underlining in the first chapter only.',
  },
  {
    id: 'ben-hur',
    title: 'Ben-Hur',
    author: 'Lew Wallace',
    categoryId: 'historical-fiction',
    seller: 'seller',
    condition: 'Good',
    price: 260,
    originalPrice: 480,
    purchaseDate: '2020',
    location: 'Tejgaon',
    postedAt: '2022-12-20T10:10:00Z',
    description:
      'Judah Ben-Hur, a prince of Jerusalem betrayed by his Roman friend, survives the galleys to race a chariot for his family’s honour. Hardback, a little sun-faded on the spine.',
  },
  {
    id: 'scarlet-pimpernel',
    title: 'The Scarlet Pimpernel',
    author: 'Baroness Orczy',
    categoryId: 'historical-fiction',
    seller: 'newSeller',
    condition: 'Excellent',
    price: 190,
    originalPrice: 320,
    purchaseDate: '2022',
    useOnly: '8 months',
    location: 'Bashundhara',
    postedAt: '2022-12-26T20:00:00Z',
    description:
      'An English baronet who plays the fool in society rescues French aristocrats from the guillotine under a secret name. Bought new this year and read once.',
  },
  // Bangla books, one per category: Dhaka's readers search and list in Bangla too.
  {
    id: 'taranath-tantrik',
    title: 'তারানাথ তান্ত্রিক',
    author: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
    categoryId: 'horror',
    seller: 'seller',
    condition: 'Good',
    price: 180,
    originalPrice: 300,
    purchaseDate: '2019',
    location: 'Mohammadpur',
    postedAt: '2022-12-12T17:30:00Z',
    description:
      'কলকাতার এক গলিতে বসে তারানাথ তান্ত্রিক শোনান তাঁর অলৌকিক অভিজ্ঞতার গল্প। পেপারব্যাক, মলাটের কোণ সামান্য ভাঁজ হয়েছে, ভেতরের পাতা পরিষ্কার।',
  },
  {
    id: 'chander-pahar',
    title: 'চাঁদের পাহাড়',
    author: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
    categoryId: 'action-adventure',
    seller: 'newSeller',
    condition: 'Excellent',
    price: 160,
    originalPrice: 250,
    purchaseDate: '2021',
    location: 'Mirpur',
    postedAt: '2022-12-14T09:15:00Z',
    description: 'গ্রামের ছেলে শঙ্কর আফ্রিকার জঙ্গল আর মরুভূমি পেরিয়ে খুঁজতে যায় রহস্যময় চাঁদের পাহাড়। একবার পড়া, কোনো দাগ নেই।',
  },
  {
    id: 'jochona-o-jononir-golpo',
    title: 'জোছনা ও জননীর গল্প',
    author: 'হুমায়ূন আহমেদ',
    categoryId: 'historical-fiction',
    seller: 'seller',
    condition: 'Fair',
    price: 420,
    originalPrice: 750,
    purchaseDate: '2018',
    location: 'Dhanmondi',
    postedAt: '2022-12-16T19:40:00Z',
    description:
      'উনিশ শো একাত্তরের মুক্তিযুদ্ধের দিনগুলোতে কয়েকটি পরিবারের গল্প। হার্ডকভার, বাঁধাই শক্ত, কয়েকটি পাতায় পেনসিলের হালকা দাগ আছে।',
  },
];

/** Books on the Home page's offers, each advertised shortly after it was posted. */
export const SEED_ADVERTISEMENTS = [
  { productId: 'dracula', createdAt: '2022-12-04T09:00:00Z' },
  { productId: 'count-of-monte-cristo', createdAt: '2022-12-08T10:00:00Z' },
  { productId: 'scarlet-pimpernel', createdAt: '2022-12-27T08:30:00Z' },
];

/** The demo buyer's bookings; their books are Booked, so they leave the category pages. */
export const SEED_ORDERS = [
  { id: 'demo-order-tale-of-two-cities', productId: 'tale-of-two-cities', createdAt: '2022-12-28T16:00:00Z' },
  { id: 'demo-order-phantom-of-the-opera', productId: 'phantom-of-the-opera', createdAt: '2022-12-29T11:30:00Z' },
];
