import { styled } from '@mui/material';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

/**
 * Plain elements under one style rule, drawn as Typography's h4 in the secondary colour and its
 * body text: every card on a shelf has one.
 */
const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.spacing(1),
  '& > p': { margin: 0, ...theme.typography.body1, color: theme.palette.text.secondary },
  '& > .resale': { ...theme.typography.h4, color: theme.palette.secondary.main },
  '&.large': {
    columnGap: theme.spacing(1.5),
    '& > .resale': { fontSize: '1.5rem', [theme.breakpoints.up('md')]: { fontSize: '1.75rem' } },
  },
  '& .hidden': visuallyHidden,
}));

/** The resale price, and the original one struck through when the seller gave it. */
export function Prices({
  resale,
  original,
  large = false,
}: {
  resale: number;
  original?: number | null;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const { price } = useFormat();
  return (
    <Root className={large ? 'large' : undefined}>
      <p className="resale">
        <span className="hidden">{t('books.prices.resale')} </span>
        {price(resale)}
      </p>
      {original !== undefined && original !== null && (
        <p>
          <span className="hidden">{t('books.prices.original')} </span>
          <s>{price(original)}</s>
        </p>
      )}
    </Root>
  );
}
