import { bn } from '@reshelf/domain/i18n/bn';
import { en } from '@reshelf/domain/i18n/en';
import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BlogPostCard } from './BlogPostCard';
import { BlogTeasers } from './BlogTeasers';
import { BLOG_POSTS } from './posts';

const renderTeasers = () =>
  render(
    <MemoryRouter>
      <BlogTeasers />
    </MemoryRouter>,
  );

it('teases the three newest questions, each linking to its answer', () => {
  renderTeasers();
  const question = en.blog.posts['react-angular-vue'].question;
  expect(screen.getByRole('heading', { name: 'From our blog' })).toBeVisible();
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(screen.getByRole('heading', { name: question })).toBeVisible();
  expect(screen.getByRole('link', { name: `Read the answer: ${question}` })).toHaveAttribute(
    'href',
    '/blog#react-angular-vue',
  );
  expect(screen.getByText('20 December 2022')).toBeVisible();
  expect(screen.queryByText(en.blog.posts['react-state-management'].question)).toBeNull();
});

it('shows a post in full: its topic, date, question, paragraphs and code as written', () => {
  render(<BlogPostCard post={BLOG_POSTS.find((p) => p.slug === 'prototypal-inheritance')!} />);
  const post = en.blog.posts['prototypal-inheritance'];
  const article = screen.getByRole('article', { name: post.question });
  expect(within(article).getByText('JavaScript')).toBeVisible();
  expect(within(article).getByText('8 December 2022')).toBeVisible();
  for (const paragraph of Object.values(post.answer)) expect(within(article).getByText(paragraph)).toBeVisible();
  expect(article.querySelector('pre code')).toHaveTextContent('const amina = Object.create(reader);');
});

describe('in Bangla', () => {
  it('teases the questions in Bangla, dated in Bangla digits', async () => {
    await act(() => i18next.changeLanguage('bn'));
    renderTeasers();
    expect(screen.getByRole('heading', { name: 'আমাদের ব্লগ থেকে' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'React, Angular আর Vue: পার্থক্য কোথায়?' })).toBeVisible();
    expect(screen.getByText('২০ ডিসেম্বর, ২০২২')).toBeVisible();
    expect(screen.getByRole('link', { name: 'উত্তর পড়ুন: React, Angular আর Vue: পার্থক্য কোথায়?' })).toHaveAttribute(
      'href',
      '/blog#react-angular-vue',
    );
  });

  it('shows a whole post in Bangla', async () => {
    await act(() => i18next.changeLanguage('bn'));
    render(<BlogPostCard post={BLOG_POSTS.find((p) => p.slug === 'unit-tests')!} />);
    const post = bn.blog.posts['unit-tests'];
    const article = screen.getByRole('article', { name: 'ইউনিট টেস্ট কী, আর কেন লিখবেন?' });
    expect(within(article).getByText('টেস্টিং')).toBeVisible();
    for (const paragraph of Object.values(post.answer)) expect(within(article).getByText(paragraph)).toBeVisible();
  });
});
