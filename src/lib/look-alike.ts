// Names a reader could take for one another: equal once case, spacing, invisible characters and look-alike
// letters (Unicode's confusables, through unhomoglyph) are set aside. Loaded only when a bot is chosen by name.
import unhomoglyph from 'unhomoglyph'

/** A name's look: compatibility forms folded (NFKC), spaces and invisible characters removed, confusables mapped, case folded. */
export function lookOf(name: string): string {
  return unhomoglyph(
    name
      .normalize('NFKC')
      .replace(/[\s\p{Cf}]/gu, '')
      .toLowerCase()
  ).toLowerCase()
}
