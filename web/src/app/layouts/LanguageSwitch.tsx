import { Box, Button, type SxProps, type Theme } from '@mui/material';
import { LANGUAGE_NAMES, LANGUAGES } from '@reshelf/domain';
import { useLanguage, useTranslation } from '../../lib/i18n';
import { chooseLanguage } from '../../lib/language-choice';

const TONES = {
  // White on the navbar's colour, the chosen language lit like the current page's link.
  navbar: {
    frame: { border: 1, borderColor: 'rgba(255, 255, 255, 0.5)' },
    pressed: { bgcolor: 'rgba(255, 255, 255, 0.16)' },
  },
  // On the mobile menu's paper.
  menu: {
    frame: { border: 1, borderColor: 'divider', color: 'primary.main', '& > *': { flex: 1 } },
    pressed: { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } },
  },
} satisfies Record<string, { frame: SxProps<Theme>; pressed: SxProps<Theme> }>;

// "বাংলা" reads in any language, also where the system has no Bengali font: index.html's face
// holds its glyphs alone (1 KB), and the full Bengali font loads for Bangla readers only.
const NAMED_IN_BANGLA = {
  fontFamily: (theme: Theme) => `"Reshelf Bangla Name", ${theme.typography.fontFamily}`,
} satisfies SxProps<Theme>;

/**
 * English / বাংলা, each named in its own language, the one shown pressed. The choice is kept in
 * this browser (lib/i18n.ts) and, signed in, on the profile (lib/profile-language.ts);
 * two plain buttons keep it narrow enough for the app bar.
 */
export function LanguageSwitch({ tone = 'navbar', sx }: { tone?: keyof typeof TONES; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const { frame, pressed } = TONES[tone];
  return (
    <Box
      role="group"
      aria-label={t('app.language.label')}
      sx={[
        { display: 'inline-flex', borderRadius: 1, overflow: 'hidden', ...frame },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          size="small"
          color="inherit"
          aria-pressed={language === current}
          // Read by a prerendered page's boot script until the app has started (web/src/boot/page-boot.ts).
          data-language-choice={language}
          onClick={() => void chooseLanguage(language)}
          sx={[
            { minWidth: 0, px: 1, borderRadius: 0, whiteSpace: 'nowrap' },
            language === 'bn' && NAMED_IN_BANGLA,
            language === current && pressed,
          ]}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Box>
  );
}
