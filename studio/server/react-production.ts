/**
 * The preview renders with React's production build, as the site server does: about three
 * times faster than the development build, which keeps a re-render within an edit's budget.
 * Imported first, before anything loads React.
 */
process.env.NODE_ENV = 'production';
