import { styled } from '@mui/material';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

// The spec's footer links have no targets, so they are plain text, not dead links.
const columns = [
  {
    title: 'app.footer.services.title',
    items: [
      'app.footer.services.pickup',
      'app.footer.services.priceChecks',
      'app.footer.services.sellerVerification',
      'app.footer.services.giftCards',
    ],
  },
  {
    title: 'app.footer.company.title',
    items: [
      'app.footer.company.about',
      'app.footer.company.contact',
      'app.footer.company.jobs',
      'app.footer.company.pressKit',
    ],
  },
  {
    title: 'app.footer.legal.title',
    items: ['app.footer.legal.terms', 'app.footer.legal.privacy', 'app.footer.legal.cookies'],
  },
] as const;

/**
 * Plain elements under one style rule, laid out and drawn as MUI's Container, Grid (spacing 4) and
 * Typography draw them: every page hydrates the footer, and built from those it was 81 components
 * for its 27 elements.
 */
const Root = styled('footer')(({ theme }) => ({
  backgroundColor: theme.palette.primary.dark,
  color: theme.palette.primary.contrastText,
  padding: theme.spacing(6, 0),
  '& > .frame': {
    width: '100%',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: theme.spacing(0, 2),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 3) },
    [theme.breakpoints.up('lg')]: { maxWidth: theme.breakpoints.values.lg },
  },
  '& .columns': {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: theme.spacing(4),
    '& > .brand': { gridColumn: '1 / -1' },
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [theme.breakpoints.up('md')]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      '& > .brand': { gridColumn: 'auto' },
    },
  },
  '& p, & h2, & ul': { margin: 0 },
  '& .name': { ...theme.typography.h6, fontWeight: 700 },
  '& .tagline': { ...theme.typography.body2, opacity: 0.85 },
  '& h2': { ...theme.typography.subtitle1, fontWeight: 700, marginBottom: theme.spacing(1) },
  '& ul': { listStyle: 'none', padding: 0 },
  '& li': { ...theme.typography.body2, opacity: 0.85, padding: theme.spacing(0.25, 0) },
  '& .copyright': { ...theme.typography.caption, marginTop: theme.spacing(4), opacity: 0.7 },
}));

export function Footer() {
  const { t } = useTranslation();
  const { year } = useFormat();
  const thisYear = year(new Date().getFullYear());
  return (
    <Root>
      <div className="frame">
        <div className="columns">
          <div className="brand">
            <p className="name">{t('app.navbar.brand')}</p>
            <p className="tagline">{t('app.footer.tagline', { place: t('terms.meetingLocation') })}</p>
          </div>
          {columns.map((c) => (
            <div key={c.title}>
              <h2>{t(c.title)}</h2>
              <ul>
                {c.items.map((i) => (
                  <li key={i}>{t(i)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="copyright">{t('app.footer.copyright', { year: thisYear })}</p>
      </div>
    </Root>
  );
}
