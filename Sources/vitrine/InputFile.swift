import Foundation

/// Reads a command's input file; `-` is standard input.
enum InputFile {
    /// The bytes of `path`, or of standard input for `-`.
    static func read(_ path: String) throws -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("\(path): cannot read the file") }
        return data
    }
}
