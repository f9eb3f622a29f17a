/**
 * CSS lint: physical left/right (margin-left, padding-right, left:, text-align: left, border-left…)
 * are refused, so the Arabic pages mirror through logical properties and new CSS cannot undo it.
 * Top and bottom stay physical: every language the site speaks is written in horizontal lines,
 * where block-start is always the top.
 */
export default {
  plugins: ['stylelint-use-logical'],
  rules: {
    'csstools/use-logical': ['always', { except: [/^(top|bottom)$/i, /-(top|bottom)(-|$)/i, /^(min-|max-)?(width|height)$/i] }],
  },
};
