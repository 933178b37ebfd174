import Foundation

/// Prints `line` on standard error, ended by `terminator` (both binaries' commands use it).
public func printError(_ line: String, terminator: String = "\n") {
    var standardError = StandardError()
    print(line, terminator: terminator, to: &standardError)
}

/// Standard error as a `TextOutputStream`.
public struct StandardError: TextOutputStream {
    /// Standard error.
    public init() {}

    /// Writes `string` unbuffered.
    public mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
