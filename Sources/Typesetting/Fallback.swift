/// Font fallback: which bundled face draws each grapheme cluster.
///
/// The chain is the caller's face, then (for a registered face, DejaVu Sans Mono and DejaVu
/// Serif, as iOS falls back from an app's font to the system font) Inter, then the script's preferred family (Noto Sans Arabic UI
/// for Arabic, Noto Sans Hebrew for Hebrew, Droid Sans Fallback for Han, kana, Hangul and
/// Bopomofo), then DejaVu Sans, then Droid Sans Fallback (CJK punctuation and full-width forms in
/// any script), then Noto Color Emoji, all in the caller's weight where the family has it. A
/// cluster with emoji presentation (an Emoji_Presentation character, or any emoji followed by
/// U+FE0F, a keycap or a flag) tries Noto Color Emoji first, as iOS draws it with Apple Color
/// Emoji. Weak clusters (spaces, digits, punctuation) stay in the preceding cluster's face when
/// it covers them, so they do not split runs. A cluster no face covers is drawn with DejaVu
/// Sans's `.notdef` glyph, an empty box (Inter's is a stack of bars), and reported as a warning.
struct FallbackChain {
    let primary: LoadedFace
    /// Inter, second in the chain of a face that is not one of the bundled sans-serif families.
    let system: LoadedFace?
    let arabic: LoadedFace
    let hebrew: LoadedFace
    let lastResort: LoadedFace
    let cjk: LoadedFace
    let emoji: LoadedFace

    init(font: Font) throws(TypesettingError) {
        primary = try FontRegistry.face(font.face)
        switch font.face {
        case .registered, .dejaVuSansMono, .dejaVuSansMonoBold, .dejaVuSerif, .dejaVuSerifBold:
            system = try FontRegistry.face(FontFamily.inter.face(for: font.weight))
        default:
            system = nil
        }
        arabic = try FontRegistry.face(FontFamily.notoSansArabicUI.face(for: font.weight))
        hebrew = try FontRegistry.face(FontFamily.notoSansHebrew.face(for: font.weight))
        lastResort = try FontRegistry.face(FontFamily.dejaVuSans.face(for: font.weight))
        cjk = try FontRegistry.face(.droidSansFallback)
        emoji = try FontRegistry.face(.notoColorEmoji)
    }

    /// The first face of the chain for `script` that `covers` accepts.
    func firstCovering(_ script: ScriptClass, _ covers: (LoadedFace) -> Bool) -> LoadedFace? {
        if covers(primary) { return primary }
        if let system, covers(system) { return system }
        switch script {
        case .arabic: if covers(arabic) { return arabic }
        case .hebrew: if covers(hebrew) { return hebrew }
        default: if script.isCJK, covers(cjk) { return cjk }
        }
        if covers(lastResort) { return lastResort }
        if covers(cjk) { return cjk }
        return covers(emoji) ? emoji : nil
    }

    /// Chooses a face for each cluster; collects the scalars nothing covers into `missing`.
    func assignFaces(
        clusters: [Cluster], units: UnsafeBufferPointer<UInt16>,
        missing: inout [Unicode.Scalar]
    ) -> [LoadedFace] {
        var faces: [LoadedFace] = []
        faces.reserveCapacity(clusters.count)
        var previous: LoadedFace? = nil
        for cluster in clusters {
            func covers(_ face: LoadedFace) -> Bool {
                var all = true
                forEachScalar(units, cluster.range) { scalar in
                    if isDefaultIgnorable(scalar.value) { return true }
                    all = face.covers(scalar)
                    return all
                }
                return all
            }
            if isEmojiPresentation(units, cluster.range), covers(emoji) {
                faces.append(emoji)
                previous = emoji
                continue
            }
            // Spaces and punctuation never stay in the emoji font (its space is an emoji wide).
            if cluster.isWeak, let previous, previous !== emoji, covers(previous) {
                faces.append(previous)
                continue
            }
            if let face = firstCovering(cluster.script, covers) {
                faces.append(face)
                previous = face
            } else {
                forEachScalar(units, cluster.range) { scalar in
                    if !isDefaultIgnorable(scalar.value),
                        !missing.contains(scalar)
                    {
                        missing.append(scalar)
                    }
                    return true
                }
                faces.append(lastResort)
                previous = lastResort
            }
        }
        return faces
    }

    /// The face for the truncation ellipsis "…" (Inter and DejaVu have it; Noto Arabic does not).
    func ellipsisFace(preferring face: LoadedFace) -> LoadedFace {
        if face.covers("\u{2026}") { return face }
        if primary.covers("\u{2026}") { return primary }
        if let system, system.covers("\u{2026}") { return system }
        return lastResort
    }
}

/// Whether a grapheme cluster is shown as a colour emoji: its first scalar has
/// Emoji_Presentation (UTS #51), or it is an emoji followed by U+FE0F (emoji variation
/// selector) or U+20E3 (keycap); U+FE0E (text variation selector) asks for text.
@inline(__always)
func isEmojiPresentation(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
    let u = units[range.lowerBound]
    // Nothing below U+00A9 is an emoji unless a selector or keycap follows (digits, #, *).
    if range.count == 1 && u < 0x231A { return false }
    var first: Unicode.Scalar? = nil
    var emojiSelector = false, textSelector = false
    forEachScalar(units, range) { scalar in
        if first == nil { first = scalar; return true }
        switch scalar.value {
        case 0xFE0F, 0x20E3: emojiSelector = true
        case 0xFE0E: textSelector = true
        default: break
        }
        return true
    }
    guard let first, !textSelector else { return false }
    if emojiSelector { return first.properties.isEmoji }
    return first.value >= 0x231A && first.properties.isEmojiPresentation
}
