public import Foundation

/// Where `vitrine serve` finds its templates and static files, so it serves from any working
/// directory: an absolute folder as given; a relative one under the working directory when it is
/// there, else beside the executable or in a folder above it (the checkout for a build under
/// `.build/`, `/app` in the image), else as given (the error then names it).
public enum ResourceFolder {
    /// How many folders above the executable's are looked in.
    static let levelsAbove = 4

    /// The folder `path` stands for, found from the working directory or the executable.
    public static func locate(_ path: String, executable: URL? = Bundle.main.executableURL) -> String {
        guard !path.hasPrefix("/") else { return path }
        let files = FileManager.default
        if isFolder(files.currentDirectoryPath + "/" + path) { return path }
        guard let executable else { return path }
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0...levelsAbove {
            let candidate = folder.appendingPathComponent(path).path
            if isFolder(candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return path
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
