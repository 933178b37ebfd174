extension InAppMessage {
    /// Schemes that run code where a device opens or loads the URL.
    static let scriptSchemes: Set<String> = ["javascript", "vbscript"]

    /// `url-unsafe` errors: a `javascript:` or `vbscript:` URL as the click URI, a button's URI or
    /// the image URL (browsers ignore leading spaces and control characters and any case, so
    /// this does too).
    func unsafeURLDiagnostics() -> [MessageDiagnostic] {
        var found: [MessageDiagnostic] = []
        func check(_ url: String, _ path: JSONPath, _ what: String) {
            guard let scheme = Self.scriptScheme(of: url) else { return }
            found.append(
                MessageDiagnostic(
                    severity: .error,
                    path: path,
                    rule: .urlUnsafe,
                    message: "\(what) is a \(scheme): URL, which runs script instead of opening a page; use an https: URL or a deep link"
                )
            )
        }
        for target in linkTargets where target.role != .asset { check(target.url, target.path, target.label) }
        return found
    }

    /// The script scheme `url` starts with (lowercased), ignoring leading blanks and control
    /// characters and the tabs and line breaks browsers strip inside a scheme.
    static func scriptScheme(of url: String) -> String? {
        var scheme = ""
        for scalar in url.unicodeScalars {
            if scalar == ":" { break }
            if scalar.value <= 0x20 { continue }
            scheme.unicodeScalars.append(scalar)
            if scheme.count > 10 { return nil }
        }
        let lowered = scheme.lowercased()
        return scriptSchemes.contains(lowered) && url.contains(":") ? lowered : nil
    }
}
