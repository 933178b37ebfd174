import InAppMessaging

/// Name suggestions for calls the Braze JavaScript bridge does not have; the calls themselves
/// are `BridgeCatalogue`'s, shared with the preview stub and the delivery engine.
enum BrazeBridgeAPI {
    /// The known name closest to `name`, if it is a plausible typo.
    static func suggestion(for name: String, among names: Set<String>) -> String? {
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in names {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= max(1, min(3, candidate.count / 4)), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
