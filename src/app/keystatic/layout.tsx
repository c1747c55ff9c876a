import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { editingScreenEnabled } from '@/lib/env';
import Editor from './editor';
import './editor.css';

export const metadata: Metadata = { title: 'Edit the website’s words', robots: { index: false, follow: false } };

/**
 * /keystatic: the editing screen, with none of the site's chrome or styles. Only under the development
 * server or with GitHub storage; anywhere else it is not there (404).
 */
export default function EditingLayout() {
  if (!editingScreenEnabled()) notFound();
  return <Editor />;
}
