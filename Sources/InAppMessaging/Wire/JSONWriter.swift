import JSONCore

/// Writes `JSONValue`s as deterministic JSON text.
///
/// Object keys come out with `leadingKeys` first (in that order, when present) and the rest
/// sorted, or in the object's own order with `keyOrder: .stored`; integers have no fraction; doubles always show a fraction or an exponent (so they
/// read back as doubles); non-finite doubles, which JSON cannot express, become `null`.
/// Strings escape `"`, `\`, control characters and U+2028/U+2029 (safe inside `<script>`).
public enum JSONWriter {
    /// How the members of an object that are not leading keys are ordered.
    public enum KeyOrder: Sendable {
        /// By key: the same text whatever order the object was built in (exports, API answers).
        case sorted
        /// In the object's own order: what was read keeps the order it was read in (profiles and
        /// event properties, which Liquid iterates in that order).
        case stored
    }

    /// The JSON text of `value`, compact or pretty-printed with two-space indentation.
    public static func write(_ value: JSONValue, pretty: Bool = false, leadingKeys: [String] = [], keyOrder: KeyOrder = .sorted) -> String {
        var writer = Writer(pretty: pretty, leadingKeys: leadingKeys, keyOrder: keyOrder)
        writer.write(value, indent: 0)
        return String(decoding: writer.output, as: UTF8.self)
    }

    /// The JSON text of `value` as UTF-8 bytes; pretty-printed text starts at `indent` levels, as
    /// when `value` is nested that deep (what a writer that streams a large document in parts needs).
    public static func bytes(
        _ value: JSONValue,
        pretty: Bool = false,
        leadingKeys: [String] = [],
        keyOrder: KeyOrder = .sorted,
        indent: Int = 0
    ) -> [UInt8] {
        var writer = Writer(pretty: pretty, leadingKeys: leadingKeys, keyOrder: keyOrder)
        writer.write(value, indent: indent)
        return writer.output
    }

    /// Writes many values with the same options onto the end of a buffer, ranking the leading
    /// keys once: what a writer that streams a large document element by element uses. Each
    /// value comes out exactly as `bytes(value, pretty:leadingKeys:keyOrder:indent:)` would write it.
    public struct Appender: Sendable {
        private var writer: Writer

        /// An appender writing compact or pretty JSON with `leadingKeys` first in every object.
        public init(pretty: Bool = false, leadingKeys: [String] = [], keyOrder: KeyOrder = .sorted) {
            writer = Writer(pretty: pretty, leadingKeys: leadingKeys, keyOrder: keyOrder)
        }

        /// Appends the JSON text of `value`, pretty-printed from `indent` levels, to `output`.
        public mutating func append(_ value: JSONValue, indent: Int = 0, to output: inout [UInt8]) {
            swap(&writer.output, &output)
            writer.write(value, indent: indent)
            swap(&writer.output, &output)
        }
    }

    private struct Writer: Sendable {
        let pretty: Bool
        /// The leading keys, each once, in their order.
        let leadingKeys: [String]
        let leadingRank: [String: Int]
        let keyOrder: KeyOrder
        var output: [UInt8] = []

        init(pretty: Bool, leadingKeys: [String], keyOrder: KeyOrder) {
            self.pretty = pretty
            self.keyOrder = keyOrder
            var rank: [String: Int] = [:]
            for (index, key) in leadingKeys.enumerated() where rank[key] == nil { rank[key] = index }
            self.leadingRank = rank
            self.leadingKeys = leadingKeys.enumerated().filter { rank[$0.element] == $0.offset }.map(\.element)
            output.reserveCapacity(1024)
        }

        mutating func write(_ value: JSONValue, indent: Int) {
            switch value {
            case .null: output.append(contentsOf: "null".utf8)
            case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
            case .int(let number): output.append(contentsOf: String(number).utf8)
            case .double(let number): writeDouble(number)
            case .string(let text): writeString(text)
            case .array(let items):
                guard !items.isEmpty else { return output.append(contentsOf: "[]".utf8) }
                output.append(UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    newline(indent + 1)
                    write(item, indent: indent + 1)
                }
                newline(indent)
                output.append(UInt8(ascii: "]"))
            case .object(let members):
                guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
                output.append(UInt8(ascii: "{"))
                for (index, key) in orderedKeys(members).enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    newline(indent + 1)
                    writeString(key)
                    output.append(UInt8(ascii: ":"))
                    if pretty { output.append(UInt8(ascii: " ")) }
                    write(members[key]!, indent: indent + 1)
                }
                newline(indent)
                output.append(UInt8(ascii: "}"))
            }
        }

        private func orderedKeys(_ members: JSONObject) -> [String] {
            switch keyOrder {
            case .sorted:
                guard !leadingRank.isEmpty else { return members.keys.sorted() }
                // Rank each key once, then sort by (rank, key): leading keys first, the rest sorted.
                let ranked = members.keys.map { (rank: leadingRank[$0] ?? Int.max, key: $0) }
                return ranked.sorted { $0.rank != $1.rank ? $0.rank < $1.rank : $0.key < $1.key }.map(\.key)
            case .stored:
                guard !leadingRank.isEmpty else { return Array(members.keys) }
                // Leading keys first in their order, the rest in the object's.
                let leading = leadingKeys.filter { members[$0] != nil }
                return leading + members.keys.filter { leadingRank[$0] == nil }
            }
        }

        private mutating func newline(_ indent: Int) {
            guard pretty else { return }
            output.append(0x0A)
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
        }

        private mutating func writeDouble(_ number: Double) {
            guard number.isFinite else { return output.append(contentsOf: "null".utf8) }
            // Swift prints the shortest text that reads back as the same double, always with a
            // fraction or an exponent ("3.0", "1e-05", "1e+16").
            output.append(contentsOf: number.description.utf8)
        }

        private mutating func writeString(_ text: String) {
            JSONString.appendQuoted(text, to: &output)
        }
    }
}
