// vite-imagetools query imports (https://github.com/JonasKruckenberg/imagetools), as codegen writes them.
declare module '*&as=picture' {
  const picture: import('../lib/page/images.ts').Picture;
  export default picture;
}
