import type { ThemeConfig } from 'antd';

/** Troupe's look: a deep navy with a warm accent, generous radius, a calm neutral page. */
export const BRAND_NAVY = '#1f3a5f';
export const BRAND_ACCENT = '#e0a526';

export const theme: ThemeConfig = {
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
  },
  components: {
    Layout: { headerBg: BRAND_NAVY, headerColor: '#ffffff', siderBg: '#ffffff', headerPadding: '0 16px' },
    // The current page reads as the brand's, not as antd's default grey block.
    Menu: { itemBorderRadius: 6, itemSelectedBg: '#e3eaf4', itemSelectedColor: BRAND_NAVY },
    // A green tag ("1 accepted", "Accepted") writes in green-7, 3.3:1 on its pale green; green-8 is 5.3:1.
    Tag: { green7: '#237804' },
  },
};
