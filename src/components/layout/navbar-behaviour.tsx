'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { enhanceNavbar, type EnhancedNavbar } from '@/components/layout/enhance-navbar';
import { NAVBAR_IDS } from '@/components/layout/navbar-constants';

/**
 * The navigation's one client leaf: it renders nothing, so hydrating the navigation costs no more than
 * this. Once the scripts have run it hands the server-rendered bar to `enhanceNavbar`, and tells it each
 * new page (which closes what was open and marks the current link).
 */
export function NavbarBehaviour() {
  const pathname = usePathname();
  const navbar = useRef<EnhancedNavbar | null>(null);
  useEffect(() => {
    const header = document.getElementById(NAVBAR_IDS.header);
    if (!header) return;
    const enhanced = enhanceNavbar(header);
    navbar.current = enhanced;
    return () => {
      enhanced.stop();
      navbar.current = null;
    };
  }, []);
  useEffect(() => {
    navbar.current?.showPage(pathname);
  }, [pathname]);
  return null;
}
