import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', '.lighthouse/**', 'screenshots/**'] },
  {
    // One way to navigate: every client navigation goes through useNavigate, so what each one needs is added
    // in one place (and the contract test's navigation-helper check covers them all).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/use-navigate.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/navigation', importNames: ['useRouter'], message: 'Navigate with useNavigate (src/lib/use-navigate.ts): the one way client code navigates, so every navigation is the one the contract test checks.' },
            { name: 'next/router', message: 'This site uses the App Router; navigate with useNavigate (src/lib/use-navigate.ts).' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(push|replace)$/][callee.object.name=/[Rr]outer$/]",
          message: 'Navigate with useNavigate (src/lib/use-navigate.ts): the one way client code navigates, so every navigation is the one the contract test checks.',
        },
      ],
    },
  },
];

export default config;
