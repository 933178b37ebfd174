import Foundation
import JSONCore

/// A JSON value, for building Chrome DevTools Protocol messages and reading their replies.
enum JSONValue: Sendable, Equatable, Encodable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// Encodes the value; whole numbers are written without a fraction.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if value.rounded() == value && abs(value) < 9e15 {
                try container.encode(Int64(value))
            } else {
                try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member `key` of an object, nil otherwise.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, if this is one.
    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, if this is one.
    var doubleValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// Parses JSON text with the package's shared scanner (a repeated key keeps its last value).
    static func parse(_ data: Data) throws -> JSONValue {
        try data.withUnsafeBytes { raw in
            try JSONScanner<JSONValue>.parse(raw.bindMemory(to: UInt8.self), maximumDepth: 512, duplicateKeys: .keepLast)
        }
    }

    /// Compact JSON text.
    func serialized() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByDictionaryLiteral {
    /// A string literal.
    init(stringLiteral value: String) { self = .string(value) }
    /// An integer literal.
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A Boolean literal.
    init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An object literal.
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue: JSONBuildable {
    /// Objects are read into dictionaries.
    typealias JSONMembers = [String: JSONValue]

    /// `.null`.
    static var jsonNull: JSONValue { .null }
    /// `.bool`.
    static func jsonBool(_ value: Bool) -> JSONValue { .bool(value) }
    /// `.number`.
    static func jsonInteger(_ value: Int) -> JSONValue { .number(Double(value)) }
    /// `.number`.
    static func jsonDouble(_ value: Double) -> JSONValue { .number(value) }
    /// `.string`.
    static func jsonString(_ value: String) -> JSONValue { .string(value) }
    /// `.array`.
    static func jsonArray(_ items: [JSONValue]) -> JSONValue { .array(items) }
    /// `.object`.
    static func jsonObject(_ members: [String: JSONValue]) -> JSONValue { .object(members) }
}
