public import Foundation

/// The folders the tests read from, found from this file's real location.
public enum ProjectPaths {
    /// The project root: the nearest folder above this file that holds `Package.swift`.
    /// Symlinks are resolved first, so this works from a dev package that links `Tests/`.
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// `Tests/Fixtures` in the project.
    public static let fixtures = root.appendingPathComponent("Tests/Fixtures")

    /// The `vitrine` binary of the build that made these tests: beside the test bundle that is
    /// running, in whichever configuration (`make test`'s release build, `make check`'s debug one).
    public static let builtBinary: URL = {
        let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return running.deletingLastPathComponent().appendingPathComponent("vitrine")
    }()

    /// A path below the project root, e.g. `"Templates"` or `"Tests/Fixtures/wire"`.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }
}
