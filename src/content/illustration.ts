/** A content illustration: site path, intrinsic size (so it reserves its space) and a description. */
export interface Illustration {
  src: string;
  width: number;
  height: number;
  alt: string;
}
