extension InAppMessage {
    /// Schemes that run code where a device opens or loads the URL.
    static let scriptSchemes: Set<String> = ["javascript", "vbscript"]

    /// `url-unsafe` errors: a `javascript:` or `vbscript:` URL as the click URI, a button's URI or
    /// the image URL (browsers ignore leading spaces and control characters and any case, so
    /// this does too).
    func unsafeURLDiagnostics() -> [MessageDiagnostic] {
        linkTargets.compactMap { target in
            guard target.role != .asset, let scheme = Self.scriptScheme(of: target.url) else { return nil }
            return Self.unsafeURLDiagnostic(at: target.path, "\(target.label) is a \(scheme): URL, which runs script instead of opening a page")
        }
    }

    /// A `url-unsafe` error at `path`: `finding` (what opens a script URL) and the advice.
    static func unsafeURLDiagnostic(at path: JSONPath, _ finding: String) -> MessageDiagnostic {
        MessageDiagnostic(severity: .error, path: path, rule: .urlUnsafe, message: finding + "; use an https: URL or a deep link")
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
