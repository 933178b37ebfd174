#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints `line` on standard error, ended by `terminator` (every command's errors).
public func printError(_ line: String, terminator: String = "\n") {
    var standardError = StandardError()
    print(line, terminator: terminator, to: &standardError)
}

/// Standard error as a `TextOutputStream`.
public struct StandardError: TextOutputStream {
    /// Standard error.
    public init() {}

    /// Writes `string` unbuffered, all of it (a write the system cuts short is continued).
    public mutating func write(_ string: String) {
        var string = string
        string.withUTF8(writeAll)
    }
}

/// Writes `bytes` to file descriptor 2 until all are written or it fails.
private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard var cursor = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
        let written = write(2, cursor, left)
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        cursor += written
        left -= written
    }
}
