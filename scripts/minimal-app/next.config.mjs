// The minimal page's own configuration: the framework's defaults, built by `npm run bench:hydration` in a
// directory of its own outside this repository (its node_modules a link to this one's). The bundler's root
// is the file system's, so it reaches that node_modules; built inside the repository instead, Next.js
// takes the site's own src/instrumentation.ts and src/proxy.ts as this app's too.
/** @type {import('next').NextConfig} */
const nextConfig = { turbopack: { root: '/' } };

export default nextConfig;
