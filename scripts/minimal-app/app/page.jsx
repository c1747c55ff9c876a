// One server component, no client component: what every App Router page hydrates at the least.
const PARAGRAPHS = Array.from(
  { length: 12 },
  (_, index) =>
    `Paragraph ${index + 1}. A molten-salt reactor keeps its fuel dissolved in a salt that runs at low pressure and high temperature, so the heat it gives can drive industry as well as turbines. This text only gives the page the length of an ordinary page of prose.`,
);

export default function Page() {
  return (
    <main>
      <h1>Minimal App Router page</h1>
      {PARAGRAPHS.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </main>
  );
}
