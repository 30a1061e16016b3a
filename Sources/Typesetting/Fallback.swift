/// Font fallback: which bundled face draws each grapheme cluster.
///
/// The chain is the caller's family, then the script's preferred family (Noto Sans Arabic UI
/// for Arabic, Noto Sans Hebrew for Hebrew), then DejaVu Sans, all in the caller's weight. Weak
/// clusters (spaces, digits, punctuation) stay in the preceding cluster's face when it covers
/// them, so they do not split runs. A cluster no face covers is drawn with DejaVu Sans's
/// `.notdef` glyph, an empty box (Inter's is a stack of bars), and reported as a warning.
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

    /// The first face of the chain for `script` that `covers` accepts.
    func firstCovering(_ script: ScriptClass, _ covers: (LoadedFace) -> Bool) -> LoadedFace? {
        if covers(primary) { return primary }
        switch script {
        case .arabic: if covers(arabic) { return arabic }
        case .hebrew: if covers(hebrew) { return hebrew }
        default: break
        }
        return covers(lastResort) ? lastResort : nil
    }

    /// Chooses a face for each cluster; collects the scalars nothing covers into `missing`.
    func assignFaces(clusters: [Cluster], units: UnsafeBufferPointer<UInt16>,
                     missing: inout [Unicode.Scalar]) -> [LoadedFace] {
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
            if cluster.isWeak, let previous, covers(previous) {
                faces.append(previous)
                continue
            }
            if let face = firstCovering(cluster.script, covers) {
                faces.append(face)
                previous = face
            } else {
                forEachScalar(units, cluster.range) { scalar in
                    if !isDefaultIgnorable(scalar.value),
                       !missing.contains(scalar) { missing.append(scalar) }
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
        return lastResort
    }
}
