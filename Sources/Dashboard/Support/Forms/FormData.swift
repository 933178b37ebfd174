import Foundation
public import Hummingbird

/// A posted form as ordered name/value pairs (order matters for repeated rows such as extras).
public struct FormData: Sendable, Hashable {
    /// The fields in the order they were posted.
    public var fields: [(name: String, value: String)] {
        get { storage.map { ($0.name, $0.value) } }
        set {
            storage = newValue.map { Field(name: $0.name, value: $0.value) }
            valuesByName = Self.index(storage)
        }
    }

    private struct Field: Sendable, Hashable {
        var name: String
        var value: String
    }

    private var storage: [Field]
    /// Every value by name, in order: built once, so a lookup costs the same however many
    /// fields a form posts.
    private var valuesByName: [String: [String]]

    /// Creates form data from pairs; line ends in values become `\n` (browsers send a textarea's
    /// as CRLF).
    public init(_ fields: [(name: String, value: String)] = []) {
        storage = fields.map { Field(name: $0.name, value: Self.unixLineEnds($0.value)) }
        valuesByName = Self.index(storage)
    }

    /// `text` with CRLF and lone CR line ends turned into LF, so what is stored, validated and
    /// shown has one kind of line end.
    static func unixLineEnds(_ text: String) -> String {
        guard text.utf8.contains(13) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    private static func index(_ fields: [Field]) -> [String: [String]] {
        var index: [String: [String]] = [:]
        for field in fields { index[field.name, default: []].append(field.value) }
        return index
    }

    /// Parses an `application/x-www-form-urlencoded` body; invalid percent-encoding or UTF-8 is an error.
    public init(urlEncoded bytes: [UInt8]) throws(FormError) {
        var fields: [Field] = []
        for part in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let pieces = part.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decodeComponent(pieces[0])
            let value = pieces.count > 1 ? try Self.decodeComponent(pieces[1]) : ""
            fields.append(Field(name: name, value: Self.unixLineEnds(value)))
        }
        storage = fields
        valuesByName = Self.index(fields)
    }

    /// The first value posted under `name`.
    public subscript(name: String) -> String? {
        valuesByName[name]?.first
    }

    /// Every value posted under `name`, in order.
    public func values(_ name: String) -> [String] {
        valuesByName[name] ?? []
    }

    /// The value under `name`, trimmed, or "" when absent.
    public func text(_ name: String) -> String {
        (self[name] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// True when a checkbox named `name` was posted (browsers send "on").
    public func isChecked(_ name: String) -> Bool {
        guard let value = self[name] else { return false }
        return value == "on" || value == "true" || value == "1"
    }

    /// Appends a field (line ends in its value become `\n`).
    public mutating func append(_ name: String, _ value: String) {
        let value = Self.unixLineEnds(value)
        storage.append(Field(name: name, value: value))
        valuesByName[name, default: []].append(value)
    }

    /// Decodes `+` and `%XX`, then checks UTF-8.
    static func decodeComponent(_ bytes: ArraySlice<UInt8>) throws(FormError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                output.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    throw FormError.badEncoding("a % that is not followed by two hexadecimal digits")
                }
                output.append(high << 4 | low)
                index += 2
            } else {
                output.append(byte)
            }
            index += 1
        }
        guard let text = String(validating: output, as: UTF8.self) else {
            throw FormError.badEncoding("text that is not valid UTF-8")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// Why a form body could not be read.
public enum FormError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Broken percent-encoding or UTF-8.
    case badEncoding(String)
    /// A multipart body that does not follow its boundary.
    case badMultipart(String)
    /// The body is larger than the route accepts.
    case tooLarge(limit: Int)
    /// The content type is not a form.
    case unsupportedMediaType
    /// The body was still arriving when its read deadline passed.
    case timedOut

    /// A one-line description.
    public var description: String {
        switch self {
        case .badEncoding(let what): return "The form contains \(what)."
        case .badMultipart(let what): return "The upload is malformed: \(what)."
        case .tooLarge(let limit): return "The form is larger than \(limit / 1024) KiB."
        case .unsupportedMediaType: return "Send the form as application/x-www-form-urlencoded or multipart/form-data."
        case .timedOut: return "The form arrived too slowly; send it again."
        }
    }

    /// The HTTP status the error answers with.
    public var status: HTTPResponse.Status {
        switch self {
        case .badEncoding, .badMultipart: return .badRequest
        case .tooLarge: return .contentTooLarge
        case .unsupportedMediaType: return .unsupportedMediaType
        case .timedOut: return .requestTimeout
        }
    }
}
