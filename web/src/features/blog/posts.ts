import type { en } from '@reshelf/domain/i18n/en';

type Posts = typeof en.blog.posts;
/** A post's id: its anchor on /blog and its place in the catalogue (blog.posts.<slug>). */
export type BlogSlug = keyof Posts;
/** The catalogue key of one of a post's paragraphs. */
type Paragraph = { [S in BlogSlug]: `blog.posts.${S}.answer.${keyof Posts[S]['answer'] & string}` }[BlogSlug];

/** A paragraph (its catalogue key), or a code sample shown as written. */
export type Block = Paragraph | { code: string };

/** A post; its question, topic and summary are blog.posts.<slug>.question, .topic and .summary. */
export interface BlogPost {
  slug: BlogSlug;
  /** ISO date of publication. */
  published: string;
  answer: Block[];
}

/** The four question-and-answer cards of /blog (spec §2), newest first. */
export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'react-angular-vue',
    published: '2022-12-20',
    answer: [
      'blog.posts.react-angular-vue.answer.p1',
      'blog.posts.react-angular-vue.answer.p2',
      'blog.posts.react-angular-vue.answer.p3',
      'blog.posts.react-angular-vue.answer.p4',
    ],
  },
  {
    slug: 'unit-tests',
    published: '2022-12-14',
    answer: [
      'blog.posts.unit-tests.answer.p1',
      'blog.posts.unit-tests.answer.p2',
      'blog.posts.unit-tests.answer.p3',
      {
        code: `it('adds the shipping fee to the total', () => {
  const total = orderTotal([{ price: 250 }, { price: 120 }], { shipping: 60 });
  expect(total).toBe(430);
});`,
      },
      'blog.posts.unit-tests.answer.p4',
    ],
  },
  {
    slug: 'prototypal-inheritance',
    published: '2022-12-08',
    answer: [
      'blog.posts.prototypal-inheritance.answer.p1',
      'blog.posts.prototypal-inheritance.answer.p2',
      {
        code: `const reader = {
  greet() {
    return \`Hi, I am \${this.name}\`;
  },
};
const amina = Object.create(reader);
amina.name = 'Amina';
amina.greet(); // "Hi, I am Amina": found on the prototype, run with this = amina
Object.getPrototypeOf(amina) === reader; // true`,
      },
      'blog.posts.prototypal-inheritance.answer.p3',
      'blog.posts.prototypal-inheritance.answer.p4',
    ],
  },
  {
    slug: 'react-state-management',
    published: '2022-12-02',
    answer: [
      'blog.posts.react-state-management.answer.p1',
      'blog.posts.react-state-management.answer.p2',
      'blog.posts.react-state-management.answer.p3',
      'blog.posts.react-state-management.answer.p4',
    ],
  },
];
