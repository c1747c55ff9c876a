import type { NextConfig } from 'next';
import { staticSecurityHeaders } from './src/lib/security-headers';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // '/x/' answers 308 to '/x': one canonical form of every path.
  trailingSlash: false,
  async headers() {
    return [{ source: '/:path*', headers: [...staticSecurityHeaders] }];
  },
};

export default nextConfig;
