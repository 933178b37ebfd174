import Foundation

/// The path prefix the whole dashboard is served under behind a reverse proxy
/// (`VITRINE_BASE_PATH=/vitrine`): empty at the root.
public struct BasePath: Sendable, Hashable, CustomStringConvertible {
    /// `""` or a path such as `/vitrine` (a leading slash, no trailing one).
    public let prefix: String

    /// At the root: nothing is prefixed.
    public static let root = BasePath(validated: "")

    private init(validated prefix: String) { self.prefix = prefix }

    /// Reads a configured prefix: `/vitrine`, `vitrine/` and `/tools/vitrine` are accepted (slashes
    /// at the ends normalised); empty or `/` is the root. Segments are letters, digits, `-`, `_`,
    /// `.` and `~` (no `..`), so the prefix can be written into HTML and headers as it is.
    public init(_ configured: String?) throws(BasePathError) {
        let trimmed = (configured ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "/ "))
        guard !trimmed.isEmpty else {
            self = .root
            return
        }
        let segments = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~")
        guard segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && $0.allSatisfy(allowed.contains) }) else {
            throw BasePathError(value: configured ?? "")
        }
        prefix = "/" + trimmed
    }

    /// The prefix, or `/` at the root.
    public var description: String { prefix.isEmpty ? "/" : prefix }

    /// `path` without the prefix when it starts with it (a `next` a page built from the browser's
    /// address), so that adding the prefix again does not double it; other paths as they are.
    func strip(_ path: String) -> String { `internal`(path) ?? path }

    /// `path` (an absolute path of the app) as the browser reaches it.
    func external(_ path: String) -> String {
        guard !prefix.isEmpty, path.hasPrefix("/"), !path.hasPrefix("//") else { return path }
        return prefix + path
    }

    /// The app's own path for a request path under the prefix; nil for a path outside it.
    func `internal`(_ path: String) -> String? {
        guard !prefix.isEmpty else { return path }
        if path == prefix { return "/" }
        guard path.hasPrefix(prefix + "/") || path.hasPrefix(prefix + "?") else { return nil }
        let rest = String(path.dropFirst(prefix.count))
        return rest.hasPrefix("?") ? "/" + rest : rest
    }

    /// A `Set-Cookie` value with its `Path` under the prefix.
    func rewrite(cookie: String) -> String {
        guard !prefix.isEmpty else { return cookie }
        return cookie.split(separator: ";", omittingEmptySubsequences: false).map { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard trimmed.lowercased().hasPrefix("path=") else { return String(part) }
            return " Path=" + external(String(trimmed.dropFirst(5)))
        }.joined(separator: ";")
    }
}

/// A `VITRINE_BASE_PATH` that cannot be a path prefix.
public struct BasePathError: Error, CustomStringConvertible {
    /// What was configured.
    public let value: String

    /// A one-line reason.
    public var description: String {
        "base path \"\(value)\": use segments of letters, digits, -, _, . and ~ separated by /, such as /vitrine"
    }
}
