/**
 * Black on white on paper, whatever the theme on screen: the colour tokens are set to
 * ink for print inside the element given this class (text colour included, because the
 * page's own colour was worked out from the screen theme).
 */
export const PRINT_INK = [
  'print:[--color-fg:#000]',
  'print:[--color-muted-fg:#333]',
  'print:[--color-bg:#fff]',
  'print:[--color-card:#fff]',
  'print:[--color-muted:#fff]',
  'print:[--color-border:#bbb]',
  'print:[--color-primary:#000]',
  'print:[--color-accent:#fff]',
  'print:[--color-accent-fg:#000]',
  'print:bg-white',
  'print:text-fg',
].join(' ');
