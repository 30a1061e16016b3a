/// Font fallback: which bundled face draws each grapheme cluster.
///
/// The chain is the caller's family, then the script's preferred family (Noto Sans Arabic UI
/// for Arabic, Noto Sans Hebrew for Hebrew), then DejaVu Sans, all in the caller's weight. Weak
/// clusters (spaces, digits, punctuation) stay in the preceding cluster's face when it covers
/// them, so they do not split runs. A cluster no face covers is drawn with the primary face's
/// `.notdef` glyph and reported as a warning.
struct FallbackChain {
    let primary: LoadedFace
    let arabic: LoadedFace
    let hebrew: LoadedFace
    let lastResort: LoadedFace

    init(font: Font) throws(TypesettingError) {
        primary = try FontRegistry.face(font.face)
        arabic = try FontRegistry.face(FontFamily.notoSansArabicUI.face(for: font.weight))
        hebrew = try FontRegistry.face(FontFamily.notoSansHebrew.face(for: font.weight))
        lastResort = try FontRegistry.face(FontFamily.dejaVuSans.face(for: font.weight))
    }

    func candidates(for script: ScriptClass) -> [LoadedFace] {
        switch script {
        case .arabic: return [primary, arabic, lastResort]
        case .hebrew: return [primary, hebrew, lastResort]
        default: return [primary, lastResort]
        }
    }

    /// Chooses a face for each cluster; collects the scalars nothing covers into `missing`.
    func assignFaces(clusters: [Cluster], string: String,
                     missing: inout [Unicode.Scalar]) -> [LoadedFace] {
        var faces: [LoadedFace] = []
        faces.reserveCapacity(clusters.count)
        var previous: LoadedFace? = nil
        var index = 0
        for character in string {
            let cluster = clusters[index]
            index += 1
            let scalars = character.unicodeScalars.filter {
                !$0.properties.isDefaultIgnorableCodePoint
            }
            func covers(_ face: LoadedFace) -> Bool { scalars.allSatisfy(face.covers) }
            if cluster.isWeak, let previous, covers(previous) {
                faces.append(previous)
                continue
            }
            if let face = candidates(for: cluster.script).first(where: covers) {
                faces.append(face)
                previous = face
            } else {
                for s in scalars where !missing.contains(s) { missing.append(s) }
                faces.append(primary)
                previous = primary
            }
        }
        return faces
    }

    /// The face for the truncation ellipsis "…" (Inter and DejaVu have it; Noto Arabic does not).
    func ellipsisFace(preferring face: LoadedFace) -> LoadedFace {
        if face.covers("\u{2026}") { return face }
        if primary.covers("\u{2026}") { return primary }
        return lastResort
    }
}
