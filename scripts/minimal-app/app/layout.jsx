// The framework's floor for `npm run bench:hydration`: the smallest App Router page, one server component
// and its layout, built and served by the very Next.js and React this site uses.
export const metadata = { title: 'Minimal App Router page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
