import type { ThemeConfig } from 'antd';
import { useMemo, useSyncExternalStore } from 'react';
import { BRAND_ACCENT, BRAND_NAVY } from '@shared/contracts/brand';

/** Troupe's look: the brand's navy and accent, generous radius, a calm neutral page. */
const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_NAVY,
    colorLink: '#2c5d99',
    colorWarning: BRAND_ACCENT,
    borderRadius: 8,
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    colorBgLayout: '#f4f6f9',
    // Secondary text (intros, hints, dates under a name, empty states) readable on the page's grey:
    // antd's 45% black is 3.1:1 there, below WCAG AA's 4.5:1; this is the cards' meta grey, 5.6:1.
    colorTextDescription: '#5b6472',
    // WCAG AA (4.5:1) for what antd draws in these colours: red-7 for errors and dangerous buttons
    // (antd's #ff4d4f is 3.3:1 on white, and white on it), and placeholders in the description grey,
    // 5:1 even on a disabled field's grey (#bfbfbf was 1.8:1).
    colorError: '#cf1322',
    colorTextPlaceholder: '#5b6472',
    // Every page's title is its h1 (one per page, for screen readers' heading navigation), drawn at
    // the size the titles had as h2.
    fontSizeHeading1: 30,
  },
  components: {
    Layout: { headerBg: BRAND_NAVY, headerColor: '#ffffff', siderBg: '#ffffff', headerPadding: '0 16px' },
    // The current page reads as the brand's, not as antd's default grey block.
    Menu: { itemBorderRadius: 6, itemSelectedBg: '#e3eaf4', itemSelectedColor: BRAND_NAVY },
    // A green tag ("1 accepted", "Accepted") writes in green-7, 3.3:1 on its pale green; green-8 is 5.3:1.
    // The preset tags write in their colour's 7th shade on its 1st: gold, cyan and orange fall below
    // 4.5:1 there, so their darker shades are used (6.5, 5.8 and 5.1:1).
    Tag: { green7: '#237804', gold7: '#874d00', cyan7: '#006d75', orange7: '#ad4e00' },
    // The unchecked switch writes white on antd's light grey (2:1): a grey that carries it (4.8:1).
    Switch: { colorTextQuaternary: '#6b7280', colorTextTertiary: '#4b5563' },
  },
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The theme as this visitor's system asks for it: without antd's animations (dialogs zooming in,
 * menus sliding, waves on a click) when it asks for less motion (WCAG 2.3.3), and following a
 * change of that setting at once. The build's prerender has no system to ask: the animations stay.
 */
export function useTheme(): ThemeConfig {
  const reducedMotion = useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  return useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
}
