/** Every address under /keystatic is the editing screen's (its layout renders it). */
export default function EditingPage() {
  return null;
}
