import InAppMessaging

/// A small HTML5-style tokenizer over UTF-8 bytes that records where every token starts.
///
/// It follows the WHATWG tokenizer closely enough to agree with browsers on where tags,
/// attributes, comments and raw text begin and end, and reports attribute syntax errors and
/// truncation itself. The tree builder switches it into raw-text mode after `<script>` & co.
struct HTMLTokenizer {
    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next unread byte.
    var position = 0
    /// Problems found so far.
    var problems = FindingList()
    /// Whether `<![CDATA[` opens a CDATA section (inside SVG or MathML).
    var allowsCDATA = false
    /// Set after a run-on quoted value: the rest of that tag is debris, not worth reporting.
    var quietAttributes = false
    /// Whether the document ended inside a tag, comment or quoted value.
    var endedInsideMarkup = false
    /// The lowercase name whose end tag ends the pending raw text, if any.
    private var rawTextElement: [UInt8]?

    /// Creates a tokenizer over `bytes`, which must outlive it.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Makes the next token the raw text content of element `name`.
    mutating func enterRawText(_ name: String) {
        rawTextElement = Array(name.utf8)
    }

    /// The next token, or nil at the end of the document.
    mutating func next() -> HTMLToken? {
        if let name = rawTextElement {
            rawTextElement = nil
            return readRawText(until: name)
        }
        guard position < bytes.count else { return nil }
        if bytes[position] == Byte.lessThan, let token = readMarkup() {
            return token
        }
        return position < bytes.count ? readText() : nil
    }

    // MARK: - Text and raw text

    private mutating func readText() -> HTMLToken {
        let start = position
        var blank = true
        var index = position
        repeat {
            let byte = bytes[index]
            if byte == Byte.lessThan, index > start, startsMarkup(at: index) { break }
            if blank, !Byte.isWhitespace(byte) { blank = false }
            index += 1
        } while index < bytes.count
        position = index
        return .text(range: start..<index, blank: blank)
    }

    private func startsMarkup(at index: Int) -> Bool {
        guard index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        return Byte.isLetter(next) || next == Byte.slash || next == Byte.bang || next == Byte.question
    }

    private mutating func readRawText(until name: [UInt8]) -> HTMLToken {
        let start = position
        var index = position
        while index + 1 < bytes.count {
            if bytes[index] == Byte.lessThan, bytes[index + 1] == Byte.slash,
                matchesIgnoringCase(name, at: index + 2)
            {
                let after = index + 2 + name.count
                if after < bytes.count, Byte.endsTagName(bytes[after]) {
                    position = index
                    return .rawText(range: start..<index, closed: true)
                }
            }
            index += 1
        }
        position = bytes.count
        return .rawText(range: start..<bytes.count, closed: false)
    }

    // MARK: - Markup

    private mutating func readMarkup() -> HTMLToken? {
        let start = position
        guard start + 1 < bytes.count else { return nil }
        let next = bytes[start + 1]
        if Byte.isLetter(next) {
            return readStartTag()
        }
        if next == Byte.slash {
            guard start + 2 < bytes.count else { return nil }
            if Byte.isLetter(bytes[start + 2]) { return readEndTag() }
            if bytes[start + 2] == Byte.greaterThan {
                position = start + 3
                return .comment(offset: start)
            }
            return readBogusComment(from: start, skipping: 2)
        }
        if next == Byte.bang {
            if matches("<!--", at: start) { return readComment() }
            if matchesIgnoringCase(Array("doctype".utf8), at: start + 2) { return readDoctype() }
            if allowsCDATA, matches("<![CDATA[", at: start) { return readCDATA() }
            return readBogusComment(from: start, skipping: 2)
        }
        if next == Byte.question {
            return readBogusComment(from: start, skipping: 2)
        }
        return nil
    }

    private mutating func readComment() -> HTMLToken? {
        let start = position
        var index = start + 4
        if matches(">", at: index) || matches("->", at: index) {
            position = index + (bytes[index] == Byte.greaterThan ? 1 : 2)
            return .comment(offset: start)
        }
        while index + 2 < bytes.count {
            if bytes[index] == Byte.hyphen, bytes[index + 1] == Byte.hyphen {
                if bytes[index + 2] == Byte.greaterThan {
                    position = index + 3
                    return .comment(offset: start)
                }
                if bytes[index + 2] == Byte.bang, matches(">", at: index + 3) {
                    position = index + 4
                    return .comment(offset: start)
                }
            }
            index += 1
        }
        return truncated(at: start, "the comment that starts here is never closed with -->")
    }

    private mutating func readCDATA() -> HTMLToken? {
        let start = position
        var index = start + 9
        while index + 2 < bytes.count {
            if bytes[index] == Byte.closeBracket, bytes[index + 1] == Byte.closeBracket,
                bytes[index + 2] == Byte.greaterThan
            {
                position = index + 3
                return .comment(offset: start)
            }
            index += 1
        }
        return truncated(at: start, "the CDATA section that starts here is never closed with ]]>")
    }

    private mutating func readBogusComment(from start: Int, skipping count: Int) -> HTMLToken? {
        guard let end = firstIndex(of: Byte.greaterThan, from: start + count) else {
            return truncated(at: start, "the markup declaration that starts here is never closed with >")
        }
        position = end + 1
        return .comment(offset: start)
    }

    private mutating func readDoctype() -> HTMLToken? {
        let start = position
        guard let end = firstIndex(of: Byte.greaterThan, from: start + 9) else {
            return truncated(at: start, "the DOCTYPE that starts here is never closed with >")
        }
        var index = start + 9
        while index < end, Byte.isWhitespace(bytes[index]) { index += 1 }
        let nameStart = index
        while index < end, !Byte.isWhitespace(bytes[index]) { index += 1 }
        position = end + 1
        return .doctype(name: lowercasedString(nameStart..<index), offset: start)
    }

    private mutating func readEndTag() -> HTMLToken? {
        let start = position
        var index = start + 2
        while index < bytes.count, !Byte.endsTagName(bytes[index]) { index += 1 }
        let name = lowercasedString(start + 2..<index)
        position = index
        guard readAttributes(tagOffset: start, tagName: name, isEndTag: true) != nil else { return nil }
        return .endTag(name: name, offset: start)
    }

    private mutating func readStartTag() -> HTMLToken? {
        let start = position
        var index = start + 1
        while index < bytes.count, !Byte.endsTagName(bytes[index]) { index += 1 }
        let name = lowercasedString(start + 1..<index)
        position = index
        guard let (attributes, selfClosing) = readAttributes(tagOffset: start, tagName: name, isEndTag: false)
        else { return nil }
        return .startTag(
            HTMLStartTag(
                name: name,
                offset: start,
                attributes: attributes,
                selfClosing: selfClosing,
                kind: ElementKind.of(name)
            )
        )
    }

    /// Records a truncated-document problem at `offset` and ends tokenization.
    mutating func truncated(at offset: Int, _ message: String) -> HTMLToken? {
        problems.append(
            Finding(
                offset: offset,
                rule: .truncatedDocument,
                severity: .error,
                message: "the document ends too early: \(message)"
            )
        )
        position = bytes.count
        endedInsideMarkup = true
        return nil
    }

    /// Records a broken-attribute problem.
    mutating func brokenAttribute(at offset: Int, _ message: String) {
        problems.append(
            Finding(
                offset: offset,
                rule: .brokenAttribute,
                severity: .error,
                message: message
            )
        )
    }

    // MARK: - Byte helpers

    /// The offset of the first `byte` at or after `start`.
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// Whether the bytes at `offset` are exactly `literal`.
    func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset >= 0, offset + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for index in 0..<count where bytes[offset + index] != pointer[index] { return false }
        return true
    }

    /// Whether the bytes at `offset`, ASCII-lowercased, are `lowercase`.
    func matchesIgnoringCase(_ lowercase: [UInt8], at offset: Int) -> Bool {
        guard offset + lowercase.count <= bytes.count else { return false }
        for (index, byte) in lowercase.enumerated() where Byte.lowercased(bytes[offset + index]) != byte {
            return false
        }
        return true
    }

    /// The bytes in `range` as a String with ASCII letters lowercased.
    func lowercasedString(_ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if !slice.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
            return String(decoding: slice, as: UTF8.self)
        }
        return String(decoding: slice.map(Byte.lowercased), as: UTF8.self)
    }
}
