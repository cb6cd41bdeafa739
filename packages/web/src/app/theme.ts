import type { ThemeConfig } from 'antd';

/** docs/product.md §3: primary colour yellow. Yellow carries dark text; yellow text only ever sits on the dark header. */
export const BRAND_YELLOW = '#fadb14';
export const INK = '#1f1f1f';
/** A dark gold for links and selected text on white: 5.4:1 contrast, where plain yellow would be 1.4:1. */
const READABLE_GOLD = '#7a5c00';

export const theme: ThemeConfig = {
  hashed: false,
  zeroRuntime: true,
  token: {
    colorPrimary: BRAND_YELLOW,
    colorLink: READABLE_GOLD,
    colorLinkHover: '#ad8b00',
    colorPrimaryText: READABLE_GOLD,
    colorPrimaryTextHover: '#ad8b00',
    colorPrimaryTextActive: READABLE_GOLD,
    borderRadius: 6,
    fontSize: 14,
    colorBgLayout: '#f4f5f7',
    // antd's lighter greys fail WCAG AA on white; these keep at least 4.5:1.
    colorTextPlaceholder: '#737373',
    colorTextTertiary: '#666666',
    colorTextDescription: '#595959',
    // antd's red (#ff4d4f) carries white text at 3.3:1; this one at 5.6:1 (danger buttons, error text).
    colorError: '#cf1322',
  },
  components: {
    Button: {
      primaryColor: INK,
      primaryShadow: 'none',
      defaultShadow: 'none',
      dangerShadow: 'none',
      // A hovered default button keeps dark text; only its border turns gold (yellow text on white is 1.4:1).
      defaultHoverColor: INK,
      defaultHoverBorderColor: '#d4b106',
      defaultActiveColor: INK,
      defaultActiveBorderColor: '#d4b106',
    },
    Menu: {
      itemSelectedColor: INK,
      itemSelectedBg: '#fffbe6',
      horizontalItemSelectedColor: INK,
      darkItemSelectedBg: 'transparent',
      darkItemSelectedColor: BRAND_YELLOW,
      darkItemColor: 'rgba(255,255,255,0.85)',
      darkItemHoverColor: '#ffffff',
      darkItemBg: 'transparent',
    },
    Tabs: {
      itemSelectedColor: INK,
      itemActiveColor: INK,
      itemHoverColor: READABLE_GOLD,
      inkBarColor: '#d4b106',
    },
    Pagination: { itemActiveColor: INK, itemActiveColorHover: INK },
    Layout: {
      headerBg: '#141414',
      headerPadding: '0 24px',
      headerHeight: 64,
      footerBg: '#141414',
      footerPadding: '0',
    },
    Badge: { colorError: '#cf1322' },
    Checkbox: { colorWhite: INK },
    Radio: { buttonSolidCheckedColor: INK },
  },
};

/** antd's Form messages: docs/product.md §5's template. */
export const validateMessages = { required: '${label} is required' };
