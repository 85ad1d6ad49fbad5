// The same page as /quote, with what the visitor's page told filled in (./+data.ts).
export { default } from '../+Page.tsx';
