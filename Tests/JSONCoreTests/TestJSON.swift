import JSONCore

/// The smallest value `JSONScanner` can build, for testing the scanner without any module that
/// uses it: objects keep their members in source order, as a list.
enum TestJSON: Equatable, JSONBuildable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([TestJSON])
    case object([Pair])

    /// One member of an object: its key and value.
    struct Pair: Equatable {
        let key: String
        let value: TestJSON
    }

    /// An object's members while it is read: in source order, a repeated key replacing the value
    /// at its first position.
    struct Members: JSONMemberStorage {
        var list: [Pair] = []

        init() {}

        mutating func insertJSONMember(_ value: TestJSON, forKey key: String) -> Bool {
            if let index = list.firstIndex(where: { $0.key == key }) {
                list[index] = Pair(key: key, value: value)
                return false
            }
            list.append(Pair(key: key, value: value))
            return true
        }
    }

    static var jsonNull: TestJSON { .null }
    static func jsonBool(_ value: Bool) -> TestJSON { .bool(value) }
    static func jsonInteger(_ value: Int) -> TestJSON { .int(value) }
    static func jsonDouble(_ value: Double) -> TestJSON { .double(value) }
    static func jsonString(_ value: String) -> TestJSON { .string(value) }
    static func jsonArray(_ items: [TestJSON]) -> TestJSON { .array(items) }
    static func jsonObject(_ members: Members) -> TestJSON { .object(members.list) }

    /// Parses `bytes` with the scanner (nesting at most `maximumDepth` deep).
    static func parse(
        _ bytes: [UInt8],
        maximumDepth: Int = 64,
        duplicateKeys: JSONDuplicateKeys = .reject
    ) throws(JSONSyntaxError) -> TestJSON {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> TestJSON in
            try JSONScanner<TestJSON>.parse(buffer, maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
        }
    }

    /// Parses `text`'s UTF-8.
    static func parse(_ text: String, duplicateKeys: JSONDuplicateKeys = .reject) throws(JSONSyntaxError) -> TestJSON {
        try parse(Array(text.utf8), duplicateKeys: duplicateKeys)
    }
}
