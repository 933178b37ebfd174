public import Foundation
import JSONCore

/// A strict RFC 8259 JSON parser that keeps integers apart from doubles and locates every error
/// (the package's shared `JSONCore.JSONScanner`, building `JSONValue`s).
///
/// It reads UTF-8 bytes directly, rejects invalid UTF-8 and raw control characters in strings,
/// joins `\u` surrogate pairs, turns integers beyond 64 bits into doubles, reports duplicate
/// object keys, and refuses nesting deeper than `maximumDepth` (it never recurses, so hostile
/// input cannot exhaust the stack).
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Parses a whole JSON document from UTF-8 bytes (a leading byte order mark is skipped).
    public static func parse(_ data: Data) throws(WireError) -> JSONValue {
        let result: Result<JSONValue, WireError> = data.withUnsafeBytes { raw in
            parse(bytes: raw.bindMemory(to: UInt8.self))
        }
        return try result.get()
    }

    /// Parses a whole JSON document from a string.
    public static func parse(_ text: String) throws(WireError) -> JSONValue {
        var text = text
        let result: Result<JSONValue, WireError> = text.withUTF8 { parse(bytes: $0) }
        return try result.get()
    }

    /// Parses a whole JSON document from a byte array.
    public static func parse(_ bytes: [UInt8]) throws(WireError) -> JSONValue {
        let result: Result<JSONValue, WireError> = bytes.withUnsafeBufferPointer { parse(bytes: $0) }
        return try result.get()
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, WireError> {
        do {
            return .success(try JSONScanner<JSONValue>.parse(bytes, maximumDepth: maximumDepth))
        } catch {
            return .failure(WireError(message: error.message, line: error.line, column: error.column))
        }
    }
}
