// The portfolio filtered to one category: the same page as /portfolio, with fewer cards.
export { default } from '../../+Page.tsx';
